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
  /// portrait.
  private static func blend(_ c: Canvas, in r: Rect, person: Person?) {
    let colors = blendColors(person)
    c.fill(r, .linear(from: Point(r.minX, r.minY), to: Point(r.maxX, r.maxY), stops: [GradientStop(0, colors.first), GradientStop(1, colors.last)]))
  }

  private static func blendColors(_ person: Person?) -> (first: Color, last: Color) {
    let colors = (person?.gradient ?? [0x6E7B8B, 0x2C3440]).map { Color(hex: $0) }
    return (colors[0], colors[colors.count - 1])
  }

  /// What shows for a frame or two while the wallpaper is painted: the
  /// person's colours top to bottom, darkened as the greeting's shade darkens
  /// them (no veil or portrait). One vertical gradient, so one colour a row:
  /// the corner-to-corner blend and the shade over it cost the frame thread
  /// ~20 ms on the home's first frame, this a fraction of one.
  static func placeholder(_ c: Canvas, in r: Rect, person: Person?) {
    let colors = blendColors(person)
    let stops = [(0.0, 0.3), (0.35, 0.08), (1.0, 0.22)].map { t, shade in
      let color = Color.lerp(colors.first, colors.last, t)
      return GradientStop(t, Color(red: color.red * (1 - shade), green: color.green * (1 - shade), blue: color.blue * (1 - shade)))
    }
    c.fill(r, .linear(from: Point(r.minX, r.minY), to: Point(r.minX, r.maxY), stops: stops))
  }
}
