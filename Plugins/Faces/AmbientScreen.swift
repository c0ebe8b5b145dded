import Basics
import Canvas
import ClockFaces
import HomeModel
import Runtime
import Widgets

/// Ambient mode: the current face over whatever screen it covers, dimmed in
/// the sleep window; the first touch returns to where you were.
final class AmbientScreen: Screen {
  unowned let plugin: FacesPlugin
  private var shown: (minute: Int, dimmed: Bool)?
  /// The face picture last drawn, standing in until the next minute's arrives.
  private var shownPicture: String?

  init(plugin: FacesPlugin) {
    self.plugin = plugin
    super.init(id: "ambient")
  }

  private var minuteOfDay: Int {
    guard let t = context?.now else { return 0 }
    return t.hour * 60 + t.minute
  }

  var dimmed: Bool { plugin.idle.isSleeping(minuteOfDay: minuteOfDay) }

  override var elements: [Element] { [Element("ambient", bounds)] }

  override func state(_ key: String) -> String? {
    switch key {
    case "ambient.dimmed": return dimmed ? "true" : "false"
    case "face.current": return plugin.current
    default: return nil
    }
  }

  override func update(_ time: FrameTime) -> Bool {
    let now = (minute: minuteOfDay, dimmed: dimmed)
    if let shown, shown.minute != now.minute || shown.dimmed != now.dimmed { setNeedsDisplay() }
    shown = now
    return false
  }

  override func draw(_ canvas: Canvas) {
    guard let context, let face = plugin.renderer(plugin.current) else { return }
    // A face drawing live state names the store's revision in its picture's
    // key, as the face screen does: the same picture, shared with the face
    // (and its minute before standing in), and none from an older household.
    let suffix = FacesPlugin.liveFaces[plugin.current] == nil ? "" : "#\(plugin.store.revision)"
    face.draw(filling: self, on: canvas, context: context, keySuffix: suffix, shown: &shownPicture)
    if dimmed { canvas.fill(bounds, Color(white: 0, alpha: 1 - plugin.idle.nightLevel)) }
  }

  override func touch(_ event: TouchEvent) -> Bool {
    // A touch wakes the display; it does not also act on the screen beneath.
    if event.phase == .down { plugin.wake() }
    return true
  }
}
