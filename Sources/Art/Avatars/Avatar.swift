public import Basics
public import Canvas

/// The six household members as Memoji-style heads (docs/screens.md §3 and §4).
/// Each is head, neck and shoulder tops, painted in a 1000-unit square (x = 0
/// on the centre line, y = 0 at the top) and scaled to whatever square it is
/// drawn in, so one drawing serves the 64 pt row, the 72 pt home avatar and the
/// ~200 pt recognition ring.
public enum Avatar: String, CaseIterable, Sendable {
  case grandma, amira, leo, mei, dev, sophie

  /// The head alone, transparent around it, fitted into `rect` (square; a
  /// non-square rect gets the largest centred square).
  public func draw(_ canvas: Canvas, in rect: Rect) {
    let side = min(rect.width, rect.height)
    guard side > 0 else { return }
    canvas.withState {
      canvas.clip(rect)
      canvas.translate(rect.midX, rect.midY - side / 2)
      canvas.scaleBy(side / 1000, side / 1000)
      paint(canvas)
    }
  }

  /// What the painting shows, in household.json's `look` words.
  public var look: String {
    switch self {
    case .grandma: "white short hair, glasses"
    case .amira: "grey hijab"
    case .leo: "red curly hair"
    case .mei: "long black hair"
    case .dev: "red glasses"
    case .sophie: "long curly brown hair"
    }
  }

  /// The two colours of the person's circle, top to bottom (docs/screens.md §3), as 0xRRGGBB.
  public var circleColors: (UInt32, UInt32) {
    switch self {
    case .grandma: (0xFF7EC4, 0xC8238F)
    case .amira: (0xD2D5DB, 0x8C9099)
    case .leo: (0xFF8A4C, 0xE0352B)
    case .mei: (0xBE8CFF, 0x7440E0)
    case .dev: (0xFFD93D, 0xFF9500)
    case .sophie: (0x86E390, 0x2EAF47)
    }
  }

  /// The head inside its gradient circle, as Recognizing and the home show it:
  /// the circle filled top to bottom, the head a little larger than the circle's
  /// inner square so the shoulders are cut by its edge, as Memoji stickers are.
  public func drawInCircle(_ canvas: Canvas, in rect: Rect) {
    let side = min(rect.width, rect.height)
    guard side > 0 else { return }
    let circle = Path.circle(center: rect.center, radius: side / 2)
    let (top, bottom) = circleColors
    canvas.withState {
      canvas.clip(circle)
      canvas.fill(
        circle,
        .linear(
          from: Point(rect.midX, rect.midY - side / 2), to: Point(rect.midX, rect.midY + side / 2),
          stops: [GradientStop(0, Color(hex: top)), GradientStop(1, Color(hex: bottom))]))
      // A faint light from above keeps the flat gradient from looking like a sticker.
      canvas.fill(
        circle,
        .radial(
          center: Point(rect.midX, rect.midY - side * 0.3), radius: side * 0.7,
          stops: [GradientStop(0, Color(white: 1, alpha: 0.16)), GradientStop(1, Color(white: 1, alpha: 0))]))
      let head = side * Self.circleHeadScale
      canvas.translate(rect.midX, rect.midY - side / 2 + side * Self.circleHeadDrop)
      canvas.scaleBy(head / 1000, head / 1000)
      paint(canvas)
    }
  }

  /// How large the 1000-unit drawing is in the circle, and how far down it sits
  /// (fractions of the circle's diameter): the face centred, shoulders cut off.
  static let circleHeadScale = 1.1
  static let circleHeadDrop = -0.06

  /// Paints the person in the 1000-unit frame.
  func paint(_ c: Canvas) {
    switch self {
    case .grandma: AvatarGrandma.draw(c)
    case .amira: AvatarAmira.draw(c)
    case .leo: AvatarLeo.draw(c)
    case .mei: AvatarMei.draw(c)
    case .dev: AvatarDev.draw(c)
    case .sophie: AvatarSophie.draw(c)
    }
  }
}
