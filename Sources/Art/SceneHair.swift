import Basics
import Canvas

/// Hair for the scenes' people, in the avatars' 1000-unit head frame and in
/// any colour: long straight hair (a mass behind the shoulders, a crown with
/// a side part and locks in front) and a short tousled crop of tufts.
enum SceneHair {
  /// The mass behind the head and shoulders; paint before the head.
  static func longBack(_ c: Canvas, tone: Tone, length: Double = 980, spread: Double = 1) {
    let back = Shape.smooth(Shape.mirrored([
      Point(0, 120), Point(-160, 150), Point(-250 * spread, 260), Point(-270 * spread, 440), Point(-280 * spread, 700),
      Point(-300 * spread, length), Point(0, length + 10),
    ]), tension: 0.9)
    c.fill(back, .linear(from: Point(0, 300), to: Point(0, length), stops: [
      GradientStop(0, tone.base), GradientStop(1, tone.dark),
    ]))
    var lines: [(from: Point, control: Point, to: Point)] = []
    for i in 0..<14 {
      let x = (-270 + Double(i) * 42) * spread
      lines.append((Point(x * 0.9, 300), Point(x * 1.02, 650), Point(x * 1.06, length)))
    }
    AvatarHair.strands(c, clip: back, lines, light: tone.light.withAlpha(0.3), dark: Color(white: 0, alpha: 0.3), width: 4)
  }

  /// The crown parted on one side (`part` < 0: the viewer's left), swept over
  /// the forehead, with a lock falling in front of each shoulder (none when
  /// `lockLength` is nil: hair lying spread out behind the head).
  static func longFront(_ c: Canvas, tone: Tone, part: Double = -1, lockLength: Double? = 900) {
    for side in [-1.0, 1.0] {
      guard let lockLength else { break }
      let lock = Shape.smooth([
        Point(side * 200, 380), Point(side * 246, 340), Point(side * 266, 600), Point(side * 282, lockLength),
        Point(side * 206, lockLength), Point(side * 196, 600),
      ], tension: 0.7)
      c.fill(lock, .linear(from: Point(side * 196, 0), to: Point(side * 282, 0), stops: [
        GradientStop(0, tone.base), GradientStop(1, tone.dark),
      ]))
      var sl: [(from: Point, control: Point, to: Point)] = []
      for k in 0..<5 {
        let x = side * (212 + Double(k) * 14)
        sl.append((Point(x, 400), Point(x + side * 14, 640), Point(x + side * 12, lockLength)))
      }
      AvatarHair.strands(c, clip: lock, sl, light: tone.light.withAlpha(0.35), dark: Color(white: 0, alpha: 0.25), width: 3)
      Shade.rim(c, lock, tone.dark.withAlpha(0.5), width: 10)
    }
    let p = part * 70
    let cap = Shape.smooth([
      Point(-236, 500), Point(-250, 360), Point(-224, 226), Point(-150, 140), Point(p, 112), Point(150, 140),
      Point(226, 226), Point(250, 360), Point(236, 500), Point(206, 440), Point(190, 340),
      Point(p < 0 ? 120 : -20, 268), Point(p, 210), Point(p < 0 ? -150 : -120, 290), Point(-196, 380), Point(-208, 450),
    ], tension: 0.85)
    c.fill(cap, .radial(center: Point(-30, 220), radius: 320, stops: [
      GradientStop(0, tone.light), GradientStop(0.55, tone.base), GradientStop(1, tone.dark),
    ], focus: Point(-60, 170), focusRadius: 10))
    var lines: [(from: Point, control: Point, to: Point)] = []
    for i in 0..<16 {
      let t = Double(i) / 15
      let x = -240 + t * 480
      lines.append((Point(p, 118), Point(x * 0.8, 170 + abs(x) * 0.2), Point(x * 1.02, 330 + abs(x) * 0.6)))
    }
    AvatarHair.strands(c, clip: cap, lines, light: tone.light.withAlpha(0.35), dark: tone.dark.withAlpha(0.4), width: 4)
    var halo = Path()
    halo.move(to: Point(-220, 330))
    halo.curve(to: Point(220, 320), control1: Point(-150, 160), control2: Point(150, 160))
    AvatarHair.sheen(c, clip: cap, band: halo, color: tone.light.withAlpha(0.45), width: 46)
    Shade.rim(c, cap, tone.dark.withAlpha(0.5), width: 14)
  }

  /// Short tousled hair: a cap of leaf-shaped tufts swept to one side.
  static func crop(_ c: Canvas, tone: Tone, seed: UInt64) {
    let cap = Shape.smooth([
      Point(-222, 440), Point(-236, 330), Point(-220, 230), Point(-160, 140), Point(-70, 100), Point(30, 96),
      Point(120, 116), Point(196, 180), Point(234, 280), Point(230, 380), Point(218, 440), Point(200, 370),
      Point(150, 330), Point(70, 300), Point(-20, 312), Point(-110, 300), Point(-180, 340), Point(-204, 400),
    ], tension: 0.9)
    c.fill(cap, .radial(center: Point(-20, 200), radius: 300, stops: [
      GradientStop(0, tone.light), GradientStop(0.5, tone.base), GradientStop(1, tone.dark),
    ], focus: Point(-50, 160), focusRadius: 10))
    var rng = SeededRandom(seed: seed)
    var tufts: [(Point, Point, Double)] = []
    for i in 0..<18 {
      let t = Double(i) / 17
      let x = -220 + t * 440
      let root = Point(x * 0.4 + rng.next(-20, 20), 140 + rng.next(-20, 30))
      let tip = Point(x * 1.05 + 30 + rng.next(-14, 14), 320 + abs(x) * 0.35 + rng.next(-20, 20))
      tufts.append((root, tip, rng.next(40, 60)))
    }
    c.withState {
      c.clip(cap)
      for (root, tip, w) in tufts { tuft(c, from: root, to: tip, width: w, tone: tone) }
    }
    // A few tips that break the outline over the forehead.
    for x in [-150.0, -70, 20, 110] {
      tuft(c, from: Point(x - 20, 250), to: Point(x + 24, 340 + abs(x) * 0.1), width: 46, tone: tone)
    }
    Shade.rim(c, cap, tone.dark.withAlpha(0.45), width: 12)
  }

  /// One tuft: a leaf from `root` to `tip`, dark at the root, lit along its ridge.
  static func tuft(_ c: Canvas, from root: Point, to tip: Point, width: Double, tone: Tone) {
    let d = tip - root
    let len = max(d.length, 1e-6)
    let n = Point(-d.y / len, d.x / len)
    let mid = avatarMix(root, tip, 0.5) + n * (len * 0.12)
    var leaf = Path()
    leaf.move(to: root - n * (width / 2))
    leaf.quadCurve(from: root - n * (width / 2), to: tip, control: mid - n * (width * 0.3))
    leaf.quadCurve(from: tip, to: root + n * (width / 2), control: mid + n * (width * 0.3))
    leaf.close()
    c.fill(leaf, .linear(from: root, to: tip, stops: [
      GradientStop(0, tone.dark), GradientStop(0.5, tone.base), GradientStop(1, Color.lerp(tone.base, tone.light, 0.6)),
    ]))
    var ridge = Path()
    ridge.move(to: avatarMix(root, tip, 0.25))
    ridge.quadCurve(from: avatarMix(root, tip, 0.25), to: avatarMix(root, tip, 0.9), control: mid)
    c.stroke(ridge, tone.light.withAlpha(0.4), width: width * 0.12)
  }
}
