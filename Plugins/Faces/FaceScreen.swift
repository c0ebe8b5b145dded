import Canvas
import ClockFaces
import Runtime

/// A face filling the screen. The rendering is cached per size and minute, so
/// a face that is not changing costs one copy when damaged and nothing otherwise.
final class FaceScreen: Screen {
  let faceID: String
  let renderer: any FaceRenderer
  unowned let plugin: FacesPlugin
  private var shownMinute: CivilTime?

  init(faceID: String, screenID: String, plugin: FacesPlugin) {
    self.faceID = faceID
    renderer = FaceCatalog.renderer(for: faceID, household: plugin.household)!
    self.plugin = plugin
    super.init(id: screenID)
  }

  override var elements: [Element] { [Element("face", bounds)] }

  override func state(_ key: String) -> String? {
    switch key {
    case "face.current": return faceID
    case "face.time":
      guard let t = context?.now else { return nil }
      let (h, m) = clockText(t)
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
    }
    return false
  }

  override func draw(_ canvas: Canvas) {
    guard let context else { return }
    let now = context.now
    let picture = context.cache.surface(renderer.cacheKey(size: size, time: now), size: size, scale: canvas.scale) { c in
      renderer.draw(c, in: Rect(size: size), time: now)
    }
    canvas.draw(picture, at: .zero)
  }

  override func gesture(_ gesture: Gesture) {
    if case .tap = gesture { plugin.faceTapped(faceID) }
  }
}
