import Canvas
import ClockFaces
import Runtime

/// The face blurred and dimmed, a ring with a rotating gradient arc, and
/// "Recognizing..." over "Keep looking at this screen until you're recognized."
final class RecognitionScreen: Screen {
  unowned let plugin: RecognitionPlugin
  private var appearTime: Double?
  private var recognised = false
  private var ringRect = Rect.zero
  private var titleLayout: TextLayout?
  private var subtitleLayout: TextLayout?
  /// Ring rotation, one turn per 1.4 s.
  static let turnSeconds = 1.4

  init(plugin: RecognitionPlugin) {
    self.plugin = plugin
    super.init(id: "recognition")
  }

  override func layout() {
    let ring = size.height * 0.3
    ringRect = Rect(center: Point(size.width / 2, size.height * 0.42), size: Size(ring, ring))
    titleLayout = TextLayout("Recognizing...", style: TextStyle(weight: .bold, size: 34, color: .white, alignment: .center))
    subtitleLayout = TextLayout(
      "Keep looking at this screen until you're recognized.",
      style: TextStyle(weight: .regular, size: 19, color: Color(white: 1, alpha: 0.6), alignment: .center))
  }

  override func state(_ key: String) -> String? {
    key == "recognition.person" ? (recognised ? plugin.settings.person : "none") : nil
  }

  override func update(_ time: FrameTime) -> Bool {
    if appearTime == nil { appearTime = time.time }
    if !recognised, let start = appearTime, time.time - start >= plugin.settings.delay {
      recognised = true
      plugin.recognised(self)
    }
    // Only the ring moves: redraw its box alone.
    setNeedsDisplay(ringRect.insetBy(-8, -8))
    return true
  }

  override func draw(_ canvas: Canvas) {
    guard let context else { return }
    canvas.draw(backdrop(context), in: bounds)
    canvas.fill(bounds, Color(white: 0, alpha: 0.38))
    drawRing(canvas, time: context.time - (appearTime ?? context.time))
    if let titleLayout, let subtitleLayout {
      let y = ringRect.maxY + 36
      canvas.draw(titleLayout, at: Point(size.width / 2 - titleLayout.size.width / 2, y))
      canvas.draw(subtitleLayout, at: Point(size.width / 2 - subtitleLayout.size.width / 2, y + titleLayout.size.height + 8))
    }
  }

  /// The tapped face, blurred and dimmed once and cached.
  private func backdrop(_ context: ScreenContext) -> Surface {
    let now = context.now
    let face = FaceCatalog.renderer(for: plugin.faceID, household: plugin.household) ?? FaceCatalog.renderer(for: FaceCatalog.defaultID)!
    let key = "recognition.backdrop." + face.cacheKey(size: size, time: now)
    if let s = context.cache.lookup(key) { return s }
    // The face screen usually has this face cached already: blur that copy.
    let sharp =
      context.cache.lookup(face.cacheKey(size: size, time: now))
      ?? {
        let s = Surface(size: size, scale: context.scale)
        face.draw(Canvas(surface: s), in: bounds, time: now)
        return s
      }()
    // Kept at the blur's quarter resolution (a sixteenth of the memory): the
    // upscale is smooth, and it is only redrawn where the ring moves.
    let blurred = sharp.blurred(radius: 40)
    context.cache.insert(key, blurred)
    return blurred
  }

  private func drawRing(_ canvas: Canvas, time: Double) {
    let c = ringRect.center
    let r = ringRect.width / 2
    canvas.fill(Path.circle(center: c, radius: r), Color(white: 1, alpha: 0.12))
    canvas.stroke(Path.circle(center: c, radius: r), .color(Color(white: 1, alpha: 0.25)), width: 6)
    // The arc: a sweep of colour whose head is bright and tail fades out.
    let angle = time / Self.turnSeconds * 2 * Double.pi
    let segments = 24
    let sweep = Double.pi * 1.1
    for i in 0..<segments {
      let f = Double(i) / Double(segments)
      var p = Path()
      let a0 = angle - sweep + sweep * f
      p.arc(center: c, radius: r, start: a0, end: a0 + sweep / Double(segments) + 0.01)
      let color = Color.lerp(Color(hex: 0x34C759), Color(hex: 0x5AC8FA), f).withAlpha(f)
      canvas.stroke(p, .color(color), width: 6, cap: i == segments - 1 ? .round : .butt)
    }
  }
}
