import Basics
import Canvas

/// The head both poses share, facing right, its centre at the origin: a tan
/// skull with a white blaze and muzzle, a black nose, and a long brown ear
/// hanging over the side of it.
@MainActor
enum BeagleHead {
  static let outline = BeagleInk.blob([
    (-18, -2), (-14, -14), (-4, -20), (8, -18), (16, -10), (26, -6), (33, 0),
    (32, 10), (20, 16), (4, 16), (-10, 12), (-17, 6),
  ])

  static func draw(_ canvas: Canvas, eyesClosed: Bool) {
    typealias I = BeagleInk
    I.ink(canvas, outline, I.tan)
    // Shade under the ear and jaw: the head is a volume, not a flat cut-out.
    I.marking(canvas, within: outline, I.blob([(-18, 4), (-4, 10), (10, 14), (4, 20), (-14, 16)]), I.tanShade)
    // White muzzle and the blaze running up between the eyes.
    I.marking(canvas, within: outline, I.blob([(12, -4), (24, -9), (40, -6), (40, 22), (12, 22), (8, 10)]), I.white)
    I.marking(canvas, within: outline, I.blob([(13, -6), (6, -18), (8, -26), (16, -24), (22, -9)]), I.white)
    canvas.stroke(outline, .color(I.line), width: I.lineWidth, cap: .round, join: .round)
    // The jowl: where the muzzle folds under.
    I.line(canvas, I.blob([(30, 7), (22, 11), (15, 9)], closed: false))
    // Tongue peeking out of the smile.
    I.ink(canvas, I.blob([(19, 10.5), (25, 11), (24.5, 16), (21, 17.5), (18.5, 15)]), I.tongue, width: 1.6)
    I.line(canvas, I.blob([(21.6, 12), (21.8, 15)], closed: false), width: 1)
    // Nose with a highlight.
    I.ink(canvas, I.oval(31, -1.5, 5, 4.2), I.nose, width: 1.4)
    canvas.fill(I.oval(29.6, -3, 1.7, 1), I.white.withAlpha(0.85))
    // Eye and brow.
    if eyesClosed {
      I.line(canvas, I.blob([(5, -8), (10, -5.5), (15, -8)], closed: false), width: 2.2)
    } else {
      canvas.fill(I.oval(10, -7, 3.4, 4.2), I.line)
      canvas.fill(I.oval(11.1, -8.7, 1.3, 1.4), I.white)
    }
    I.line(canvas, I.blob([(7, -13.5), (10.5, -14.8), (14, -13.5)], closed: false), width: 1.5)
    drawEar(canvas)
  }

  /// The long floppy ear, drawn over the head with a darker fold inside.
  static func drawEar(_ canvas: Canvas) {
    typealias I = BeagleInk
    let ear = I.blob([(-6, -12), (2, -11), (4.5, 0), (3, 13), (-1, 23), (-8, 25.5), (-13, 18), (-12.5, 2), (-10, -8)])
    I.ink(canvas, ear, I.ear)
    I.marking(canvas, within: ear, I.blob([(-13, 2), (-7.5, 5), (-5.5, 19), (-9, 28), (-17, 21)]), I.earShade)
    canvas.stroke(ear, .color(I.line), width: I.lineWidth, cap: .round, join: .round)
  }
}

/// Sitting side on, facing right: haunch tucked, front legs straight, tail up.
@MainActor
enum BeagleSitting {
  static let box = Size(104, 123)

  static func draw(_ canvas: Canvas) {
    typealias I = BeagleInk
    canvas.translate(2, 2)
    // Tail up behind the back, its last third white.
    let tail = I.blob([(32, 95), (22, 86), (16, 72), (16, 58)], closed: false)
    I.inkStroke(canvas, tail, I.tan, width: 7)
    canvas.withState {
      canvas.clip(I.oval(16, 56, 8, 9))
      canvas.stroke(tail, .color(I.white), width: 7, cap: .round, join: .round)
    }
    // Far front leg, behind the body.
    I.inkStroke(canvas, I.blob([(61, 86), (62, 113)], closed: false), I.whiteShade, width: 8)
    I.ink(canvas, I.oval(64, 115, 6.5, 4), I.whiteShade)

    let body = I.blob([
      (52, 48), (44, 60), (36, 74), (27, 92), (29, 110), (48, 117), (66, 112), (73, 86), (71, 62), (64, 50),
    ])
    I.ink(canvas, body, I.tan)
    // The black saddle over the back, and the white chest and belly.
    I.marking(canvas, within: body, I.blob([(56, 46), (50, 62), (44, 80), (36, 100), (20, 100), (18, 70), (34, 48)]), I.saddle)
    I.marking(canvas, within: body, I.blob([(62, 48), (76, 60), (78, 88), (70, 116), (58, 114), (60, 96), (57, 72), (56, 56)]), I.white)
    canvas.stroke(body, .color(I.line), width: I.lineWidth, cap: .round, join: .round)

    // Haunch and back foot.
    let haunch = I.blob([(30, 96), (36, 84), (48, 86), (55, 98), (52, 112), (38, 114), (30, 108)])
    I.ink(canvas, haunch, I.tan)
    I.marking(canvas, within: haunch, I.blob([(26, 86), (40, 82), (42, 92), (30, 100)]), I.saddle)
    canvas.stroke(haunch, .color(I.line), width: I.lineWidth, cap: .round, join: .round)
    I.ink(canvas, I.blob([(42, 111), (56, 110), (62, 114), (58, 119), (42, 119), (38, 115)]), I.white)
    I.line(canvas, I.blob([(54, 115.5), (54.5, 118.5)], closed: false), width: 1.2)

    // Near front leg and paw.
    I.inkStroke(canvas, I.blob([(70, 84), (72, 113)], closed: false), I.white, width: 9)
    I.ink(canvas, I.blob([(66, 113), (76, 111), (82, 115), (79, 119.5), (67, 119.5)]), I.white)
    I.line(canvas, I.blob([(75, 116), (75.5, 119)], closed: false), width: 1.2)

    // A red collar between head and body.
    I.inkStroke(canvas, I.blob([(50, 50), (60, 55), (70, 54)], closed: false), I.collar, width: 4.5)
    I.ink(canvas, I.oval(66, 60, 3, 3.3), Color(hex: 0xF2C230), width: 1.4)

    canvas.withState {
      canvas.translate(64, 32)
      BeagleHead.draw(canvas, eyesClosed: false)
    }
  }
}

/// Lying on its belly along the ridge of a red doghouse, chin on its front paws,
/// eyes closed, tail up: content, not sleeping on its back.
@MainActor
enum BeagleDoghouse {
  static let box = Size(162, 148)

  static func draw(_ canvas: Canvas) {
    canvas.translate(2, 2)
    drawHouse(canvas)
    drawDog(canvas)
  }

  static let red = Color(hex: 0xD8322B)
  static let redShade = Color(hex: 0xA82320)
  static let roof = Color(hex: 0x7A1A18)
  static let trim = Color(hex: 0xF4EDE4)

  static func drawHouse(_ canvas: Canvas) {
    typealias I = BeagleInk
    func poly(_ pts: [(Double, Double)]) -> Path {
      var p = Path()
      for (i, (x, y)) in pts.enumerated() {
        if i == 0 { p.move(to: Point(x, y)) } else { p.line(to: Point(x, y)) }
      }
      p.close()
      return p
    }
    // Side wall receding to the right, the front gable facing the viewer.
    let side = poly([(72, 84), (150, 78), (150, 138), (72, 144)])
    I.ink(canvas, side, redShade)
    for k in 1..<4 {  // boards
      let y = 84 + Double(k) * 15
      I.line(canvas, I.blob([(72, y), (150, y - 6)], closed: false), width: 1.2)
    }
    let front = poly([(10, 144), (10, 84), (41, 58), (72, 84), (72, 144)])
    I.ink(canvas, front, red)
    // Arched doorway.
    var door = Path()
    door.move(to: Point(27, 144))
    door.line(to: Point(27, 114))
    door.arc(center: Point(41, 114), radius: 14, start: .pi, end: 2 * .pi)
    door.line(to: Point(55, 144))
    door.close()
    I.ink(canvas, door, I.line)
    // The side of the roof, from the ridge down to the eave.
    let roofPlane = poly([(41, 55), (132, 48), (158, 76), (74, 84)])
    I.ink(canvas, roofPlane, roof)
    for k in 1..<4 {  // shingle courses
      let t = Double(k) / 4
      let a = Point(41 + (74 - 41) * t, 55 + (84 - 55) * t), b = Point(132 + (158 - 132) * t, 48 + (76 - 48) * t)
      var l = Path()
      l.move(to: a)
      l.line(to: b)
      canvas.stroke(l, .color(Color(hex: 0x5A1210)), width: 1.2)
    }
    // White bargeboards along the gable.
    I.inkStroke(canvas, I.blob([(6, 88), (41, 57), (76, 87)], closed: false), trim, width: 4)
    // The floor line the house stands on.
    I.line(canvas, I.blob([(6, 145), (154, 139)], closed: false), width: 2)
  }

  static func drawDog(_ canvas: Canvas) {
    typealias I = BeagleInk
    // Tail up at the back end, white tip.
    let tail = I.blob([(112, 42), (122, 32), (128, 20), (126, 8)], closed: false)
    I.inkStroke(canvas, tail, I.tan, width: 6.5)
    canvas.withState {
      canvas.clip(I.oval(126, 7, 7, 8))
      canvas.stroke(tail, .color(I.white), width: 6.5, cap: .round, join: .round)
    }
    // Back paw hanging over the far roof edge.
    I.ink(canvas, I.blob([(102, 46), (116, 48), (118, 56), (106, 57)]), I.white)

    let body = I.blob([(64, 34), (76, 24), (94, 21), (110, 23), (120, 34), (116, 48), (96, 53), (74, 53), (62, 46)])
    I.ink(canvas, body, I.tan)
    I.marking(canvas, within: body, I.blob([(78, 17), (114, 17), (124, 32), (104, 36), (90, 36), (76, 31)]), I.saddle)
    I.marking(canvas, within: body, I.blob([(58, 44), (80, 46), (110, 50), (110, 58), (60, 58)]), I.white)
    canvas.stroke(body, .color(I.line), width: I.lineWidth, cap: .round, join: .round)
    // Haunch.
    let haunch = I.blob([(95, 38), (105, 28), (118, 33), (117, 48), (100, 51)])
    I.ink(canvas, haunch, I.tan)
    I.marking(canvas, within: haunch, I.blob([(94, 24), (122, 24), (118, 34), (98, 34)]), I.saddle)
    canvas.stroke(haunch, .color(I.line), width: I.lineWidth, cap: .round, join: .round)

    // Front legs stretched forward along the ridge, paws crossed under the chin.
    I.inkStroke(canvas, I.blob([(72, 48), (46, 52)], closed: false), I.whiteShade, width: 8)
    I.inkStroke(canvas, I.blob([(76, 50), (40, 55)], closed: false), I.white, width: 8.5)
    I.ink(canvas, I.blob([(30, 52), (40, 50.5), (43, 55), (40, 59.5), (30, 59)]), I.white)
    I.line(canvas, I.blob([(34, 56), (34, 59)], closed: false), width: 1.2)

    // Head resting on the paws, facing left (the shared head mirrored), a little
    // tilted down.
    canvas.withState {
      canvas.translate(56, 30)
      canvas.rotate(-0.12)
      canvas.scaleBy(-1, 1)
      BeagleHead.draw(canvas, eyesClosed: true)
    }
  }
}
