import Canvas
import Glibc

/// Dev: short dark hair swept up at the front, a light beard, bold red glasses,
/// a denim shirt with a collar.
enum AvatarDev {
  static let style = AvatarStyle(
    skin: Tone(0xDDA47C, 0xB5784F, 0x6E4026), iris: Tone(0x8A5E3C, 0x4A2C18, 0x1E1008),
    brow: Color(hex: 0x1C1410), browWeight: 1.25, lip: Color(hex: 0xB56A64),
    blush: Color(hex: 0xD0604C, alpha: 0.18), headWidth: 1.02, jaw: 0.8)
  static let hair = Tone(0x5A4438, 0x241A15, 0x0C0806)
  static let shirt = Tone(0x8DB4E2, 0x4F7EB8, 0x25466E)
  static let frame = Tone(0xFF7070, 0xE0222C, 0x8A0C14)

  static func draw(_ c: Canvas) {
    AvatarHead.body(c, style, shirt: shirt, neckline: .collar)
    let head = AvatarHead.head(c, style)
    AvatarHead.castShadow(c, capShape, onto: head, offset: Point(0, 14), spread: 22, style.skin.dark.withAlpha(0.5))
    beard(c, head: head)
    AvatarHead.face(c, style, head: head)
    moustache(c)
    hair(c)
    AvatarHead.glasses(c, style, head: head, frame: frame, lensWidth: 128, lensHeight: 94, corner: 26, thickness: 16)
  }

  static let capShape: Path = Shape.smooth([
    Point(-216, 440), Point(-230, 340), Point(-214, 250), Point(-160, 176), Point(-70, 130), Point(30, 112),
    Point(130, 130), Point(200, 180), Point(232, 270), Point(230, 360), Point(216, 440), Point(202, 370),
    Point(178, 300), Point(110, 272), Point(30, 262), Point(-60, 272), Point(-140, 290), Point(-190, 340),
    Point(-202, 420),
  ], tension: 0.9)

  static func hair(_ c: Canvas) {
    let cap = capShape
    c.fill(cap, .radial(center: Point(-20, 210), radius: 280, stops: [
      GradientStop(0, hair.base), GradientStop(0.6, hair.dark), GradientStop(1, hair.dark),
    ], focus: Point(-40, 160), focusRadius: 10))
    // Short strands swept up and back from the hairline, a little to his left.
    var lines: [(from: Point, control: Point, to: Point)] = []
    for i in 0..<26 {
      let x = -210 + Double(i) * 17
      lines.append((Point(x, 300 + abs(x) * 0.25), Point(x * 0.9 + 20, 200), Point(x * 0.7 + 50, 120)))
    }
    AvatarHair.strands(c, clip: cap, lines, light: hair.light.withAlpha(0.45), dark: Color(white: 0, alpha: 0.4), width: 4)
    var sheen = Path()
    sheen.move(to: Point(-150, 220))
    sheen.curve(to: Point(150, 200), control1: Point(-80, 150), control2: Point(60, 140))
    AvatarHair.sheen(c, clip: cap, band: sheen, color: Color(hex: 0x9A8070, alpha: 0.45), width: 40)
    Shade.rim(c, cap, Color(white: 0, alpha: 0.45), width: 12)
  }

  /// A close-trimmed beard: the hair colour laid over the jaw and chin at low
  /// alpha, thickest at the chin, with a soft upper edge on the cheeks.
  static func beard(_ c: Canvas, head: Path) {
    let region = Shape.smooth([
      Point(-214, 470), Point(-186, 560), Point(-120, 600), Point(-60, 610), Point(0, 600), Point(60, 610),
      Point(120, 600), Point(186, 560), Point(214, 470), Point(230, 800), Point(-230, 800),
    ], tension: 0.8)
    c.withState {
      c.clip(head)
      c.withLayer(alpha: 0.62) {
        c.fill(region, .linear(from: Point(0, 520), to: Point(0, 700), stops: [
          GradientStop(0, hair.base.withAlpha(0.3)), GradientStop(0.45, hair.base.withAlpha(0.85)), GradientStop(1, hair.dark),
        ]))
        var rng = SeededRandom(seed: 55)
        c.withState {
          c.clip(region)
          for _ in 0..<260 {
            let p = Point(rng.next(-210, 210), rng.next(540, 740))
            c.fill(Path.circle(center: p, radius: rng.next(2, 4)), hair.dark.withAlpha(0.6))
          }
        }
      }
    }
  }

  static func moustache(_ c: Canvas) {
    let m = Shape.smooth([
      Point(-92, 612), Point(-50, 590), Point(0, 596), Point(50, 590), Point(92, 612), Point(50, 604), Point(0, 610),
      Point(-50, 604),
    ], tension: 0.9)
    c.fill(m, hair.base.withAlpha(0.75))
  }
}
