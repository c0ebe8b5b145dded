import Art
import Basics
import Canvas
import HomeModel

/// The episode's cover, painted: the show's two-colour gradient, soft rings
/// spreading from the podcast glyph like sound, and the show's name in big
/// white type under it.
enum PodcastCover {
  static func draw(_ c: Canvas, in rect: Rect, episode: PodcastEpisode) {
    let top = Color(hex: episode.cover[0]), bottom = Color(hex: episode.cover[1])
    c.fill(rect, .linear(from: Point(rect.minX, rect.minY), to: Point(rect.maxX * 0.4 + rect.minX * 0.6, rect.maxY), stops: [GradientStop(0, top), GradientStop(1, bottom)]))
    let k = rect.width / 600
    // Glyph and name stay in the upper half: the player's titles and
    // controls lie over the lower one.
    let glyph = Point(rect.midX, rect.minY + 150 * k)
    for i in (1...5).reversed() {
      let r = Double(i) * 70 * k
      c.stroke(Path.circle(center: glyph, radius: r), .color(Color(white: 1, alpha: 0.05 + 0.03 * Double(5 - i))), width: 14 * k)
    }
    Icon.podcasts.draw(c, in: Rect(center: glyph, size: Size(110 * k, 110 * k)), color: .white)
    let style = TextStyle(weight: .heavy, size: 54 * k, tracking: -1.2 * k, color: .white, alignment: .center, lineSpacing: 0.92)
    let text = TextLayout(episode.show, style: style, width: rect.width - 120 * k)
    // Centred lines inside the layout's width, which starts 60 units in.
    c.draw(text, at: Point(rect.minX + 60 * k, rect.minY + 262 * k))
  }
}
