import Art
import Basics
import Canvas
import HomeModel
import Runtime
import Widgets

/// The route's steps (`assistant.route`), opened by the answer card's blue
/// "18 min" button: on the card's white, the destination and the trip's
/// summary, then one row a step with its arrow in a blue disc and the road to
/// the next step. The back chevron returns to the answer.
final class RouteScreen: Screen {
  static let margin = 40.0
  static let back = "assistant.route.back"

  unowned let plugin: AssistantPlugin
  let route: Route
  private let controls = Controls()
  private var backRect = Rect.zero
  private var title: TextLayout?
  private var summary: TextLayout?
  private var directions: TextLayout?
  private var rows: [(step: RouteStep, text: TextLayout, rect: Rect)] = []

  static let stepStyle = TextStyle(weight: .medium, size: 24, color: .black)
  static let grey = Color(hex: 0x8E8E93)
  static let hairline = Color(hex: 0xE5E5EA)

  init(plugin: AssistantPlugin, route: Route) {
    self.plugin = plugin
    self.route = route
    super.init(id: AssistantPlugin.routeRoute.screen)
  }

  override func layout() {
    let m = Self.margin
    backRect = Rect(x: m, y: m, width: 44, height: 44)
    let textWidth = size.width - 2 * m
    title = TextLayout(route.destination, style: TextStyle(weight: .bold, size: 34, color: .black), width: textWidth)
    summary = TextLayout(
      "\(route.travelText) · \(route.distanceText) · leave by \(plugin.locale.time(route.leaveBy))",
      style: TextStyle(weight: .regular, size: 22, color: Self.grey), width: textWidth)
    directions = TextLayout(route.directionsText, style: TextStyle(weight: .medium, size: 20, color: AnswerCard.trafficText), width: textWidth)
    // The rows share what is left below the header, up to 76 pt each.
    let top = headerBottom + 24
    let rowHeight = route.steps.isEmpty ? 0 : min(76, (size.height - m - top) / Double(route.steps.count))
    let textX = m + Self.disc(rowHeight) + 20
    rows = route.steps.enumerated().map { i, step in
      let rect = Rect(x: m, y: top + Double(i) * rowHeight, width: textWidth, height: rowHeight)
      return (step, TextLayout(step.text, style: Self.stepStyle, width: rect.maxX - textX - 90), rect)
    }
    controls.removeAll()
    controls.add(Self.back, backRect) { [unowned self] in plugin.closeRoute() }
  }

  private var headerBottom: Double {
    backRect.maxY + 20 + (title?.size.height ?? 0) + 6 + (summary?.size.height ?? 0) + 4 + (directions?.size.height ?? 0)
  }

  /// The destination, the trip's summary and the directions, one under the other.
  var headerRects: [(TextLayout, Rect)] {
    var y = backRect.maxY + 20
    return [(title, 6.0), (summary, 4.0), (directions, 0.0)].compactMap { text, gap in
      guard let text else { return nil }
      defer { y += text.size.height + gap }
      return (text, Rect(origin: Point(Self.margin, y), size: text.size))
    }
  }

  /// The arrow's blue disc, a little smaller than its row.
  private static func disc(_ rowHeight: Double) -> Double { min(44, rowHeight * 0.64) }

  override var elements: [Element] { controls.elements }

  override func touch(_ event: TouchEvent) -> Bool {
    if let r = controls.track(event) { setNeedsDisplay(r) }
    return false
  }

  override func gesture(_ gesture: Gesture) {
    if case .tap(let p) = gesture { controls.handleTap(at: p) }
  }

  override func draw(_ canvas: Canvas) {
    canvas.fill(bounds, Color.white)
    let circle = Path.ellipse(in: backRect)
    canvas.fill(circle, Color(hex: 0xE9E9EB))
    Icon.chevronLeft.draw(canvas, in: Rect(center: backRect.center, size: Size(20, 20)), color: Color(hex: 0x3A3A3C))
    if controls.pressedID == Self.back { canvas.fill(circle, Color(white: 0, alpha: 0.12)) }

    for (text, rect) in headerRects { canvas.draw(text, at: rect.origin) }
    for (i, row) in rows.enumerated() {
      let d = Self.disc(row.rect.height)
      let center = Point(row.rect.minX + d / 2, row.rect.midY)
      let arrival = row.step.turn == .arrive
      canvas.fill(Path.ellipse(in: Rect(center: center, size: Size(d, d))), arrival ? AnswerCard.pinGreen : AnswerCard.routeBlue)
      Self.icon(row.step.turn).draw(canvas, in: Rect(center: center, size: Size(d * 0.56, d * 0.56)), color: .white)
      let textX = row.rect.minX + d + 20
      canvas.draw(row.text, at: Point(textX, row.rect.midY - row.text.size.height / 2))
      canvas.drawText(
        row.step.distanceText, TextStyle(weight: .regular, size: 20, color: Self.grey), at: Point(row.rect.maxX, row.rect.midY), anchor: .right)
      if i < rows.count - 1 { canvas.fill(Rect(x: textX, y: row.rect.maxY - 0.5, width: row.rect.maxX - textX, height: 1), Self.hairline) }
    }
  }

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
