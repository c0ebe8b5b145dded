public import Basics
public import Canvas

/// A smiling older woman in a red dress in a garden (docs/screens.md §1 row 1, fourth face):
/// a waist-up portrait, the garden behind her thrown out of focus (trees, a
/// hedge, beds of flowers, sun through the leaves), a few blurred blossoms in
/// front at the bottom corners.
public enum GardenPortraitScene: LayeredScene {
  static let style = AvatarStyle(
    skin: Tone(0xFBDCC6, 0xE9B693, 0xB07A5A), iris: Tone(0x9CC0E0, 0x5E88B4, 0x2C4768),
    brow: Color(hex: 0xA8A09C), browWeight: 0.8, lashes: true, lip: Color(hex: 0xD0505E),
    blush: Color(hex: 0xF06A78, alpha: 0.36), smileLines: true, headWidth: 1.02, eyeSize: 0.94)
  static let dress = Tone(0xF2605A, 0xC81E2C, 0x6E0A14)

  public static func drawBackground(_ canvas: Canvas, in rect: Rect) {
    canvas.withState {
      canvas.clip(rect)
      SoftFocus.draw(canvas, in: rect, blur: 0.012) { c, r in GardenBackdrop.draw(c, in: r) }
    }
  }

  public static func drawPeople(_ canvas: Canvas, in rect: Rect) {
    SceneFrame.draw(canvas, in: rect, width: 640) {
      let bust = Bust(skin: style.skin, cloth: dress, neckline: .vee, neckBase: Point(0, 630), shoulder: 250, neck: 68)
      let body = bust.draw(canvas, chin: 560)
      dressDetails(canvas, body: body)
      Posed.head(canvas, center: Point(0, 370), size: 690, angle: -0.05) {
        Posed.face(canvas, style, capShadow: AvatarGrandma.capShape) { _ in
          AvatarGrandma.hair(canvas, cap: AvatarGrandma.capShape)
          earrings(canvas)
        }
      }
    }
  }

  public static func drawForeground(_ canvas: Canvas, in rect: Rect) {
    canvas.withState {
      canvas.clip(rect)
      SoftFocus.draw(canvas, in: rect, blur: 0.02) { c, r in
        var rng = SeededRandom(seed: 404)
        let h = r.height
        for (x, y) in [(0.0, 1.0), (1.0, 1.02)] {
          for _ in 0..<7 {
            let p = Point(r.minX + r.width * x + rng.next(-0.16, 0.16) * h, r.minY + h * y + rng.next(-0.2, 0.02) * h)
            let rad = h * rng.next(0.06, 0.1)
            let pink = rng.next() < 0.6
            GardenBackdrop.blossom(c, at: p, radius: rad, color: pink ? Color(hex: 0xF37AA0) : Color(hex: 0xFFE6A0))
          }
        }
      }
    }
  }

  /// Short sleeves with bare arms below them, and soft folds of the fabric.
  static func dressDetails(_ c: Canvas, body: Path) {
    for side in [-1.0, 1.0] {
      // The arm hanging at her side, rounded and tapering to the elbow below the frame.
      let arm = Arm(shoulder: Point(side * 214, 730), elbow: Point(side * 250, 1090), wrist: Point(side * 214, 1320),
                    shoulderRadius: 60, elbowRadius: 46, forearmRadius: 48, wristRadius: 34)
      c.withState {
        c.clip(Rect(x: -400, y: 848, width: 800, height: 300))
        arm.draw(c, tone: style.skin)
        // The sleeve's shadow on the arm just under its hem.
        c.clip(arm.outline())
        Shade.spot(c, Point(side * 240, 858), 70, 22, style.skin.dark.withAlpha(0.7))
      }
      var hem = Path()
      hem.move(to: Point(side * 176, 846))
      // It ends at the arm's outer edge (x ≈ 281 at this height): further out
      // it shows as a red tick beside the arm.
      hem.quadCurve(from: Point(side * 176, 846), to: Point(side * 280, 852), control: Point(side * 230, 862))
      c.stroke(hem, dress.dark, width: 12)
      c.stroke(hem, dress.base, width: 5)
    }
    c.withState {
      c.clip(body)
      for (x, dx) in [(-120.0, -10.0), (90, 14), (-40, 6)] {
        var fold = Path()
        fold.move(to: Point(x, 800))
        fold.quadCurve(from: Point(x, 720), to: Point(x + dx, 1000), control: Point(x + dx * 3, 860))
        Shade.softLine(c, fold, dress.dark.withAlpha(0.3), width: 26, steps: 4)
        c.withState {
          c.translate(-10, 0)
          Shade.softLine(c, fold, dress.light.withAlpha(0.18), width: 12, steps: 3)
        }
      }
    }
  }

  /// Small pearl studs on the ears.
  static func earrings(_ c: Canvas) {
    for side in [-1.0, 1.0] {
      let p = AvatarHead.earCenter(style, side: side) + Point(side * 14, 56)
      Shade.ball(c, Path.circle(center: p, radius: 15), Tone(0xFFFFFF, 0xEDE4DC, 0xA89A8E), center: p, radius: 17)
    }
  }
}
