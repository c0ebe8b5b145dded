import Art
import Basics
import Canvas
import HomeModel

/// Everything the route's steps show but the back button's press: on the
/// card's white, the back chevron's grey disc, the destination, the trip's
/// summary and the directions, then one row a step with its arrow in a blue
/// disc and the road to the next step. Laid out from the route alone, so the
/// painter lays it out and paints it in its own thread (Pango's font maps
/// are per thread) into one cached picture.
struct RoutePage: Sendable {
  let size: Size
  let route: Route
  /// "18 min · 3.9 mi · leave by 7:42 AM", in the display's locale.
  let summary: String

  static let margin = 40.0
  static let stepStyle = TextStyle(weight: .medium, size: 24, color: .black)
  static let grey = Color(hex: 0x8E8E93)
  static let hairline = Color(hex: 0xE5E5EA)
  static let backDisc = Color(hex: 0xE9E9EB)

  var backRect: Rect { Rect(x: Self.margin, y: Self.margin, width: 44, height: 44) }

  /// The picture's cache key: the size and everything the page shows.
  var key: String { "assistant.route.\(Int(size.width))x\(Int(size.height)).\(summary).\(route)" }

  /// The page's texts, laid out where they are drawn.
  struct Texts {
    let header: [(TextLayout, Rect)]
    let rows: [(step: RouteStep, text: TextLayout, rect: Rect)]
  }

  func texts() -> Texts {
    let m = Self.margin
    let textWidth = size.width - 2 * m
    let lines = [
      (TextLayout(route.destination, style: TextStyle(weight: .bold, size: 34, color: .black), width: textWidth), 6.0),
      (TextLayout(summary, style: TextStyle(weight: .regular, size: 22, color: Self.grey), width: textWidth), 4.0),
      (TextLayout(route.directionsText, style: TextStyle(weight: .medium, size: 20, color: AnswerCard.trafficText), width: textWidth), 0.0),
    ]
    var y = backRect.maxY + 20
    let header = lines.map { text, gap in
      defer { y += text.size.height + gap }
      return (text, Rect(origin: Point(m, y), size: text.size))
    }
    // The rows share what is left below the header, up to 76 pt each.
    let top = y + 24
    let rowHeight = route.steps.isEmpty ? 0 : min(76, (size.height - m - top) / Double(route.steps.count))
    let textX = m + Self.disc(rowHeight) + 20
    let rows = route.steps.enumerated().map { i, step in
      let rect = Rect(x: m, y: top + Double(i) * rowHeight, width: textWidth, height: rowHeight)
      return (step, TextLayout(step.text, style: Self.stepStyle, width: rect.maxX - textX - 90), rect)
    }
    return Texts(header: header, rows: rows)
  }

  /// The white sheet and the back button: all there is until the picture
  /// has been painted.
  func drawSheet(_ canvas: Canvas) {
    canvas.fill(Rect(size: size), Color.white)
    canvas.fill(Path.ellipse(in: backRect), Self.backDisc)
    Icon.chevronLeft.draw(canvas, in: Rect(center: backRect.center, size: Size(20, 20)), color: Color(hex: 0x3A3A3C))
  }

  /// The whole page.
  func draw(_ canvas: Canvas) {
    drawSheet(canvas)
    let texts = texts()
    for (text, rect) in texts.header { canvas.draw(text, at: rect.origin) }
    for (i, row) in texts.rows.enumerated() {
      let d = Self.disc(row.rect.height)
      let center = Point(row.rect.minX + d / 2, row.rect.midY)
      let arrival = row.step.turn == .arrive
      canvas.fill(Path.ellipse(in: Rect(center: center, size: Size(d, d))), arrival ? AnswerCard.pinGreen : AnswerCard.routeBlue)
      Self.icon(row.step.turn).draw(canvas, in: Rect(center: center, size: Size(d * 0.56, d * 0.56)), color: .white)
      let textX = row.rect.minX + d + 20
      canvas.draw(row.text, at: Point(textX, row.rect.midY - row.text.size.height / 2))
      canvas.drawText(
        row.step.distanceText, TextStyle(weight: .regular, size: 20, color: Self.grey), at: Point(row.rect.maxX, row.rect.midY), anchor: .right)
      if i < texts.rows.count - 1 {
        canvas.fill(Rect(x: textX, y: row.rect.maxY - 0.5, width: row.rect.maxX - textX, height: 1), Self.hairline)
      }
    }
  }

  /// The arrow's blue disc, a little smaller than its row.
  static func disc(_ rowHeight: Double) -> Double { min(44, rowHeight * 0.64) }

  static func icon(_ turn: RouteStep.Turn) -> Icon {
    switch turn {
    case .start: .locationArrow
    case .left: .turnLeft
    case .right: .turnRight
    case .straight: .straight
    case .arrive: .mappin
    }
  }
}
