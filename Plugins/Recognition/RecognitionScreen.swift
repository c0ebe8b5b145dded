import Art
import Basics
import Canvas
import ClockFaces
import HomeModel
import Runtime
import Widgets

/// The face blurred and dimmed; the household's avatars fading in one after
/// another across the top; a big avatar in a ring with a rotating gradient
/// arc; "Recognizing..." over "Keep looking at this screen until you're
/// recognized." When the provider picks someone, their avatar in the row
/// pulses and grows, the others fade, the ring closes in green.
final class RecognitionScreen: Screen {
  unowned let plugin: RecognitionPlugin
  private var appearTime: Double?
  private var grid = RecognitionLayout(size: .zero)
  private var titleLayout: TextLayout?
  private var subtitleLayout: TextLayout?
  /// The recognised avatar's growth.
  private var growth = Spring(value: 1, response: 0.32, dampingFraction: 0.55)
  private var growthStarted = false
  /// The face the backdrop was last drawn from: a new one redraws it all.
  private var shownFaceID: String?

  /// Ring rotation, one turn per 1.4 s.
  static let turnSeconds = 1.4
  /// The row's stagger: each avatar starts this much after the one before and fades in over `fadeIn`.
  static let firstFade = 0.12
  static let stagger = 0.09
  static let fadeIn = 0.35
  /// The centre avatar moves on to the next person this often while looking.
  static let cycleSeconds = 0.3
  /// How much the recognised avatar grows, and how quickly the others fade.
  static let grownScale = 1.3
  static let fadeOthers = 0.3

  init(plugin: RecognitionPlugin) {
    self.plugin = plugin
    super.init(id: "recognition")
  }

  private var people: [Person] { plugin.people }
  private var now: Double { context?.time ?? 0 }
  private var elapsed: Double { now - (appearTime ?? now) }
  /// Seconds since the pick, if there was one during this showing.
  private var sincePick: Double? {
    guard let r = plugin.recognised, let start = appearTime, r.time >= start else { return nil }
    return now - r.time
  }
  private var pickedID: String? { sincePick == nil ? nil : plugin.recognised?.personID }

  override func layout() {
    grid = RecognitionLayout(size: size)
    titleLayout = TextLayout("Recognizing...", style: Self.titleStyle)
    subtitleLayout = TextLayout("Keep looking at this screen until you're recognized.", style: Self.subtitleStyle)
  }

  static let titleStyle = TextStyle(weight: .bold, size: 34, color: .white, alignment: .center)
  static let subtitleStyle = TextStyle(weight: .regular, size: 19, color: Color(white: 1, alpha: 0.6), alignment: .center)

  override func appear() {
    appearTime = nil
    plugin.startLooking()
  }

  override func disappear() { plugin.stopLooking() }

  override func state(_ key: String) -> String? {
    switch key {
    case "recognition.person": return pickedID ?? "none"
    case "recognition.avatars": return String(people.indices.filter { rowAlpha($0) >= 0.999 }.count)
    default: return nil
    }
  }

  override func update(_ time: FrameTime) -> Bool {
    if appearTime == nil { appearTime = time.time }
    if shownFaceID != plugin.faceID {
      shownFaceID = plugin.faceID
      setNeedsDisplay()
    }
    if sincePick != nil {
      if !growthStarted {
        growthStarted = true
        growth.target = Self.grownScale
      }
      growth.step(time.delta)
    }
    let rowMoving = elapsed < Self.firstFade + Self.stagger * Double(people.count) + Self.fadeIn + 0.05
      || (sincePick.map { $0 < 1.2 } ?? false)
    if rowMoving { setNeedsDisplay(grid.rowBand) }
    // The ring turns all the time: redraw its box.
    setNeedsDisplay(grid.ring.insetBy(-8, -8))
    return true
  }

  // MARK: timeline

  /// 0…1: how far avatar `i` has faded in, and out again once someone else is picked.
  private func rowAlpha(_ i: Int) -> Double {
    let shown = Easing.easeOut.apply((elapsed - Self.firstFade - Self.stagger * Double(i)) / Self.fadeIn)
    guard let since = sincePick, people[i].id != pickedID else { return shown }
    return shown * (1 - Easing.easeInOut.apply(since / Self.fadeOthers))
  }

  // MARK: drawing

  override func draw(_ canvas: Canvas) {
    guard let context else { return }
    let backdrop = backdrop(context)
    if let backdrop {
      canvas.draw(backdrop, at: .zero)
    } else {
      canvas.fill(bounds, Self.dimmedPlaceholder)
    }
    drawRow(canvas, context)
    drawRing(canvas, context, stillPartsDrawn: backdrop != nil)
    if let titleLayout, let subtitleLayout {
      let y = grid.ring.maxY + 36
      canvas.draw(titleLayout, at: Point(size.width / 2 - titleLayout.size.width / 2, y))
      canvas.draw(subtitleLayout, at: Point(size.width / 2 - subtitleLayout.size.width / 2, y + titleLayout.size.height + 8))
    }
  }

  private func drawRow(_ canvas: Canvas, _ context: ScreenContext) {
    let frames = grid.rowFrames(count: people.count)
    for (i, person) in people.enumerated() {
      let alpha = rowAlpha(i)
      guard alpha > 0.001 else { continue }
      var frame = frames[i].offsetBy(0, 10 * (1 - alpha))
      if person.id == pickedID, let since = sincePick {
        pulse(canvas, around: frame, since: since)
        let s = growth.value
        frame = Rect(center: frame.center, size: Size(frame.width * s, frame.height * s))
      }
      drawAvatar(person, in: frame, alpha: alpha, canvas, context)
    }
  }

  /// Two rings of light spreading from the picked avatar.
  private func pulse(_ canvas: Canvas, around frame: Rect, since: Double) {
    for k in 0..<2 {
      let t = (since - Double(k) * 0.25) / 0.7
      guard t > 0, t < 1 else { continue }
      let radius = frame.width / 2 * (1.05 + 0.75 * Easing.easeOut.apply(t))
      canvas.stroke(Path.circle(center: frame.center, radius: radius), .color(Color(white: 1, alpha: 0.7 * (1 - t))), width: 3)
    }
  }

  /// A person's avatar in its circle; one the Art library does not paint gets
  /// their gradient circle and initial.
  private func drawAvatar(_ person: Person, in frame: Rect, alpha: Double, _ canvas: Canvas, _ context: ScreenContext) {
    guard let avatar = Avatar(rawValue: person.avatarStyle) else {
      canvas.withLayer(alpha: alpha) {
        let top = Color(hex: person.gradient.first ?? 0x8E8E93), bottom = Color(hex: person.gradient.last ?? 0x636366)
        canvas.fill(Path.ellipse(in: frame), .linear(from: Point(frame.midX, frame.minY), to: Point(frame.midX, frame.maxY), stops: [GradientStop(0, top), GradientStop(1, bottom)]))
        canvas.drawText(String(person.name.prefix(1)), TextStyle(weight: .semibold, size: frame.height * 0.45, color: .white), at: frame.center, anchor: .center)
      }
      return
    }
    guard let picture = picture(avatar, person, side: RecognitionLayout.rowAvatarSide, in: frame, alpha: alpha, canvas, context) else { return }
    if abs(frame.width - RecognitionLayout.rowAvatarSide) < 0.01 {
      // At rest: copied pixel for pixel.
      let px = canvas.scale
      canvas.draw(picture, at: Point((frame.minX * px).rounded() / px, (frame.minY * px).rounded() / px), alpha: alpha)
    } else {
      canvas.draw(picture, in: frame, alpha: alpha)
    }
  }

  /// The avatar's picture `side` points across, or nil with its gradient disc
  /// drawn in `frame` while the painter paints it (it redraws `frame` then).
  private func picture(
    _ avatar: Avatar, _ person: Person, side: Double, in frame: Rect, alpha: Double, _ canvas: Canvas, _ context: ScreenContext
  ) -> Surface? {
    let arrived: @MainActor () -> Void = { [weak self] in self?.setNeedsDisplay(frame.insetBy(-2, -2)) }
    if let p = avatar.circlePicture(side: side, scale: canvas.scale, painter: context.painter, for: self, arrived: arrived) { return p }
    Avatar.placeholder(canvas, in: frame, gradient: person.gradient, alpha: alpha)
    return nil
  }

  /// The shade over the blurred face.
  nonisolated static let dim = Color(white: 0, alpha: 0.38)

  /// The face's placeholder under the dim, blended once on one pixel (the
  /// bytes a fill of each gives), so the frames before the backdrop arrives
  /// fill the screen once, not twice.
  static let dimmedPlaceholder: Color = {
    let pixel = Surface(pixelWidth: 1, pixelHeight: 1)
    let canvas = Canvas(surface: pixel)
    canvas.fill(canvas.bounds, FacePlaceholder.color)
    canvas.fill(canvas.bounds, dim)
    let argb = pixel.withPixels { pixels, _ in pixels[0] }
    return Color(hex: argb & 0xFF_FFFF)
  }()

  /// The face behind, blurred, dimmed, with the ring's still parts (its
  /// faint disc and rim) over it, cached once at full size, on the painter:
  /// nil until it arrives (the screen redraws then). Every redraw (the
  /// ring's box, the row's band) copies it 1:1 instead of scaling the
  /// quarter-resolution blur up and shading it again, and the turning ring's
  /// frames draw only the avatars and the arc over it. The avatars lie
  /// wholly inside the rim, so drawing the rim before them gives the same
  /// pixels as after.
  private func backdrop(_ context: ScreenContext) -> Surface? {
    let job = Self.backdropJob(faceID: plugin.faceID, plugin: plugin, size: size, scale: context.scale, now: context.now, cache: context.cache)
    let blurred = context.cache.lookup(job.key)
    let size = self.size, scale = context.scale, ring = grid.ring
    return context.painter.picture(
      "recognition.dimmed." + job.key, size: size, scale: scale, for: self,
      paint: { c in
        // The blur's corner pixels are not quite opaque: over black, the
        // picture is, as a screen must be wholly.
        c.clear(.black)
        c.draw(blurred ?? job.make(), in: Rect(size: size))
        c.fill(Rect(size: size), Self.dim)
        Self.drawDisc(c, ring: ring)
        Self.drawRim(c, ring: ring)
      }, arrived: { [weak self] in self?.setNeedsDisplay() })
  }

  /// The backdrop's cache key and the job that paints it; the warmer paints
  /// it ahead while the face shows.
  static func backdropJob(faceID: String, plugin: RecognitionPlugin, size: Size, scale: Double, now: CivilTime, cache: LayerCache)
    -> (key: String, make: @Sendable () -> Surface)
  {
    let face = FaceCatalog.renderer(for: faceID, household: plugin.household) ?? FaceCatalog.renderer(for: FaceCatalog.defaultID)!
    // The face screen usually has this face cached already: blur that copy.
    let sharp = cache.lookup(face.cacheKey(size: size, time: now))
    return (
      "recognition.backdrop." + face.cacheKey(size: size, time: now),
      {
        let picture =
          sharp
          ?? {
            let s = Surface(size: size, scale: scale)
            face.draw(Canvas(surface: s), in: Rect(size: size), time: now)
            return s
          }()
        // Kept at the blur's quarter resolution (a sixteenth of the memory): the
        // upscale is smooth, and it is only redrawn where things move.
        return picture.blurred(radius: 40)
      }
    )
  }

  /// The person the big avatar shows: the household in turn while looking, then the one picked.
  private func centrePerson() -> (person: Person, previous: Person?, mix: Double)? {
    guard !people.isEmpty else { return nil }
    if let id = pickedID, let p = people.first(where: { $0.id == id }) { return (p, nil, 1) }
    let steps = elapsed / Self.cycleSeconds
    let i = Int(steps) % people.count
    let previous = people[(i + people.count - 1) % people.count]
    // A quick crossfade at each change.
    let mix = Int(steps) == 0 ? 1 : Easing.easeInOut.apply((steps - Double(Int(steps))) * Self.cycleSeconds / 0.12)
    return (people[i], previous, mix)
  }

  /// The ring's faint disc, under the big avatar.
  nonisolated static func drawDisc(_ canvas: Canvas, ring: Rect) {
    canvas.fill(Path.circle(center: ring.center, radius: ring.width / 2), Color(white: 1, alpha: 0.12))
  }

  /// The ring's rim, under the turning arc.
  nonisolated static func drawRim(_ canvas: Canvas, ring: Rect) {
    canvas.stroke(
      Path.circle(center: ring.center, radius: ring.width / 2), .color(Color(white: 1, alpha: 0.25)), width: RecognitionLayout.ringWidth)
  }

  /// The ring: its disc and rim unless the backdrop has them, the big
  /// avatar, the turning arc.
  private func drawRing(_ canvas: Canvas, _ context: ScreenContext, stillPartsDrawn: Bool) {
    let ring = grid.ring
    let c = ring.center
    let r = ring.width / 2
    if !stillPartsDrawn { Self.drawDisc(canvas, ring: ring) }
    if let centre = centrePerson() {
      let inner = ring.insetBy(RecognitionLayout.ringInset, RecognitionLayout.ringInset)
      if let previous = centre.previous, centre.mix < 1 {
        drawBigAvatar(previous, in: inner, alpha: 1, canvas, context)
      }
      drawBigAvatar(centre.person, in: inner, alpha: centre.mix, canvas, context)
    }
    if !stillPartsDrawn { Self.drawRim(canvas, ring: ring) }
    // The arc: a sweep of colour whose head is bright and tail fades out.
    let angle = (now - (appearTime ?? now)) / Self.turnSeconds * 2 * Double.pi
    let segments = 24
    let sweep = Double.pi * 1.1
    for i in 0..<segments {
      let f = Double(i) / Double(segments)
      var p = Path()
      let a0 = angle - sweep + sweep * f
      p.arc(center: c, radius: r, start: a0, end: a0 + sweep / Double(segments) + 0.01)
      let color = Color.lerp(Color(hex: 0x34C759), Color(hex: 0x5AC8FA), f).withAlpha(f)
      canvas.stroke(p, .color(color), width: RecognitionLayout.ringWidth, cap: i == segments - 1 ? .round : .butt)
    }
    // Recognised: the ring closes in green.
    if let since = sincePick {
      let a = Easing.easeOut.apply(since / 0.3)
      canvas.stroke(Path.circle(center: c, radius: r), .color(Color(hex: 0x34C759, alpha: a)), width: RecognitionLayout.ringWidth)
    }
  }

  private func drawBigAvatar(_ person: Person, in frame: Rect, alpha: Double, _ canvas: Canvas, _ context: ScreenContext) {
    guard let avatar = Avatar(rawValue: person.avatarStyle) else {
      drawAvatar(person, in: frame, alpha: alpha, canvas, context)
      return
    }
    guard let picture = picture(avatar, person, side: grid.centreAvatarSide, in: frame, alpha: alpha, canvas, context) else { return }
    let px = canvas.scale
    canvas.draw(picture, at: Point((frame.minX * px).rounded() / px, (frame.minY * px).rounded() / px), alpha: alpha)
  }
}
