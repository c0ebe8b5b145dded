import Art
import Basics
import Canvas
import ClockFaces
import HomeModel
import Runtime
import Widgets

/// The recipe's title card over the soup photo: a round glass "x", the clock,
/// "Butternut Squash Soup", its source, time and servings, and two glass
/// capsules. With `sheetOpen` (`recipe.ingredients`) the frosted ingredients
/// sheet stands over it; opening and closing spring it up and down.
final class RecipeScreen: Screen {
  unowned let plugin: RecipePlugin
  let recipe: Recipe
  /// The ingredients sheet is up (`recipe.ingredients`) or down (`recipe`).
  private(set) var sheetOpen: Bool
  private let controls = Controls()
  /// 0: the sheet is below the screen; 1: it is up.
  private var sheet: Spring
  private var closeRect = Rect.zero
  private var ingredientsRect = Rect.zero
  private var startRect = Rect.zero
  private var card = RecipeCard.Geometry(size: .zero)
  private var sheetRect = Rect.zero
  private var sheetCloseRect = Rect.zero
  private var shownMinute = -1
  private var ingredientNames: [TextLayout] = []
  /// The sheet's words, laid out once: its frames move them.
  private struct SheetTexts {
    var heading: TextLayout
    var serves: TextLayout
    var quantities: [TextLayout]
  }
  private var sheetTexts: SheetTexts?
  /// How far the ingredients list is scrolled up (points), springing back
  /// into range or gliding on after a flick; and where a drag began.
  private var listScroll = Spring(value: 0, response: 0.45, dampingFraction: 1)
  private var dragStartScroll: Double?
  static let margin = RecipeCard.margin

  init(plugin: RecipePlugin, recipe: Recipe, sheetOpen: Bool) {
    self.plugin = plugin
    self.recipe = recipe
    self.sheetOpen = sheetOpen
    let end = sheetOpen ? 1.0 : 0.0
    sheet = Self.sheetSpring(from: end, to: end)
    super.init(id: RecipePlugin.route(sheetOpen: sheetOpen).screen)
  }

  private static func sheetSpring(from: Double, to: Double) -> Spring {
    Spring(value: from, target: to, response: 0.5, dampingFraction: 0.82)
  }

  // MARK: layout

  override func layout() {
    let m = Self.margin
    card = RecipeCard.Geometry(size: size)
    closeRect = card.closeRect
    ingredientsRect = card.ingredientsRect
    startRect = card.startRect

    let width = min(640, size.width - 2 * m)
    let height = min(Self.sheetHeight(rows: recipe.ingredients.count), size.height - m - 24)
    sheetRect = Rect(x: (size.width - width) / 2, y: size.height - 24 - height, width: width, height: height)
    sheetCloseRect = Rect(x: sheetRect.maxX - 28 - 36, y: sheetRect.minY + 28, width: 36, height: 36)
    ingredientNames = recipe.ingredients.map {
      TextLayout($0.name, style: Self.nameStyle, width: sheetRect.width - 2 * Self.sheetPadding - Self.quantityWidth)
    }
    sheetTexts = SheetTexts(
      heading: TextLayout("Ingredients", style: Self.headingStyle),
      serves: TextLayout("Serves \(recipe.serves)", style: Self.servesStyle),
      quantities: recipe.ingredients.map { TextLayout($0.quantity, style: Self.quantityStyle) })
    listScroll = Spring(value: min(listScroll.value, maxScroll), response: 0.45, dampingFraction: 1)

    buildControls()
  }

  private func buildControls() {
    controls.removeAll()
    if sheetOpen {
      // Anywhere outside the sheet closes it; the sheet itself does nothing.
      controls.add("recipe.sheet.outside", bounds) { [unowned self] in toggleSheet() }
      controls.add("recipe.sheet.body", sheetRect) {}
      controls.add("recipe.sheet.close", sheetCloseRect) { [unowned self] in toggleSheet() }
    } else {
      controls.add("recipe.close", closeRect) { [unowned self] in plugin.close() }
      controls.add("recipe.ingredients", ingredientsRect) { [unowned self] in toggleSheet() }
      controls.add("recipe.start", startRect) { [unowned self] in plugin.showSteps(true) }
    }
  }

  static let rowHeight = 46.0
  static let sheetPadding = 32.0
  static let quantityWidth = 130.0
  static let nameStyle = TextStyle(weight: .regular, size: 19, color: Color(white: 1, alpha: 0.88))
  static let headingStyle = TextStyle(weight: .bold, size: 30, color: .white)
  static let servesStyle = TextStyle(weight: .regular, size: 18, color: Color(white: 1, alpha: 0.6))
  static let quantityStyle = TextStyle(weight: .semibold, size: 19, color: .white)
  /// The fonts the screen and its sheet draw at fixed sizes, loaded ahead.
  static let fixedStyles = [RecipeCard.titleStyle, RecipeCard.subtitleStyle, nameStyle, headingStyle, servesStyle, quantityStyle]
  static let sheetHeaderHeight = 120.0
  static func sheetHeight(rows: Int) -> Double { sheetHeaderHeight + Double(rows) * rowHeight + 20 }

  /// Where the rows show on the raised sheet: under its header, above its
  /// bottom padding. A list longer than that scrolls.
  private var listArea: Rect {
    Rect(x: sheetRect.minX, y: sheetRect.minY + Self.sheetHeaderHeight, width: sheetRect.width, height: sheetRect.height - Self.sheetHeaderHeight - 20)
  }
  private var maxScroll: Double { max(0, Double(recipe.ingredients.count) * Self.rowHeight - listArea.height) }

  /// Opens or closes the ingredients sheet: it springs from where it stands,
  /// and the screen's id follows.
  func toggleSheet() {
    sheetOpen.toggle()
    sheet = Self.sheetSpring(from: sheet.value, to: sheetOpen ? 1 : 0)
    shownMinute = -1
    buildControls()
    becomes(RecipePlugin.route(sheetOpen: sheetOpen))
  }

  /// Only the controls a script may tap (not the sheet's catch-all areas).
  override var elements: [Element] { controls.elements.filter { !$0.id.hasPrefix("recipe.sheet.") || $0.id == "recipe.sheet.close" } }

  override func state(_ key: String) -> String? {
    switch key {
    case "recipe.step": return String(plugin.step + 1)
    case "recipe.sheet": return sheetOpen ? "open" : "closed"
    case "recipe.sheet.scroll": return String(Int(listScroll.value.rounded()))
    default: return nil
    }
  }

  // MARK: time and touch

  override func update(_ time: FrameTime) -> Bool {
    if let now = context?.now, now.minute != shownMinute {
      if shownMinute >= 0 { setNeedsDisplay(clockRect) }
      shownMinute = now.minute
    }
    var moving = false
    if dragStartScroll == nil, !listScroll.isSettled {
      listScroll.step(time.delta)
      setNeedsDisplay(sheetRect.insetBy(-2, -2))
      moving = true
    }
    guard !sheet.isSettled else { return moving }
    let shown = sheetLook
    sheet.step(time.delta)
    // The spring's long tail moves the sheet less than a pixel a frame:
    // a frame that would draw the same pixels is not drawn.
    if sheet.isSettled || sheetLook != shown { setNeedsDisplay() }
    return true
  }

  /// What a frame of the springing sheet shows: how far it stands below its
  /// place in whole pixels, and the dim's alpha as the panel's 8 bits.
  private struct SheetLook: Equatable {
    var drop: Double
    var dim: Int
  }

  private var sheetLook: SheetLook {
    let s = min(max(sheet.value, 0), 1)
    return SheetLook(drop: sheetDrop, dim: Int((Self.sheetDim * s * 255).rounded()))
  }

  /// How far the sheet stands below its place: whole pixels while it
  /// springs (its picture moves crisply, and a frame is drawn only when it
  /// moves a pixel), none at rest.
  private var sheetDrop: Double {
    let scale = context?.scale ?? 1
    return ((1 - sheet.value) * (sheetRect.height + 40) * scale).rounded() / scale
  }

  static let sheetDim = 0.3

  /// The pressed control the card shows (the sheet's own are on the sheet).
  private var cardPressed: String? {
    guard let id = controls.pressedID, !id.hasPrefix("recipe.sheet.") else { return nil }
    return id
  }

  private var clockRect: Rect { Rect(x: size.width - Self.margin - 120, y: closeRect.minY, width: 120, height: closeRect.height) }

  override func touch(_ event: TouchEvent) -> Bool {
    if let r = controls.track(event) { setNeedsDisplay(r) }
    return false
  }

  override func gesture(_ gesture: Gesture) {
    switch gesture {
    case .tap(let p): controls.handleTap(at: p)
    case .drag(let d): scrollList(d)
    default: break
    }
  }

  /// A vertical drag on the raised sheet scrolls a list longer than it:
  /// rubber-banded past the ends, gliding on after a flick, then springing
  /// back into range.
  private func scrollList(_ d: Drag) {
    guard sheetOpen, maxScroll > 0 else { return }
    switch d.phase {
    case .began:
      guard sheetRect.contains(d.start) else { return }
      dragStartScroll = listScroll.value
    case .changed:
      guard let start = dragStartScroll else { return }
      let raw = start - d.translation.y
      let over = raw < 0 ? raw : raw > maxScroll ? raw - maxScroll : 0
      listScroll = Spring(value: raw - over + over * 0.35, response: 0.45, dampingFraction: 1)
      setNeedsDisplay(sheetRect.insetBy(-2, -2))
    case .ended, .cancelled:
      guard dragStartScroll != nil else { return }
      dragStartScroll = nil
      let glide = d.phase == .ended ? -d.velocity.y * 0.25 : 0
      listScroll.target = min(max(listScroll.value + glide, 0), maxScroll)
      setNeedsDisplay(sheetRect.insetBy(-2, -2))
    }
  }

  // MARK: drawing

  override func draw(_ canvas: Canvas) {
    guard let context else { return }
    let arrived: @MainActor () -> Void = { [weak self] in self?.setNeedsDisplay() }
    guard let photo = RecipePhoto.sharp(context, size: size, for: self, arrived: arrived),
      let blurred = RecipePhoto.blurred(context, size: size, for: self, arrived: arrived)
    else {
      canvas.fill(bounds, RecipePhoto.placeholder)
      return
    }
    if sheet.isSettled, let movingBase {
      context.cache.remove(movingBase.key)
      self.movingBase = nil
    }
    // The card painted on the painter: copied whenever nothing on it is
    // pressed (asked for when the whole screen is drawn: the first frame,
    // the sheet springing; a clock's minute copies it only if it is there).
    let clip = canvas.clipBounds
    let whole = clip.minX <= 0 && clip.minY <= 0 && clip.maxX >= size.width && clip.maxY >= size.height
    let painted =
      cardPressed != nil
      ? nil
      : whole
        ? RecipeCard.picture(context, size: size, recipe: recipe, for: self, arrived: arrived)
        : RecipeCard.cached(context, size: size, recipe: recipe)
    let sheetShows = sheet.value > 0.001
    // Asked for with the first frame, so that they are there when the sheet rises.
    let glass = whole || sheetShows ? sheetGlass(context, on: canvas) : nil
    canvas.withState {
      // Under the sheet's inside, which its glass covers whole, nothing is drawn.
      if sheetShows, let glass { canvas.clip(outside: glass.glass.solid, within: bounds) }
      if let painted {
        canvas.copy(painted, at: .zero)
        RecipePhoto.drawClock(canvas, context, plugin.locale, rightAt: size.width - Self.margin, centerY: closeRect.midY)
      } else if sheet.isSettled {
        drawCard(canvas, context, photo: photo, blurred: blurred)
      } else {
        // Opaque, as the photo under it: copied, not blended.
        canvas.copy(cardPicture(context, photo: photo, blurred: blurred, scale: canvas.scale), at: .zero)
      }
      // The dim in the panel's own steps: the look a frame was drawn for is what it shows.
      if sheetShows { canvas.fill(bounds, Color(white: 0, alpha: Double(sheetLook.dim) / 255)) }
    }
    if sheetShows { drawSheet(canvas, backdrop: blurred, glass: glass) }
  }

  /// The sheet's glass made ahead: the inside's pane and the shape, for
  /// where it stands now (nil until the painter has them, or where the
  /// sheet does not stand on whole pixels).
  private struct SheetGlass {
    let mask: ShapeMask
    let pane: Surface
    let glass: SquircleGlass
  }

  private func sheetGlass(_ context: ScreenContext, on canvas: Canvas) -> SheetGlass? {
    let rect = sheetRect.offsetBy(0, sheetDrop)
    let key = "recipe.sheet.\(Int(rect.width))x\(Int(rect.height))@\(context.scale)"
    let pane = RecipePhoto.frostedPane(context, size: size, for: self)
    let mask = context.painter.shapeMask(key, size: rect.size, scale: context.scale, outlineWidth: 1, for: self) {
      Path.squircle($0, radius: Self.sheetRadius)
    }
    guard let pane, let mask, let glass = SquircleGlass(rect, radius: Self.sheetRadius, on: canvas) else { return nil }
    return SheetGlass(mask: mask, pane: pane, glass: glass)
  }

  nonisolated static let sheetRadius = 36.0

  /// The photo and the card over it: everything under the sheet.
  private func drawCard(_ canvas: Canvas, _ context: ScreenContext, photo: Surface, blurred: Surface) {
    RecipeCard.draw(canvas, card, recipe: recipe, photo: photo, blurred: blurred, pressed: cardPressed)
    RecipePhoto.drawClock(canvas, context, plugin.locale, rightAt: size.width - Self.margin, centerY: closeRect.midY)
  }

  /// The card painted once while the sheet springs (each of its frames then
  /// copies it instead of painting the glass and the text again): the photo
  /// is opaque, so the copy gives exactly the pixels painting gives. A layer
  /// in the cache (under its byte budget), dropped when the sheet settles; a
  /// new minute, a pressed control or a new photo paints it again. The
  /// pictures it was painted from are held so that the key's identities stay
  /// theirs, and what the key was made from is kept, so that a frame whose
  /// inputs are the same builds no new key.
  private var movingBase: (inputs: CardInputs, key: String, photo: Surface, blurred: Surface)?

  /// What the card's picture depends on.
  private struct CardInputs: Equatable {
    var minute: Int
    var hour: Int
    var pressed: String?
    var photo: ObjectIdentifier
    var blurred: ObjectIdentifier
    var scale: Double
    var size: Size
  }

  private func cardPicture(_ context: ScreenContext, photo: Surface, blurred: Surface, scale: Double) -> Surface {
    let now = context.now
    let inputs = CardInputs(
      minute: now.minute, hour: now.hour, pressed: cardPressed, photo: ObjectIdentifier(photo), blurred: ObjectIdentifier(blurred),
      scale: scale, size: size)
    let key: String
    if let movingBase, movingBase.inputs == inputs {
      key = movingBase.key
    } else {
      let (h, m) = clockText(now, plugin.locale)
      key = "recipe.card.\(h):\(m).\(inputs.pressed ?? "").\(inputs.photo.hashValue).\(inputs.blurred.hashValue).\(scale).\(size.width)x\(size.height)"
      if let movingBase { context.cache.remove(movingBase.key) }
      movingBase = (inputs, key, photo, blurred)
    }
    return context.cache.surface(key, size: size, scale: scale) { drawCard($0, context, photo: photo, blurred: blurred) }
  }

  /// The frosted sheet where it stands, over the photo dimmed to match
  /// (`glass`: made ahead, the same pixels for less).
  private func drawSheet(_ canvas: Canvas, backdrop: Surface, glass: SheetGlass?) {
    let rect = sheetRect.offsetBy(0, sheetDrop)
    let shape = Path.squircle(rect, radius: Self.sheetRadius)
    let rim = Color(white: 1, alpha: 0.3)
    if let glass {
      canvas.drawFrostedGlass(
        glass.glass, mask: glass.mask, pane: glass.pane, backdrop: backdrop, backdropRect: bounds, tint: RecipePhoto.glassTint, stroke: rim)
    } else {
      canvas.drawFrostedGlass(shape, backdrop: backdrop, backdropRect: bounds, tint: RecipePhoto.glassTint, stroke: rim)
    }
    guard let texts = sheetTexts else { return }
    canvas.withState {
      canvas.clip(shape)
      let pad = Self.sheetPadding
      canvas.draw(texts.heading, at: Point(rect.minX + pad, rect.minY + 26))
      canvas.draw(texts.serves, at: Point(rect.minX + pad, rect.minY + 26 + texts.heading.size.height + 2))
      let close = sheetCloseRect.offsetBy(0, rect.minY - sheetRect.minY)
      RoundButton.draw(canvas, icon: .xmark, in: close, style: .grey, pressed: controls.pressedID == "recipe.sheet.close")
      let list = listArea.offsetBy(0, rect.minY - sheetRect.minY)
      canvas.clip(list)
      var y = list.minY - listScroll.value
      for i in recipe.ingredients.indices {
        defer { y += Self.rowHeight }
        guard y < list.maxY, y + Self.rowHeight > list.minY else { continue }
        if i > 0 { canvas.fill(Rect(x: rect.minX + pad, y: y, width: rect.width - 2 * pad, height: 1), Color(white: 1, alpha: 0.12)) }
        let quantity = texts.quantities[i]
        canvas.draw(quantity, at: Point(rect.minX + pad, y + Self.rowHeight / 2 - quantity.size.height / 2))
        let text = ingredientNames[i]
        canvas.draw(text, at: Point(rect.minX + pad + Self.quantityWidth, y + (Self.rowHeight - text.size.height) / 2))
      }
      if maxScroll > 0 { drawScrollBar(canvas, in: list) }
    }
  }

  /// A thin bar at the list's right edge: how much of the list shows, and where.
  private func drawScrollBar(_ canvas: Canvas, in list: Rect) {
    let content = list.height + maxScroll
    let height = max(30, list.height * list.height / content)
    let at = min(max(listScroll.value / maxScroll, 0), 1)
    let bar = Rect(x: list.maxX - 12, y: list.minY + 4 + (list.height - 8 - height) * at, width: 4, height: height)
    canvas.fill(Path.roundedRect(bar, radius: 2), Color(white: 1, alpha: 0.35))
  }
}
