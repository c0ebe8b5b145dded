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
  private var closeRect = Rect.zero
  private var cardSize = Size.zero
  private var cardCenter = Point.zero
  private var backRect = Rect.zero
  private var nextRect = Rect.zero
  private var dotsRect = Rect.zero
  private var shownMinute = -1
  /// Per step: "Step 1 of 6", its title and its text, laid out once.
  private var cardTexts: [(label: TextLayout, title: TextLayout, text: TextLayout)] = []
  static let margin = 40.0
  static let gap = 32.0
  static let cardPadding = 44.0

  init(plugin: RecipePlugin, recipe: Recipe) {
    self.plugin = plugin
    self.recipe = recipe
    pager = Pager(pageCount: recipe.steps.count, pageWidth: 1, page: plugin.step)
    super.init(id: "recipe.steps")
    plugin.stepsScreen = self
  }

  /// The countdown moved, started or stopped: redraw the current card's timer.
  func timerChanged() {
    setNeedsDisplay(timerRect(onCardAt: restingCard).insetBy(-6, -6))
  }

  /// Where the current card sits once the pages stop moving.
  private var restingCard: Rect { Rect(center: cardCenter, size: cardSize) }

  /// The timer capsule at the bottom left of a card.
  private func timerRect(onCardAt card: Rect) -> Rect {
    Rect(x: card.minX + Self.cardPadding, y: card.maxY - Self.cardPadding - 52, width: 230, height: 52)
  }

  override func layout() {
    let m = Self.margin
    closeRect = Rect(x: m, y: m, width: 48, height: 48)
    cardSize = Size(min(760, size.width - 2 * 150), min(440, size.height - 2 * 150))
    cardCenter = Point(size.width / 2, size.height / 2 - 6)
    let buttonsY = size.height - m - 30
    backRect = Rect(center: Point(size.width / 2 - 120, buttonsY), size: Size(60, 60))
    nextRect = Rect(center: Point(size.width / 2 + 120, buttonsY), size: Size(60, 60))
    dotsRect = Rect(center: Point(size.width / 2, buttonsY), size: Size(150, 20))
    pager = Pager(pageCount: recipe.steps.count, pageWidth: cardSize.width + Self.gap, page: plugin.step)
    let textWidth = cardSize.width - 2 * Self.cardPadding
    cardTexts = recipe.steps.enumerated().map { i, step in
      (
        TextLayout("Step \(i + 1) of \(recipe.steps.count)", style: TextStyle(weight: .semibold, size: 20, color: Color(hex: 0xFFB340))),
        TextLayout(step.title, style: TextStyle(weight: .bold, size: 40, color: .white), width: textWidth),
        TextLayout(step.text, style: TextStyle(weight: .regular, size: 28, color: Color(white: 1, alpha: 0.9), lineSpacing: 1.15), width: textWidth)
      )
    }
    controls.removeAll()
    controls.add("recipe.steps.close", closeRect) { [unowned self] in plugin.showSteps(false) }
    controls.add("recipe.steps.back", backRect) { [unowned self] in turn(by: -1) }
    controls.add("recipe.steps.next", nextRect) { [unowned self] in turn(by: 1) }
    addTimerControl()
  }

  /// The timer button exists only on a card whose step names a time.
  private func addTimerControl() {
    if plugin.timerDuration(step: pager.page) != nil {
      controls.add("recipe.steps.timer", timerRect(onCardAt: restingCard)) { [unowned self] in
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
      setNeedsDisplay(backRect.union(nextRect).insetBy(-8, -8))
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
      if shownMinute >= 0 { setNeedsDisplay(Rect(x: size.width - Self.margin - 120, y: closeRect.minY, width: 120, height: closeRect.height)) }
      shownMinute = now.minute
    }
    guard pager.isMoving else { return false }
    pager.step(time.delta)
    setNeedsDisplay(cardsRegion)
    return true
  }

  /// The band the cards move in, and the page dots.
  private var cardsRegion: Rect {
    Rect(x: 0, y: cardCenter.y - cardSize.height / 2 - 4, width: size.width, height: cardSize.height + 8).union(dotsRect)
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
      setNeedsDisplay(cardsRegion)
    default: break
    }
  }

  /// "Start 20:00 timer" until tapped, then the countdown, then "Done".
  private func drawTimer(_ canvas: Canvas, step: Int, duration: Double, card: Rect, fade: Double) {
    guard let context else { return }
    let rect = timerRect(onCardAt: card)
    let running = plugin.timer.flatMap { $0.step == step ? $0 : nil }
    let title: String
    let fill: Color
    if let running {
      title = running.isDone(at: context.time) ? "Done" : running.text(at: context.time)
      fill = running.isDone(at: context.time) ? Color(hex: 0x34C759) : Color(hex: 0xFF9F0A)
    } else {
      title = "Start \(StepTimer.clock(duration)) timer"
      fill = Color(white: 1, alpha: 0.18)
    }
    canvas.withLayer(alpha: fade) {
      CapsuleButton.draw(
        canvas, title: title, icon: nil, in: rect, fill: .color(fill),
        font: TextStyle(weight: running == nil ? .semibold : .bold, size: running == nil ? 20 : 26, tracking: running == nil ? 0 : 1),
        stroke: Color(white: 1, alpha: 0.35), pressed: controls.pressedID == "recipe.steps.timer")
    }
  }

  override func draw(_ canvas: Canvas) {
    guard let context else { return }
    guard let blurred = RecipePhoto.blurred(context, size: size, for: self, arrived: { [weak self] in self?.setNeedsDisplay() }) else {
      canvas.fill(bounds, RecipePhoto.placeholder)
      return
    }
    canvas.draw(blurred, in: bounds)
    canvas.fill(bounds, Color(white: 0, alpha: 0.4))
    let pressed = controls.pressedID
    RoundButton.draw(canvas, icon: .xmark, in: closeRect, style: .glass, pressed: pressed == "recipe.steps.close", backdrop: blurred, backdropRect: bounds)
    RecipePhoto.drawClock(canvas, context, plugin.locale, rightAt: size.width - Self.margin, centerY: closeRect.midY)

    let pitch = cardSize.width + Self.gap
    for (i, texts) in cardTexts.enumerated() {
      let x = cardCenter.x - cardSize.width / 2 + Double(i) * pitch - pager.scrollOffset
      let rect = Rect(origin: Point(x, cardCenter.y - cardSize.height / 2), size: cardSize)
      guard rect.maxX > 0, rect.minX < size.width else { continue }
      // The card in the middle is bright; neighbours dim as they move aside.
      let away = min(1, abs(rect.midX - cardCenter.x) / pitch)
      let shape = Path.squircle(rect, radius: 36)
      canvas.drawFrostedGlass(shape, backdrop: blurred, backdropRect: bounds, tint: Color(hex: 0x1C1A18, alpha: 0.5), stroke: Color(white: 1, alpha: 0.35))
      // Text alpha rather than a layer: a layer would allocate a band-sized group per card per frame.
      let fade = 1 - 0.55 * away
      let pad = Self.cardPadding
      canvas.draw(texts.label, at: Point(rect.minX + pad, rect.minY + pad - 4), color: texts.label.style.color.withAlpha(fade))
      canvas.draw(texts.title, at: Point(rect.minX + pad, rect.minY + pad + 34), color: texts.title.style.color.withAlpha(fade))
      canvas.draw(
        texts.text, at: Point(rect.minX + pad, rect.minY + pad + 34 + texts.title.size.height + 18),
        color: texts.text.style.color.withAlpha(texts.text.style.color.alpha * fade))
      if let duration = plugin.timerDuration(step: i) { drawTimer(canvas, step: i, duration: duration, card: rect, fade: fade) }
    }

    // Chevrons either side of the page dots; each dims at its end.
    for (id, icon, rect, enabled) in [
      ("recipe.steps.back", Icon.chevronLeft, backRect, pager.page > 0),
      ("recipe.steps.next", Icon.chevronRight, nextRect, pager.page < recipe.steps.count - 1),
    ] {
      canvas.withState {
        // The clip keeps the layer button-sized.
        canvas.clip(rect.insetBy(-2, -2))
        canvas.withLayer(alpha: enabled ? 1 : 0.4) {
          RoundButton.draw(canvas, icon: icon, in: rect, style: .glass, pressed: pressed == id, backdrop: blurred, backdropRect: bounds)
        }
      }
    }
    let n = recipe.steps.count
    let spacing = 16.0
    let current = pager.scrollOffset / pitch
    for i in 0..<n {
      let near = max(0, 1 - abs(Double(i) - current))
      let c = Point(dotsRect.midX + (Double(i) - Double(n - 1) / 2) * spacing, dotsRect.midY)
      canvas.fill(Path.circle(center: c, radius: 4), Color(white: 1, alpha: 0.35 + 0.65 * near))
    }
  }
}
