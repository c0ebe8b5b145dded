import Basics
import Canvas
import ClockFaces
import HouseholdStore
import Runtime
import Widgets

/// A face filling the screen. The rendering is painted on the painter and cached
/// per size and minute, so a face that is not changing costs one copy when
/// damaged and nothing otherwise; a new minute shows when its picture arrives.
final class FaceScreen: Screen {
  let faceID: String
  private(set) var renderer: any FaceRenderer
  /// The store's revision the renderer was made at (faces drawing live state).
  private var builtAt: Int
  unowned let plugin: FacesPlugin
  private var shownMinute: CivilTime?
  /// Whether the face marks its time as not yet set (a device before NTP).
  private var timeUnset = false
  /// The picture last drawn, standing in until the next minute's arrives.
  private var shownPicture: String?

  init(faceID: String, screenID: String, plugin: FacesPlugin) {
    self.faceID = faceID
    renderer = plugin.renderer(faceID)!
    builtAt = plugin.store.revision
    self.plugin = plugin
    super.init(id: screenID)
  }

  /// The store changed what this face draws: it is drawn again from the new state.
  func householdChanged() { setNeedsDisplay() }

  /// What the picture's key adds: a face drawing live state names the store's
  /// revision, so a picture cached before a change is never shown after it.
  private func liveKeySuffix() -> String {
    guard FacesPlugin.liveFaces[faceID] != nil else { return "" }
    if builtAt != plugin.store.revision {
      renderer = plugin.renderer(faceID)!
      builtAt = plugin.store.revision
    }
    return "#\(builtAt)"
  }

  override var elements: [Element] { [Element("face", bounds)] }

  override func state(_ key: String) -> String? {
    switch key {
    case "face.current": return faceID
    case "face.timeSet": return timeUnset ? "false" : "true"
    case "face.time":
      guard let t = context?.now else { return nil }
      let (h, m) = clockText(t, plugin.locale)
      return "\(h):\(m)"
    default: return nil
    }
  }

  override func update(_ time: FrameTime) -> Bool {
    // The numerals change at the minute: redraw only then.
    guard let now = context?.now else { return false }
    let minute = CivilTime(year: now.year, month: now.month, day: now.day, hour: now.hour, minute: now.minute)
    if minute != shownMinute {
      if shownMinute != nil { setNeedsDisplay() }
      shownMinute = minute
      // Looked at when the minute turns (time sync moves the clock, so it turns then).
      if timeUnset == context?.clock.isSet {
        timeUnset.toggle()
        setNeedsDisplay()
      }
    }
    return false
  }

  override func draw(_ canvas: Canvas) {
    guard let context else { return }
    let suffix = liveKeySuffix()
    renderer.draw(filling: self, on: canvas, context: context, keySuffix: suffix, shown: &shownPicture)
    if timeUnset { drawTimeNotSet(canvas) }
  }

  /// What `draw` would show (a zoom into the face is composed on the
  /// painter with it): the face's picture, asked for as `draw` asks, or the
  /// dark placeholder until it lands; nil while the time-not-set capsule shows.
  override func ahead(at time: Double) -> ScreenAhead? {
    guard let context, !timeUnset else { return nil }
    let picture = renderer.picture(
      size: size, time: context.now, scale: context.scale, painter: context.painter, keySuffix: liveKeySuffix(), shown: &shownPicture,
      for: self
    ) { [weak self] in self?.setNeedsDisplay() }
    if let picture { return .picture(picture) }
    let bounds = self.bounds
    return .drawing { c in c.fill(bounds, FacePlaceholder.color) }
  }

  /// A small dim capsule at the bottom: the time shown is the board's guess.
  private func drawTimeNotSet(_ canvas: Canvas) {
    let style = TextStyle(weight: .medium, size: 15, color: Color(white: 1, alpha: 0.8))
    let text = TextLayout("Time not set yet", style: style)
    let box = Rect(
      x: (size.width - text.size.width) / 2 - 12, y: size.height - text.size.height - 26,
      width: text.size.width + 24, height: text.size.height + 10)
    canvas.fill(Path.roundedRect(box, radius: box.height / 2), Color(white: 0, alpha: 0.35))
    canvas.draw(text, at: Point(box.x + 12, box.y + 5))
  }

  override func gesture(_ gesture: Gesture) {
    switch gesture {
    case .tap: plugin.faceTapped(faceID)
    // A long press in a corner asks for the device's settings (a tap anywhere
    // still starts recognition).
    case .longPress(let p) where Self.isInCorner(p, of: size): plugin.settingsRequested()
    default: break
    }
  }

  /// The corners' squares, an eighth of the short side (at least 60 pt).
  static func isInCorner(_ p: Point, of size: Size) -> Bool {
    let side = max(60, min(size.width, size.height) / 8)
    return (p.x < side || p.x > size.width - side) && (p.y < side || p.y > size.height - side)
  }
}
