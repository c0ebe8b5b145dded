import Art
import Basics
import Canvas
import HomeModel
import Runtime

/// Paints the answer card on the painter, ahead of the answer: Siri asks for
/// it while she listens, so the card is in the layer cache by the time it
/// rises. The job paints the map (its trees are the costly part), its frost,
/// and the card around them; until the card is there the rising card shows
/// its blank white sheet.
@MainActor
enum AnswerCardPainter {
  /// The card, or nil while it is painted (then `arrived` runs).
  static func card(
    layout: AssistantLayout, answer: String, route: Route, painter: Painter, scale: Double, for owner: AnyObject?,
    arrived: @escaping @MainActor () -> Void = {}
  ) -> Surface? {
    painter.picture(AnswerCard.key(layout, answer: answer, route: route), for: owner, make: job(layout: layout, answer: answer, route: route, scale: scale), arrived: arrived)
  }

  nonisolated private static func job(layout: AssistantLayout, answer: String, route: Route, scale: Double) -> @Sendable () -> Surface {
    {
      let drawing = ParkMap.Drawing(rect: Rect(size: layout.mapCard.size))
      let map = Surface(size: layout.mapCard.size, scale: scale)
      // The map a band at a time, as it always was: bands meet on whole pixel rows.
      let n = Double(bands)
      for band in 0..<bands {
        AnswerCard.paintMap(map, drawing, layout, route: route, from: Double(band) / n, to: Double(band + 1) / n)
      }
      let blurred = map.blurred(radius: AnswerCard.frostRadius)
      let text = TextLayout(answer, style: AssistantLayout.answerTextStyle, width: AssistantLayout.answerTextWidth(layout.size))
      return AnswerCard.compose(map: map, blurred: blurred, layout, answer: text, route: route, scale: scale)
    }
  }

  nonisolated static let bands = 12
}
