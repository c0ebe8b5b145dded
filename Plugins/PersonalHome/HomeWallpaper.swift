import Art
import Basics
import Canvas
import HomeModel

/// The home's background: the person's blurred portrait (Sophie's green one;
/// anyone else, a soft blend of their avatar colours), under a frosted sheen
/// and a shade at the top so the white greeting reads. Painted off the frame
/// thread (it is the costliest part of the home's first frame); until it
/// lands, `placeholder` stands in.
enum HomeWallpaper {
  static func draw(_ c: Canvas, in r: Rect, person: Person?) {
    if person?.id == "sophie" {
      SophieWallpaper.draw(c, in: r)
    } else {
      blend(c, in: r, person: person)
    }
    // Frosted glass over the photo: a light milky veil and a diagonal sheen.
    c.fill(r, Color(white: 1, alpha: 0.06))
    c.fill(
      r,
      .linear(
        from: Point(r.minX, r.minY), to: Point(r.maxX, r.maxY),
        stops: [
          GradientStop(0, Color(white: 1, alpha: 0.1)), GradientStop(0.32, Color(white: 1, alpha: 0.0)),
          GradientStop(0.46, Color(white: 1, alpha: 0.12)), GradientStop(0.6, Color(white: 1, alpha: 0.0)),
          GradientStop(1, Color(white: 1, alpha: 0.05)),
        ]))
    shade(c, in: r)
  }

  /// A shade behind the greeting and down the page, for white text.
  private static func shade(_ c: Canvas, in r: Rect) {
    c.fill(
      r,
      .linear(
        from: Point(r.minX, r.minY), to: Point(r.minX, r.maxY),
        stops: [GradientStop(0, Color(white: 0, alpha: 0.3)), GradientStop(0.35, Color(white: 0, alpha: 0.08)), GradientStop(1, Color(white: 0, alpha: 0.22))]))
  }

  /// The person's avatar colours corner to corner: the wallpaper without a
  /// portrait, and the stand-in while the portrait is painted.
  private static func blend(_ c: Canvas, in r: Rect, person: Person?) {
    let colors = (person?.gradient ?? [0x6E7B8B, 0x2C3440]).map { Color(hex: $0) }
    c.fill(r, .linear(from: Point(r.minX, r.minY), to: Point(r.maxX, r.maxY), stops: [GradientStop(0, colors[0]), GradientStop(1, colors[colors.count - 1])]))
  }

  /// What shows for a frame or two while the wallpaper is painted: the
  /// colour blend under the greeting's shade (no veil or portrait).
  static func placeholder(_ c: Canvas, in r: Rect, person: Person?) {
    blend(c, in: r, person: person)
    shade(c, in: r)
  }
}
