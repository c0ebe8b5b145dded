import Basics
import Art
import Canvas
import ClockFaces
import Runtime
import Widgets

/// Every kitchen timer at a glance: one frosted glass card each over the warm
/// wallpaper, its name, its time in big rolling digits, and pause, +1:00 and
/// cancel; the presets along the bottom start new ones.
final class TimersScreen: Screen {
  unowned let plugin: TimersPlugin
  private let controls = Controls()
  private var closeRect = Rect.zero
  private var titleOrigin = Point.zero
  private var presetRects: [Rect] = []
  private var presetIcon: Icon? = .timer
  private var cardRects: [Rect] = []
  private var shownMinute = -1
  /// Per card (by timer id): the digits it shows, rolling as they change.
  private var digits: [String: RollingDigits] = [:]
  private var glyphs: RollingDigits.Glyphs?
  static let margin = 40.0
  static let gap = 16.0
  static let padding = 26.0
  static let buttonSide = 52.0
  static let presetFont = TextStyle(weight: .semibold, size: 19, color: .white)
  static let nameStyle = TextStyle(weight: .semibold, size: 24, color: .white)

  init(plugin: TimersPlugin) {
    self.plugin = plugin
    super.init(id: "timers")
    plugin.screen = self
  }

  // MARK: layout

  override func layout() {
    let m = Self.margin
    closeRect = Rect(x: m, y: m, width: 48, height: 48)
    titleOrigin = Point(closeRect.maxX + 18, closeRect.midY)
    let presetHeight = 56.0
    let presets = plugin.settings.presets
    // Without their icons when the row would not fit between the margins (upright).
    presetIcon = .timer
    var sizes: [Size] = []
    var total = 0.0
    for icon in [Icon.timer, nil] {
      presetIcon = icon
      sizes = presets.map { CapsuleButton.size(title: Self.presetTitle($0), icon: icon, height: presetHeight, font: Self.presetFont) }
      total = sizes.reduce(0) { $0 + $1.width } + Double(max(0, sizes.count - 1)) * 14
      if total <= size.width - 2 * m { break }
    }
    var x = (size.width - total) / 2
    presetRects = sizes.map { s in
      defer { x += s.width + 14 }
      return Rect(origin: Point(x, size.height - m - presetHeight), size: s)
    }
    layoutCards()
  }

  static func presetTitle(_ p: TimersSettings.Preset) -> String { "\(p.name) \(KitchenTimer.clock(p.seconds))" }

  /// Up to three columns (two upright) and two rows, filling the band between
  /// the title and the presets; a lone card is not stretched past 460 points.
  private func layoutCards() {
    let n = plugin.timers.count
    let top = closeRect.maxY + 28
    let bottom = (presetRects.first?.minY ?? size.height - Self.margin) - 28
    let width = size.width - 2 * Self.margin
    let columns = max(1, min(n, size.width > size.height ? 3 : 2))
    let rows = max(1, (n + columns - 1) / columns)
    let cardWidth = min(460, (width - Double(columns - 1) * Self.gap) / Double(columns))
    let cardHeight = min(300, ((bottom - top) - Double(rows - 1) * Self.gap) / Double(rows))
    let blockHeight = Double(rows) * cardHeight + Double(rows - 1) * Self.gap
    let y0 = top + ((bottom - top) - blockHeight) / 2
    cardRects = (0..<n).map { i in
      let row = i / columns
      let inRow = min(columns, n - row * columns)
      let rowWidth = Double(inRow) * cardWidth + Double(inRow - 1) * Self.gap
      let x0 = (size.width - rowWidth) / 2
      return Rect(x: x0 + Double(i % columns) * (cardWidth + Self.gap), y: y0 + Double(row) * (cardHeight + Self.gap), width: cardWidth, height: cardHeight)
    }
    let digitSize = min(cardHeight * 0.4, cardWidth * 0.25)
    if glyphs?.style.size != digitSize {
      glyphs = RollingDigits.Glyphs(style: TextStyle(weight: .semibold, size: digitSize, tracking: -2, color: .white))
    }
    buildControls()
  }

  private func buildControls() {
    controls.removeAll()
    controls.add("timers.close", closeRect) { [unowned self] in context?.navigator.back(transition: .crossfade) }
    for (i, r) in presetRects.enumerated() { controls.add("timers.preset.\(i)", r) { [unowned self] in plugin.startPreset(i) } }
    for (i, card) in cardRects.enumerated() {
      let (pause, add, cancel) = buttonRects(card)
      controls.add("timers.\(i).pause", pause) { [unowned self] in plugin.togglePause(i) }
      controls.add("timers.\(i).add", add) { [unowned self] in plugin.addMinute(i) }
      controls.add("timers.\(i).cancel", cancel) { [unowned self] in plugin.cancel(i) }
    }
  }

  /// Along a card's bottom: pause or resume, +1:00, and cancel at the right.
  private func buttonRects(_ card: Rect) -> (Rect, Rect, Rect) {
    let s = Self.buttonSide, p = Self.padding
    let y = card.maxY - p - s
    let pause = Rect(x: card.minX + p, y: y, width: s, height: s)
    let add = Rect(x: pause.maxX + 12, y: y, width: 96, height: s)
    let cancel = Rect(x: card.maxX - p - s, y: y, width: s, height: s)
    return (pause, add, cancel)
  }

  /// The plugin's list changed (a timer started, paused, ended, went): the
  /// cards reflow and redraw; the title, the clock and the presets stay.
  func listChanged() {
    guard size != .zero else { return }
    layoutCards()
    setNeedsDisplay(cardsBand)
  }

  /// Between the title row and the presets: the cards, or "No timers".
  private var cardsBand: Rect {
    let top = closeRect.maxY + 2, bottom = (presetRects.first?.minY ?? size.height) - 2
    return Rect(x: 0, y: top, width: size.width, height: bottom - top)
  }

  override var elements: [Element] { controls.elements }

  override func state(_ key: String) -> String? {
    switch key {
    case "timers.count": return String(plugin.timers.count)
    case "timers.banner": return "none"
    default:
      guard key.hasPrefix("timers."), let i = Int(key.dropFirst("timers.".count)) else { return nil }
      return plugin.summary(i)
    }
  }

  override func apply(snapshotState: String) -> Bool { plugin.seed(snapshotState) }

  // MARK: time and touch

  override func update(_ time: FrameTime) -> Bool {
    if let now = context?.now, now.minute != shownMinute {
      if shownMinute >= 0 { setNeedsDisplay(clockRect) }
      shownMinute = now.minute
    }
    var rolling = false
    for (i, t) in plugin.timers.enumerated() where cardRects.indices.contains(i) {
      var d = digits[t.id] ?? RollingDigits(KitchenTimer.clock(t.remaining(at: time.time)))
      if d.set(KitchenTimer.clock(t.remaining(at: time.time)), at: time.time) || d.isRolling(at: time.time) {
        setNeedsDisplay(digitsRect(cardRects[i]))
        rolling = rolling || d.isRolling(at: time.time)
      }
      digits[t.id] = d
    }
    let ids = Set(plugin.timers.map(\.id))
    digits = digits.filter { ids.contains($0.key) }
    return rolling
  }

  private var clockRect: Rect { Rect(x: size.width - Self.margin - 120, y: closeRect.minY, width: 120, height: closeRect.height) }

  /// Where a card's digits are drawn (what a second's roll redraws).
  private func digitsRect(_ card: Rect) -> Rect {
    let h = glyphs?.height ?? 80
    return Rect(x: card.minX + 2, y: digitsTop(card) - 2, width: card.width - 4, height: h + 4)
  }

  private func digitsTop(_ card: Rect) -> Double {
    let h = glyphs?.height ?? 80
    let nameBottom = card.minY + Self.padding + 30
    let buttonsTop = card.maxY - Self.padding - Self.buttonSide
    return nameBottom + (buttonsTop - nameBottom - h) / 2 - 6
  }

  override func touch(_ event: TouchEvent) -> Bool {
    if let r = controls.track(event) { setNeedsDisplay(r) }
    return false
  }

  override func gesture(_ gesture: Gesture) {
    if case .tap(let p) = gesture { controls.handleTap(at: p) }
  }

  // MARK: drawing

  /// The amber wallpaper and its blur (the glass's backdrop), painted on the
  /// painter: nil until both arrive (the screen redraws then).
  private func wallpaper(_ context: ScreenContext) -> (sharp: Surface, blurred: Surface)? {
    let key = "timers.wallpaper.\(Int(size.width))x\(Int(size.height))"
    let size = self.size
    return context.painter.backdrop(
      key, size: size, scale: context.scale, paint: { c in AmberWallpaper.draw(c, in: Rect(size: size)) },
      arrived: { [weak self] in self?.setNeedsDisplay() })
  }

  /// What shows for the frame or two before the wallpaper arrives: its amber.
  static let placeholder = Color(hex: 0xF99224)

  override func draw(_ canvas: Canvas) {
    guard let context else { return }
    guard let backdrop = wallpaper(context) else {
      canvas.fill(bounds, Self.placeholder)
      return
    }
    let (sharp, blurred) = backdrop
    canvas.draw(sharp, at: .zero)
    let pressed = controls.pressedID
    RoundButton.draw(canvas, icon: .xmark, in: closeRect, style: .glass, pressed: pressed == "timers.close", backdrop: blurred, backdropRect: bounds)
    canvas.drawText("Timers", TextStyle(weight: .bold, size: 34, color: .white), at: titleOrigin, anchor: .left)
    let (h, m) = clockText(context.now, plugin.locale)
    canvas.drawText("\(h):\(m)", TextStyle(weight: .semibold, size: 26, color: .white), at: Point(size.width - Self.margin, closeRect.midY), anchor: .right)

    if plugin.timers.isEmpty {
      let mid = (closeRect.maxY + (presetRects.first?.minY ?? size.height)) / 2
      canvas.drawText("No timers", TextStyle(weight: .bold, size: 40, color: .white), at: Point(size.width / 2, mid - 4), anchor: .bottom)
      canvas.drawText(
        "Start one below, or from a recipe's step", TextStyle(weight: .regular, size: 22, color: Color(white: 1, alpha: 0.8)),
        at: Point(size.width / 2, mid + 8), anchor: .top)
    }
    for (i, t) in plugin.timers.enumerated() where cardRects.indices.contains(i) {
      drawCard(canvas, t, index: i, in: cardRects[i], backdrop: blurred, time: context.time)
    }
    for (i, p) in plugin.settings.presets.enumerated() where presetRects.indices.contains(i) {
      let r = presetRects[i]
      canvas.drawFrostedGlass(Path.roundedRect(r, radius: r.height / 2), backdrop: blurred, backdropRect: bounds, tint: Color(white: 1, alpha: 0.2), stroke: Color(white: 1, alpha: 0.45))
      CapsuleButton.draw(canvas, title: Self.presetTitle(p), icon: presetIcon, in: r, fill: .color(.clear), font: Self.presetFont, pressed: pressed == "timers.preset.\(i)")
    }
  }

  private func drawCard(_ canvas: Canvas, _ t: KitchenTimer, index i: Int, in card: Rect, backdrop: Surface, time: Double) {
    let tint: Color
    let status: String
    switch t.state {
    case .running: (tint, status) = (Color(white: 1, alpha: 0.14), "")
    case .paused: (tint, status) = (Color(white: 0, alpha: 0.12), "Paused")
    case .ended(_, let off): (tint, status) = (Color(hex: 0x34C759, alpha: 0.45), off ? "Ended while off" : "Done")
    }
    GlassTile(tint: tint, stroke: Color(white: 1, alpha: 0.4)).draw(canvas, in: card, cornerRadius: 28, backdrop: backdrop, backdropRect: bounds)
    let p = Self.padding
    canvas.withState {
      canvas.clip(card)
      canvas.drawText(t.name, Self.nameStyle, at: Point(card.minX + p, card.minY + p - 2))
      if !status.isEmpty {
        canvas.drawText(status, TextStyle(weight: .semibold, size: 20, color: Color(white: 1, alpha: 0.8)), at: Point(card.maxX - p, card.minY + p + 12), anchor: .right)
      }
      if let glyphs {
        let d = digits[t.id] ?? RollingDigits(KitchenTimer.clock(t.remaining(at: time)))
        let alpha = if case .paused = t.state { 0.6 } else { 1.0 }
        // An hour or more ("1:02:05") is shrunk to the card's width.
        let origin = Point(card.minX + p - 2, digitsTop(card))
        let fit = min(1, (card.width - 2 * p) / max(1, glyphs.width(d.text)))
        canvas.withState {
          canvas.translate(origin.x, origin.y + glyphs.height * (1 - fit) / 2)
          canvas.scaleBy(fit, fit)
          d.draw(canvas, glyphs: glyphs, at: .zero, color: Color(white: 1, alpha: alpha), time: time)
        }
      }
    }
    let (pause, add, cancel) = buttonRects(card)
    let pressed = controls.pressedID
    let ended = t.isEnded
    RoundButton.draw(canvas, icon: t.isRunning ? .pause : .play, in: pause, style: .glass, pressed: pressed == "timers.\(i).pause", backdrop: backdrop, backdropRect: bounds)
    if ended { canvas.fill(Path.ellipse(in: pause), Color(white: 0, alpha: 0.25)) }
    canvas.drawFrostedGlass(Path.roundedRect(add, radius: add.height / 2), backdrop: backdrop, backdropRect: bounds, tint: Color(white: 1, alpha: 0.22), stroke: Color(white: 1, alpha: 0.45))
    CapsuleButton.draw(canvas, title: "+1:00", icon: nil, in: add, fill: .color(.clear), font: TextStyle(weight: .semibold, size: 20, color: .white), pressed: pressed == "timers.\(i).add")
    RoundButton.draw(canvas, icon: .xmark, in: cancel, style: .glass, pressed: pressed == "timers.\(i).cancel", backdrop: backdrop, backdropRect: bounds)
  }
}
