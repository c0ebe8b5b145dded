import Art
import Basics
import Canvas
import HomeModel
import Widgets

/// The answer card (docs/screens.md §5): white, full screen; the answer in large
/// black text; the rounded map card with its pin and the frosted info panel.
/// Everything but the orb and the route button (which move) is painted once
/// per size into a cached layer (by `AnswerCardPainter`).
enum AnswerCard {
  static let pinGreen = Color(hex: 0x2FB35A)
  static let routeBlue = Color(hex: 0x1E88F5)
  static let trafficOrange = Color(hex: 0xF09A1A)
  /// The directions' words: the orange darkened until small text on white
  /// reads (WCAG's 4.5:1), as Apple's higher-contrast orange does.
  static let trafficText = Color(hex: 0xB04500)
  static let border = Color(hex: 0xD1D1D6)
  /// The distance's grey: Apple's secondary grey (#8E8E93) darkened as its
  /// higher-contrast grey is, until small text on the frosted panel reads (4.5:1).
  static let distanceText = Color(hex: 0x6C6C70)

  static func key(_ layout: AssistantLayout, answer: String, route: Route) -> String {
    "assistant.card.\(Int(layout.size.width))x\(Int(layout.size.height)).\(answer).\(route.destination)"
  }

  /// The map card's picture (map and pin), or the band of it from `from` to
  /// `to` (shares of its height): painted a band per frame, no frame stalls.
  static func paintMap(_ map: Surface, _ drawing: ParkMap.Drawing, _ layout: AssistantLayout, route: Route, from: Double = 0, to: Double = 1) {
    let c = Canvas(surface: map)
    let size = layout.mapCard.size
    // Bands meet on whole pixel rows: nothing is painted twice (translucent
    // shadows would darken) and no seam is anti-aliased.
    let s = map.scale
    let top = (size.height * from * s).rounded(.down) / s
    let bottom = to >= 1 ? size.height + 1 : (size.height * to * s).rounded(.down) / s
    c.clip(Rect(x: 0, y: top, width: size.width + 1, height: bottom - top))
    drawing.draw(c)
    let pin = Point(layout.pin.x - layout.mapCard.minX, layout.pin.y - layout.mapCard.minY)
    MapPin.draw(c, center: pin, diameter: 54, glyph: .pickleballPlayer, color: pinGreen, label: route.destination)
  }

  static let frostRadius = 26.0

  /// The whole card around a painted map and its blurred copy.
  static func compose(map: Surface, blurred: Surface, _ layout: AssistantLayout, answer: TextLayout, route: Route, scale: Double) -> Surface {
    let card = Surface(size: layout.size, scale: scale)
    let c = Canvas(surface: card)
    c.fill(Rect(size: layout.size), Color.white)
    c.draw(answer, at: layout.answerTextOrigin)
    let frame = layout.mapCard
    let shape = Path.roundedRect(frame, radius: AssistantLayout.mapCorner)
    c.withState {
      c.clip(shape)
      c.draw(map, in: frame)
      let panel = layout.infoPanel
      c.drawFrostedGlass(
        Path.rect(panel), backdrop: blurred, backdropRect: frame, tint: Color(white: 1, alpha: 0.74), strokeWidth: 0)
      c.fill(Rect(x: panel.minX, y: panel.minY, width: panel.width, height: 0.5), Color(white: 0, alpha: 0.12))
      drawInfo(c, in: panel, route: route)
    }
    c.stroke(Path.roundedRect(frame.insetBy(0.5, 0.5), radius: AssistantLayout.mapCorner - 0.5), border, width: 1)
    return card
  }

  /// "Stern Grove Playground" (bold black), "3.9 mi" (grey), "Take Portola Dr
  /// • Moderate Traffic" (orange).
  static func drawInfo(_ c: Canvas, in panel: Rect, route: Route) {
    for (line, rect) in infoLineRects(in: panel, route: route) { c.draw(line, at: rect.origin) }
  }

  /// The three lines and where each goes: stacked, centred in the panel's height.
  static func infoLineRects(in panel: Rect, route: Route) -> [(TextLayout, Rect)] {
    let lines = infoLines(route)
    let gap = 3.0
    let total = lines.map(\.size.height).reduce(0, +) + Double(lines.count - 1) * gap
    var y = panel.midY - total / 2
    return lines.map { line in
      defer { y += line.size.height + gap }
      return (line, Rect(origin: Point(panel.minX + 26, y), size: line.size))
    }
  }

  static func infoLines(_ route: Route) -> [TextLayout] {
    [
      TextLayout(route.destination, style: TextStyle(weight: .bold, size: 23, color: .black)),
      TextLayout(route.distanceText, style: TextStyle(weight: .regular, size: 18, color: distanceText)),
      TextLayout(route.directionsText, style: TextStyle(weight: .medium, size: 18, color: trafficText)),
    ]
  }

  /// The blue "18 min" capsule with its car; `press` (0…1) pulls it in by
  /// the same few points on every side (as a wide button shrinks when
  /// pressed) and the title a little with it.
  @MainActor static func drawRouteButton(_ c: Canvas, in rect: Rect, route: Route, press: Double, pressed: Bool) {
    let inset = press * 4
    let r = rect.insetBy(inset, inset)
    CapsuleButton.draw(
      c, title: route.travelText, icon: .car, in: r, fill: .color(routeBlue),
      font: TextStyle(weight: .semibold, size: 23 * (1 - 0.04 * press)), pressed: pressed)
  }
}
