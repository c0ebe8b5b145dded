import Art
import Basics
import Canvas
import Runtime

/// Draws the four toolbar rows for the model's state: white circles with a thin
/// border and dark icons; the selected tool, slot and octave direction filled
/// black with a white icon; the chosen instrument and note length ringed.
@MainActor
enum ToolbarRenderer {
  /// `cloud`: the mark a save left on the cloud button, while it shows.
  static func draw(_ layout: ToolbarLayout, model: DrawMusicModel, cloud: CloudMark? = nil, on canvas: Canvas) {
    let k = layout.k
    for (control, rect) in layout.frames {
      switch control {
      case .playPause:
        button(canvas, rect, k: k, selected: false) { r, c in (model.playing ? Icon.pause : Icon.play).draw(canvas, in: r.insetBy(r.width * 0.3, r.width * 0.3), color: c) }
      case .pen:
        button(canvas, rect, k: k, selected: model.tool == .pen) { r, c in Icon.pencil.draw(canvas, in: r.insetBy(r.width * 0.28, r.width * 0.28), color: c) }
      case .eraser:
        button(canvas, rect, k: k, selected: model.tool == .eraser) { r, c in Icon.eraser.draw(canvas, in: r.insetBy(r.width * 0.27, r.width * 0.27), color: c) }
      case .undo:
        button(canvas, rect, k: k, selected: false) { r, c in Icon.undo.draw(canvas, in: r.insetBy(r.width * 0.27, r.width * 0.27), color: c) }
      case .shuffle:
        button(canvas, rect, k: k, selected: false) { r, c in Icon.shuffle.draw(canvas, in: r.insetBy(r.width * 0.28, r.width * 0.28), color: c) }
      case .record:
        record(canvas, rect, k: k, recording: model.recordingPath != nil)
      case .tempoMinus, .tempoPlus:
        break
      case .swatch(let i):
        swatch(canvas, rect, k: k, color: Palette.markers[i].color, selected: model.colour == i)
      case .piano:
        MiniPiano.draw(canvas, in: rect, k: k, octave: model.octave)
      case .octaveUp, .octaveDown:
        let up = control == .octaveUp
        button(canvas, rect, k: k, selected: up == (model.octave >= 0)) { r, c in triangle(canvas, r, up: up, color: c) }
      case .instrument(let i):
        button(canvas, rect, k: k, selected: false, ringed: model.instrument == i) { r, c in
          switch i {
          case .softPiano: Icon.sineWave.draw(canvas, in: r.insetBy(r.width * 0.27, r.width * 0.27), color: c)
          case .piano: Icon.pianoKeys.draw(canvas, in: r.insetBy(r.width * 0.29, r.width * 0.29), color: c)
          case .pluck: bars(canvas, r, color: c)
          }
        }
      case .slot(let s):
        button(canvas, rect, k: k, selected: model.slot == s) { r, c in
          _ = canvas.drawText("\(s + 1)", TextStyle(weight: .semibold, size: 15 * k, color: c), at: r.center, anchor: .center)
        }
      case .length(let l):
        button(canvas, rect, k: k, selected: false, ringed: model.length == l) { r, c in dots(canvas, r, count: l == .short ? 1 : l == .medium ? 2 : 3, k: k, color: c) }
      case .cloud:
        button(canvas, rect, k: k, selected: false) { r, c in
          (cloud?.icon ?? .cloud).draw(canvas, in: r.insetBy(r.width * 0.27, r.width * 0.27), color: cloud?.color ?? c)
        }
      case .home:
        button(canvas, rect, k: k, selected: false) { r, c in Icon.house.draw(canvas, in: r.insetBy(r.width * 0.27, r.width * 0.27), color: c) }
      }
    }
    tempoPill(canvas, layout.pill, k: k, tempo: model.tempo)
  }

  static func button(_ canvas: Canvas, _ r: Rect, k: Double, selected: Bool, ringed: Bool = false, icon: (Rect, Color) -> Void) {
    let circle = Path.ellipse(in: r)
    canvas.fill(circle, selected ? Palette.selectedFill : .white)
    if !selected {
      canvas.stroke(Path.ellipse(in: r.insetBy(0.5, 0.5)), .color(ringed ? Palette.icon : Palette.buttonBorder), width: ringed ? 1.5 * k : 1, cap: .butt)
    }
    icon(r, selected ? .white : Palette.icon)
  }

  /// White circle, light red ring, red dot; recording: a solid red ring and a
  /// rounded square (stop), so it plainly shows it is on.
  static func record(_ canvas: Canvas, _ r: Rect, k: Double, recording: Bool) {
    canvas.fill(Path.ellipse(in: r), .white)
    canvas.stroke(Path.ellipse(in: r.insetBy(2 * k, 2 * k)), .color(recording ? Palette.recordRed : Palette.recordRing), width: 2.5 * k, cap: .butt)
    if recording {
      let side = r.width * 0.3
      canvas.fill(Path.roundedRect(Rect(center: r.center, size: Size(side, side)), radius: 2.5 * k), Palette.recordRed)
    } else {
      canvas.fill(Path.circle(center: r.center, radius: r.width * 0.2), Palette.recordRed)
    }
  }

  static func swatch(_ canvas: Canvas, _ r: Rect, k: Double, color: Color, selected: Bool) {
    if selected {
      // A 3 pt grey ring, a 3 pt white gap, then the colour.
      canvas.fill(Path.ellipse(in: r), Palette.swatchRing)
      canvas.fill(Path.ellipse(in: r.insetBy(3 * k, 3 * k)), .white)
      canvas.fill(Path.ellipse(in: r.insetBy(6 * k, 6 * k)), color)
    } else {
      canvas.fill(Path.ellipse(in: r), color)
    }
  }

  static func triangle(_ canvas: Canvas, _ r: Rect, up: Bool, color: Color) {
    let w = r.width * 0.32, h = r.width * 0.26
    let c = r.center
    var p = Path()
    if up {
      p.move(to: Point(c.x, c.y - h / 2)); p.line(to: Point(c.x + w / 2, c.y + h / 2)); p.line(to: Point(c.x - w / 2, c.y + h / 2))
    } else {
      p.move(to: Point(c.x, c.y + h / 2)); p.line(to: Point(c.x + w / 2, c.y - h / 2)); p.line(to: Point(c.x - w / 2, c.y - h / 2))
    }
    p.close()
    canvas.fill(p, color)
  }

  /// "||||": four upright bars, the plucked strings.
  static func bars(_ canvas: Canvas, _ r: Rect, color: Color) {
    let h = r.height * 0.36, step = r.width * 0.085
    var p = Path()
    for i in 0..<4 {
      let x = r.midX + (Double(i) - 1.5) * step
      p.move(to: Point(x, r.midY - h / 2)); p.line(to: Point(x, r.midY + h / 2))
    }
    canvas.stroke(p, .color(color), width: r.width * 0.045, cap: .round)
  }

  static func dots(_ canvas: Canvas, _ r: Rect, count: Int, k: Double, color: Color) {
    let radius = 2.4 * k, step = 7 * k
    for i in 0..<count {
      let x = r.midX + (Double(i) - Double(count - 1) / 2) * step
      canvas.fill(Path.circle(center: Point(x, r.midY), radius: radius), color)
    }
  }

  /// "−  100  +": a white pill; the digits sit in equal cells so the number
  /// never shifts as it changes (monospaced digits).
  static func tempoPill(_ canvas: Canvas, _ r: Rect, k: Double, tempo: Int) {
    guard r.width > 0 else { return }
    canvas.fill(Path.roundedRect(r, radius: r.height / 2), .white)
    canvas.stroke(Path.roundedRect(r.insetBy(0.5, 0.5), radius: r.height / 2 - 0.5), .color(Palette.buttonBorder), width: 1, cap: .butt)
    let arm = 5 * k, lw = 1.6 * k
    var minus = Path()
    let mx = r.minX + r.width * 0.16, px = r.maxX - r.width * 0.16
    minus.move(to: Point(mx - arm, r.midY)); minus.line(to: Point(mx + arm, r.midY))
    var plus = Path()
    plus.move(to: Point(px - arm, r.midY)); plus.line(to: Point(px + arm, r.midY))
    plus.move(to: Point(px, r.midY - arm)); plus.line(to: Point(px, r.midY + arm))
    canvas.stroke(minus, .color(Palette.icon), width: lw, cap: .round)
    canvas.stroke(plus, .color(Palette.icon), width: lw, cap: .round)
    let digits = Array(String(tempo))
    let cell = 9.6 * k
    let style = TextStyle(weight: .semibold, size: 16 * k, color: Palette.icon)
    for (i, d) in digits.enumerated() {
      let x = r.midX + (Double(i) - Double(digits.count - 1) / 2) * cell
      _ = canvas.drawText(String(d), style, at: Point(x, r.midY), anchor: .center)
    }
  }
}
