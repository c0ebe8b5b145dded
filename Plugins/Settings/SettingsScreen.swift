import Art
import Basics
import Canvas
import HomeModel
import Runtime
import Widgets

/// Settings: grouped cards on the light grey of the faces gallery. Touch
/// calibration; the sleep window, when the screen goes off and how bright the
/// face is at night; UI clicks; about the device. Each control saves at once.
final class SettingsScreen: Screen {
  static let elementIDs = [
    "settings.close", "settings.calibrate", "settings.sleep", "settings.sleep.from.earlier", "settings.sleep.from.later",
    "settings.sleep.to.earlier", "settings.sleep.to.later", "settings.screenoff.never", "settings.screenoff.sleep",
    "settings.screenoff.idle", "settings.night.down", "settings.night.up", "settings.clicks",
  ]
  /// Where the window starts when it is switched on, and the steps.
  static let defaultWindow = (from: 22 * 60 + 30, to: 6 * 60 + 30)
  static let minuteStep = 30
  static let levelStep = 0.05
  /// `Off after idle` turns the panel off after this long without a touch.
  static let idleMinutes = 10.0

  unowned let plugin: SettingsPlugin
  private let controls = Controls()
  private var about: DeviceControl.About?
  /// The problem of the last change that was refused, shown under the title.
  private var message = ""
  private var layoutRows = SettingsLayout(size: .zero)
  /// A change saved but not yet in force: the reload that applies it runs at
  /// the end of the frame, and the frame of the tap already shows it. Drawn
  /// until the next frame's update, when the values in force are the new ones.
  private var pending: (idle: IdlePolicy, clicks: Bool)?
  private var pendingSeen = false

  init(plugin: SettingsPlugin) {
    self.plugin = plugin
    super.init(id: ScreenRoute.settings.screen)
  }

  var device: DeviceControl { plugin.device }
  var idle: IdlePolicy { pending?.idle ?? device.idle }
  var clicks: Bool { pending?.clicks ?? device.clicks }
  var window: (from: Int, to: Int)? {
    guard let f = idle.sleepFrom, let t = idle.sleepTo else { return nil }
    return (f, t)
  }

  override func appear() { about = device.about }

  override func layout() {
    layoutRows = SettingsLayout(size: size)
    let l = layoutRows
    controls.removeAll()
    controls.add("settings.close", l.close) { [unowned self] in plugin.leave() }
    controls.add("settings.calibrate", l.calibrate) { [unowned self] in
      plugin.context.navigator.show(.calibrate, transition: .crossfade)
    }
    controls.add("settings.sleep", l.toggle(l.sleepRow)) { [unowned self] in
      if window == nil {
        setWindow(Self.defaultWindow)
      } else {
        save(["idle", "sleep"], .null) { idle, _ in (idle.sleepFrom, idle.sleepTo) = (nil, nil) }
      }
    }
    controls.add("settings.sleep.from.earlier", l.minus(l.fromRow)) { [unowned self] in shiftWindow(from: -Self.minuteStep) }
    controls.add("settings.sleep.from.later", l.plus(l.fromRow)) { [unowned self] in shiftWindow(from: Self.minuteStep) }
    controls.add("settings.sleep.to.earlier", l.minus(l.toRow)) { [unowned self] in shiftWindow(to: -Self.minuteStep) }
    controls.add("settings.sleep.to.later", l.plus(l.toRow)) { [unowned self] in shiftWindow(to: Self.minuteStep) }
    let segments = l.segments(l.screenRow, count: 3)
    controls.add("settings.screenoff.never", segments[0]) { [unowned self] in
      save(["idle", "screenOff"], .string("never")) { idle, _ in idle.screenOff = .never }
    }
    controls.add("settings.screenoff.sleep", segments[1]) { [unowned self] in
      save(["idle", "screenOff"], .string("sleep")) { idle, _ in idle.screenOff = .sleepWindow }
    }
    controls.add("settings.screenoff.idle", segments[2]) { [unowned self] in
      save(["idle", "screenOff"], .number(Self.idleMinutes)) { idle, _ in idle.screenOff = .afterIdle(seconds: Self.idleMinutes * 60) }
    }
    controls.add("settings.night.down", l.minus(l.nightRow)) { [unowned self] in stepLevel(-Self.levelStep) }
    controls.add("settings.night.up", l.plus(l.nightRow)) { [unowned self] in stepLevel(Self.levelStep) }
    controls.add("settings.clicks", l.toggle(l.clicksRow)) { [unowned self] in
      save(["audio", "clicks"], .bool(!clicks)) { _, clicks in clicks.toggle() }
    }
  }

  private func setWindow(_ w: (from: Int, to: Int)) {
    save(["idle", "sleep"], .object([(key: "from", value: .string(Self.clock(w.from))), (key: "to", value: .string(Self.clock(w.to)))])) { idle, _ in
      (idle.sleepFrom, idle.sleepTo) = (w.from, w.to)
    }
  }

  private func shiftWindow(from df: Int = 0, to dt: Int = 0) {
    let w = window ?? Self.defaultWindow
    setWindow(((w.from + df + 1440) % 1440, (w.to + dt + 1440) % 1440))
  }

  private func stepLevel(_ d: Double) {
    let level = min(1, max(0.05, ((idle.nightLevel + d) * 100).rounded() / 100))
    save(["idle", "nightLevel"], .number(level)) { idle, _ in idle.nightLevel = level }
  }

  /// Saves `value` at `keyPath`; `shown` makes the same change to what the
  /// screen draws until the reload has put it in force.
  private func save(_ keyPath: [String], _ value: JSONValue, shown: (inout IdlePolicy, inout Bool) -> Void) {
    let problem = device.change(keyPath, to: value)
    message = problem ?? ""
    if problem == nil {
      var next = (idle: idle, clicks: clicks)
      shown(&next.idle, &next.clicks)
      pending = next
      pendingSeen = false
    }
    plugin.context.audio.click()
    setNeedsDisplay()
  }

  /// The frame of a change shows it pending; the next one, from the values
  /// in force (the same unless the reload refused it).
  override func update(_ time: FrameTime) -> Bool {
    guard pending != nil else { return false }
    if pendingSeen {
      pending = nil
      setNeedsDisplay()
      return false
    }
    pendingSeen = true
    return true
  }

  static func clock(_ minutes: Int) -> String {
    let h = minutes / 60, m = minutes % 60
    return (h < 10 ? "0" : "") + String(h) + ":" + (m < 10 ? "0" : "") + String(m)
  }

  var screenOffName: String {
    switch idle.screenOff {
    case .never: return "never"
    case .sleepWindow: return "sleep"
    case .afterIdle: return "idle"
    }
  }

  override var elements: [Element] { controls.elements }

  override func state(_ key: String) -> String? {
    switch key {
    case "settings.sleep": return window.map { Self.clock($0.from) + "-" + Self.clock($0.to) } ?? "off"
    case "settings.screenOff": return idle.screenOff.configValue
    case "settings.nightLevel": return String(Int((idle.nightLevel * 100).rounded()))
    case "settings.clicks": return clicks ? "on" : "off"
    case "settings.message": return message
    default: return nil
    }
  }

  override func touch(_ event: TouchEvent) -> Bool {
    if let r = controls.track(event) { setNeedsDisplay(r) }
    return false
  }

  override func gesture(_ gesture: Gesture) {
    if case .tap(let p) = gesture { controls.handleTap(at: p) }
  }

  // MARK: drawing

  override func draw(_ canvas: Canvas) {
    let l = layoutRows
    let u = l.unit
    canvas.fill(bounds, Color(hex: 0xF2F2F7))
    RoundButton.draw(canvas, icon: .xmark, in: l.close, style: .grey, pressed: controls.pressedID == "settings.close")
    canvas.drawText("Settings", TextStyle(weight: .bold, size: 40 * u, tracking: -0.4 * u, color: Color(hex: 0x1C1C1E)),
      at: Point(l.close.maxX + 18 * u, l.close.midY), anchor: .left)
    if !message.isEmpty {
      canvas.drawText(message, TextStyle(weight: .medium, size: 15 * u, color: Color(hex: 0xD70015)),
        at: Point(l.close.maxX + 18 * u, l.close.maxY + 8 * u))
    }

    card(canvas, "TOUCH", rows: [l.calibrateRow])
    label(canvas, "Touch calibration", in: l.calibrateRow)
    capsule(canvas, "Calibrate", in: l.calibrate, id: "settings.calibrate")

    card(canvas, "SLEEP", rows: [l.sleepRow, l.fromRow, l.toRow, l.screenRow])
    label(canvas, "Sleep window", in: l.sleepRow)
    toggle(canvas, on: window != nil, in: l.toggle(l.sleepRow), id: "settings.sleep")
    let dim = window == nil
    label(canvas, "Falls asleep", in: l.fromRow, faded: dim)
    stepper(canvas, Self.clock((window ?? Self.defaultWindow).from), row: l.fromRow, ids: ("settings.sleep.from.earlier", "settings.sleep.from.later"), faded: dim)
    label(canvas, "Wakes up", in: l.toRow, faded: dim)
    stepper(canvas, Self.clock((window ?? Self.defaultWindow).to), row: l.toRow, ids: ("settings.sleep.to.earlier", "settings.sleep.to.later"), faded: dim)
    label(canvas, "Screen", in: l.screenRow)
    segmented(
      canvas, ["Stays on", "Off asleep", "Off after \(Int(Self.idleMinutes)) min"], selected: ["never", "sleep", "idle"].firstIndex(of: screenOffName) ?? 0,
      frames: l.segments(l.screenRow, count: 3), ids: ["settings.screenoff.never", "settings.screenoff.sleep", "settings.screenoff.idle"])

    card(canvas, "NIGHT", rows: [l.nightRow, l.clicksRow])
    label(canvas, "Brightness at night", in: l.nightRow)
    stepper(canvas, "\(Int((idle.nightLevel * 100).rounded())) %", row: l.nightRow, ids: ("settings.night.down", "settings.night.up"))
    label(canvas, "Clicks on touch", in: l.clicksRow)
    toggle(canvas, on: clicks, in: l.toggle(l.clicksRow), id: "settings.clicks")

    card(canvas, "ABOUT", rows: l.aboutRows)
    let a = about ?? device.about
    let free = a.freeBytes.map { Self.bytes($0) + " free" } ?? "not read"
    let entries: [(String, String)] = [
      ("Version", a.version),
      ("Panel", "\(device.panel.width) × \(device.panel.height), \(device.panel.rotation)°, \(Int(device.panel.refresh.rounded())) Hz"),
      ("Display", a.display),
      ("Network", a.addresses.isEmpty ? "no address" : a.addresses.prefix(2).joined(separator: ", ")),
      ("Data folder", free),
    ]
    for (row, entry) in zip(l.aboutRows, entries) {
      label(canvas, entry.0, in: row)
      value(canvas, entry.1, in: row)
    }
  }

  static func bytes(_ n: Int64) -> String {
    let gb = Double(n) / 1_073_741_824
    if gb >= 1 { return String(Int(gb * 10) / 10) + "." + String(Int(gb * 10) % 10) + " GB" }
    return String(Int(Double(n) / 1_048_576)) + " MB"
  }

  private var u: Double { layoutRows.unit }
  private var ink: Color { Color(hex: 0x1C1C1E) }

  private func card(_ canvas: Canvas, _ title: String, rows: [Rect]) {
    guard let first = rows.first, let last = rows.last else { return }
    canvas.drawText(title, TextStyle(weight: .medium, size: 14 * u, tracking: 0.6 * u, color: Color(hex: 0x6D6D72)),
      at: Point(first.minX + 16 * u, first.minY - 8 * u), anchor: .bottomLeft)
    let r = Rect(x: first.minX, y: first.minY, width: first.width, height: last.maxY - first.minY)
    canvas.fill(Path.roundedRect(r, radius: 16 * u), Color.white)
    for row in rows.dropFirst() {
      canvas.fill(Rect(x: row.minX + 16 * u, y: row.minY, width: row.width - 16 * u, height: 1), Color(hex: 0xC6C6C8, alpha: 0.7))
    }
  }

  private func label(_ canvas: Canvas, _ text: String, in row: Rect, faded: Bool = false) {
    canvas.drawText(text, TextStyle(weight: .medium, size: 20 * u, color: faded ? Color(hex: 0xAEAEB2) : ink),
      at: Point(row.minX + 18 * u, row.midY), anchor: .left)
  }

  private func value(_ canvas: Canvas, _ text: String, in row: Rect) {
    let style = TextStyle(size: 18 * u, color: Color(hex: 0x8A8A8E))
    let layout = TextLayout(text, style: style)
    let maxWidth = row.width * 0.62
    canvas.withState {
      let w = min(layout.size.width, maxWidth)
      canvas.clip(Rect(x: row.maxX - 18 * u - w, y: row.minY, width: w, height: row.height))
      canvas.draw(layout, at: Point(row.maxX - 18 * u - w, row.midY - layout.size.height / 2))
    }
  }

  private func capsule(_ canvas: Canvas, _ title: String, in rect: Rect, id: String) {
    let pressed = controls.pressedID == id
    canvas.fill(Path.roundedRect(rect, radius: rect.height / 2), Color(hex: pressed ? 0x0060DF : 0x007AFF))
    canvas.drawText(title, TextStyle(weight: .semibold, size: 18 * u, color: .white), at: rect.center, anchor: .center)
  }

  private func toggle(_ canvas: Canvas, on: Bool, in rect: Rect, id: String) {
    canvas.fill(Path.roundedRect(rect, radius: rect.height / 2), on ? Color(hex: 0x34C759) : Color(hex: 0xE4E4E8))
    let d = rect.height - 4 * u
    let x = on ? rect.maxX - 2 * u - d : rect.minX + 2 * u
    let knob = Rect(x: x, y: rect.minY + 2 * u, width: d, height: d)
    canvas.fill(Path.ellipse(in: knob.offsetBy(0, 1.5 * u)), Color(white: 0, alpha: 0.12))
    canvas.fill(Path.ellipse(in: knob), controls.pressedID == id ? Color(hex: 0xF2F2F2) : .white)
  }

  private func stepper(_ canvas: Canvas, _ text: String, row: Rect, ids: (String, String), faded: Bool = false) {
    let l = layoutRows
    for (rect, sign, id) in [(l.minus(row), "−", ids.0), (l.plus(row), "+", ids.1)] {
      let pressed = controls.pressedID == id
      canvas.fill(Path.ellipse(in: rect), Color(hex: pressed ? 0xD1D1D6 : 0xEDEDF0))
      canvas.drawText(sign, TextStyle(weight: .semibold, size: 24 * u, color: faded ? Color(hex: 0xAEAEB2) : ink), at: rect.center, anchor: .center)
    }
    let mid = (l.minus(row).maxX + l.plus(row).minX) / 2
    canvas.drawText(text, TextStyle(weight: .semibold, size: 20 * u, color: faded ? Color(hex: 0xAEAEB2) : ink),
      at: Point(mid, row.midY), anchor: .center)
  }

  private func segmented(_ canvas: Canvas, _ titles: [String], selected: Int, frames: [Rect], ids: [String]) {
    guard let first = frames.first, let last = frames.last else { return }
    let track = Rect(x: first.minX - 2 * u, y: first.minY - 2 * u, width: last.maxX - first.minX + 4 * u, height: first.height + 4 * u)
    canvas.fill(Path.roundedRect(track, radius: 10 * u), Color(hex: 0xEDEDF0))
    for (i, (title, rect)) in zip(titles, frames).enumerated() {
      if i == selected {
        canvas.fill(Path.roundedRect(rect.offsetBy(0, 1 * u), radius: 8 * u), Color(white: 0, alpha: 0.08))
        canvas.fill(Path.roundedRect(rect, radius: 8 * u), Color.white)
      } else if controls.pressedID == ids[i] {
        canvas.fill(Path.roundedRect(rect, radius: 8 * u), Color(hex: 0xDCDCE0))
      }
      canvas.drawText(title, TextStyle(weight: i == selected ? .semibold : .medium, size: 15 * u, color: ink), at: rect.center, anchor: .center)
    }
  }
}

/// Where Settings' cards and controls go: two columns on a landscape screen
/// (the device's settings left, about right), one column standing up.
struct SettingsLayout {
  let size: Size
  /// Points per design point: the cards are drawn for an 800-point short side.
  let unit: Double
  let close: Rect
  let calibrateRow, sleepRow, fromRow, toRow, screenRow, nightRow, clicksRow: Rect
  let aboutRows: [Rect]

  init(size: Size) {
    self.size = size
    let u = max(0.5, min(size.width, size.height) / 800)
    unit = u
    let margin = 32 * u
    close = Rect(x: margin, y: 28 * u, width: 44 * u, height: 44 * u)
    let row = 54 * u, header = 34 * u, gap = 14 * u
    let landscape = size.width > size.height
    let columnWidth = landscape ? (size.width - 3 * margin) * 0.56 : size.width - 2 * margin
    var y = close.maxY + 26 * u
    var x = margin
    func rows(_ n: Int) -> [Rect] {
      y += header
      let out = (0..<n).map { Rect(x: x, y: y + Double($0) * row, width: columnWidth, height: row) }
      y += Double(n) * row + gap
      return out
    }
    calibrateRow = rows(1)[0]
    let sleep = rows(4)
    (sleepRow, fromRow, toRow, screenRow) = (sleep[0], sleep[1], sleep[2], sleep[3])
    let night = rows(2)
    (nightRow, clicksRow) = (night[0], night[1])
    if landscape {
      x = margin * 2 + columnWidth
      y = close.maxY + 26 * u
    }
    let aboutWidth = landscape ? size.width - x - margin : columnWidth
    y += header
    aboutRows = (0..<5).map { Rect(x: x, y: y + Double($0) * row, width: aboutWidth, height: row) }
  }

  var calibrate: Rect { Rect(x: calibrateRow.maxX - 16 * unit - 140 * unit, y: calibrateRow.midY - 18 * unit, width: 140 * unit, height: 36 * unit) }
  func toggle(_ row: Rect) -> Rect { Rect(x: row.maxX - 16 * unit - 56 * unit, y: row.midY - 16 * unit, width: 56 * unit, height: 32 * unit) }
  func plus(_ row: Rect) -> Rect { Rect(x: row.maxX - 14 * unit - 40 * unit, y: row.midY - 20 * unit, width: 40 * unit, height: 40 * unit) }
  func minus(_ row: Rect) -> Rect { plus(row).offsetBy(-130 * unit, 0) }
  /// `count` equal segments at the right of `row`.
  func segments(_ row: Rect, count: Int) -> [Rect] {
    let width = min(row.width * 0.7, 420 * unit)
    let each = width / Double(count)
    let x0 = row.maxX - 14 * unit - width
    return (0..<count).map { Rect(x: x0 + Double($0) * each, y: row.midY - 17 * unit, width: each, height: 34 * unit) }
  }
}
