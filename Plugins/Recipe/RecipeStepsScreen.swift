import Art
import Basics
import Canvas
import HomeModel
import Runtime
import Widgets

/// "Start Cooking": one frosted card per step over the blurred photo, "Step 1
/// of 6", the step's title and text. Swipe the cards or tap the chevrons; the
/// neighbours peek in at the sides.
final class RecipeStepsScreen: Screen {
  unowned let plugin: RecipePlugin
  let recipe: Recipe
  private let controls = Controls()
  private var pager: Pager
  private var scene = StepsScene(size: .zero)
  private var shownMinute = -1
  /// Per step: "Step 1 of 6", its title and its text, laid out once.
  private var cardTexts: [StepsScene.CardTexts] = []

  init(plugin: RecipePlugin, recipe: Recipe) {
    self.plugin = plugin
    self.recipe = recipe
    pager = Pager(pageCount: recipe.steps.count, pageWidth: 1, page: plugin.step)
    super.init(id: "recipe.steps")
    plugin.stepsScreen = self
  }

  /// The countdown moved, started or stopped: redraw the current card's timer.
  func timerChanged() {
    setNeedsDisplay(scene.timerRect(onCardAt: scene.restingCard).insetBy(-6, -6))
  }

  override func layout() {
    scene = StepsScene(size: size)
    pager = Pager(pageCount: recipe.steps.count, pageWidth: scene.pitch, page: plugin.step)
    cardTexts = scene.cardTexts(titles: recipe.steps.map(\.title), texts: recipe.steps.map(\.text))
    controls.removeAll()
    controls.add("recipe.steps.close", scene.closeRect) { [unowned self] in plugin.showSteps(false) }
    controls.add("recipe.steps.back", scene.backRect) { [unowned self] in turn(by: -1) }
    controls.add("recipe.steps.next", scene.nextRect) { [unowned self] in turn(by: 1) }
    addTimerControl()
  }

  /// The timer button exists only on a card whose step names a time.
  private func addTimerControl() {
    if plugin.timerDuration(step: pager.page) != nil {
      controls.add("recipe.steps.timer", scene.timerRect(onCardAt: scene.restingCard)) { [unowned self] in
        plugin.toggleTimer(step: pager.page)
      }
    } else {
      controls.remove("recipe.steps.timer")
    }
  }

  func turn(by pages: Int) {
    pager.go(to: pager.page + pages)
    settle()
  }

  /// The plugin keeps the page, and the chevrons' look follows it.
  private func settle() {
    if plugin.step != pager.page {
      plugin.step = pager.page
      setNeedsDisplay(scene.backRect.union(scene.nextRect).insetBy(-8, -8))
      addTimerControl()
    }
  }

  override var elements: [Element] { controls.elements }

  override func state(_ key: String) -> String? {
    switch key {
    case "recipe.step": return String(plugin.step + 1)
    case "recipe.sheet": return "closed"
    case "recipe.timer": return plugin.timerState
    default: return nil
    }
  }

  override func update(_ time: FrameTime) -> Bool {
    if let now = context?.now, now.minute != shownMinute {
      if shownMinute >= 0 { setNeedsDisplay(Rect(x: size.width - StepsScene.margin - 120, y: scene.closeRect.minY, width: 120, height: scene.closeRect.height)) }
      shownMinute = now.minute
    }
    guard pager.isMoving else { return false }
    let scale = context?.scale ?? 1
    let shown = pager.pixelOffset(scale: scale)
    pager.step(time.delta)
    // The spring's tail moves the cards less than a pixel a frame.
    if !pager.isMoving || pager.pixelOffset(scale: scale) != shown { scene.cardsRegion.forEach { setNeedsDisplay($0) } }
    return true
  }

  override func touch(_ event: TouchEvent) -> Bool {
    if let r = controls.track(event) { setNeedsDisplay(r) }
    return false
  }

  override func gesture(_ gesture: Gesture) {
    switch gesture {
    case .tap(let p): controls.handleTap(at: p)
    case .drag(let d):
      pager.handle(d)
      settle()
      scene.cardsRegion.forEach { setNeedsDisplay($0) }
    default: break
    }
  }

  override func draw(_ canvas: Canvas) {
    guard let context else { return }
    let arrived: @MainActor () -> Void = { [weak self] in self?.setNeedsDisplay() }
    let blurred = RecipePhoto.blurred(context, size: size, for: self, arrived: arrived)
    // Asked for at once, so that it is there when the cards first move;
    // until the painter lands it, the backdrop is drawn and dimmed here.
    let base = StepsPicture.base(context, scene: scene, for: self, arrived: {})
    let pane = RecipePhoto.frostedPane(context, size: size, for: self)
    let cardMask = StepsPicture.cardMask(context, scene: scene, for: self)
    let pressed = controls.pressedID
    let restingOffset = Double(pager.page) * scene.pitch
    if pressed == nil, !pager.isMoving, pager.scrollOffset == restingOffset {
      // At rest: a copy of the painted screen. The whole screen (the first
      // frame, the end of a transition) waits for it in the photo's tone; a
      // small part (the clock, a timer) is drawn rather than painting a new
      // picture for it. A running countdown and the clock go over the copy
      // (nothing painted after them overlaps them).
      let inputs = StepsPicture.Inputs(plugin, recipe: recipe, page: pager.page, at: context.time)
      let clip = canvas.clipBounds
      let whole = clip.minX <= 0 && clip.minY <= 0 && clip.maxX >= size.width && clip.maxY >= size.height
      let still =
        whole
        ? StepsPicture.picture(context, scene: scene, inputs: inputs, for: self, arrived: arrived)
        : StepsPicture.cached(context, scene: scene, inputs: inputs)
      if let still {
        canvas.copy(still, at: .zero)
        if let running = inputs.skipTimer, let face = inputs.timers[running] {
          let card = scene.card(running, scrollOffset: restingOffset)
          if card.maxX > 0, card.minX < size.width { scene.drawTimer(canvas, face, card: card, fade: scene.fade(ofCardAt: card), pressed: nil) }
        }
        RecipePhoto.drawClock(canvas, context, plugin.locale, rightAt: size.width - StepsScene.margin, centerY: scene.closeRect.midY)
        return
      }
      if whole {
        canvas.fill(bounds, RecipePhoto.placeholder)
        return
      }
    }
    guard let blurred else {
      canvas.fill(bounds, RecipePhoto.placeholder)
      return
    }
    scene.draw(
      canvas, texts: cardTexts, backdrop: blurred, base: base, pane: pane, scrollOffset: pager.pixelOffset(scale: canvas.scale), page: pager.page, timers: plugin.timerFaces(at: context.time),
      pressed: pressed, cardMask: cardMask, pictures: context.cache)
    RecipePhoto.drawClock(canvas, context, plugin.locale, rightAt: size.width - StepsScene.margin, centerY: scene.closeRect.midY)
  }
}
