import Art
import Basics
import Canvas
import HomeModel

/// Paints the answer card ahead of the answer, a step per frame: the map a
/// band at a time (its trees are the costly part), then the card around it,
/// into the layer cache. Spread over a handful of frames while Siri listens,
/// it never stalls one; asked for the card before it is done, it finishes at once.
@MainActor
final class AnswerCardPainter {
  static let bands = 12

  let key: String
  private let layout: AssistantLayout
  private let answer: TextLayout
  private let route: Route
  private let cache: LayerCache
  private let scale: Double
  private var drawing: ParkMap.Drawing?
  private var map: Surface?
  private var blurredMap: Surface?
  private var band = 0

  init(layout: AssistantLayout, answer: TextLayout, route: Route, cache: LayerCache, scale: Double) {
    key = AnswerCard.key(layout, route: route)
    self.layout = layout
    self.answer = answer
    self.route = route
    self.cache = cache
    self.scale = scale
  }

  var isDone: Bool { cache.lookup(key) != nil }

  /// One step; true once the card is in the cache.
  @discardableResult
  func step() -> Bool {
    if isDone { return true }
    guard let drawing, let map else {
      // Planning the map (where every tree goes) is a step of its own.
      drawing = ParkMap.Drawing(rect: Rect(size: layout.mapCard.size))
      map = Surface(size: layout.mapCard.size, scale: scale)
      return false
    }
    if band < Self.bands {
      let n = Double(Self.bands)
      AnswerCard.paintMap(map, drawing, layout, route: route, from: Double(band) / n, to: Double(band + 1) / n)
      band += 1
      return false
    }
    guard let blurredMap else {
      // The info panel's frost, and its fonts loaded, a step of their own.
      blurredMap = map.blurred(radius: AnswerCard.frostRadius)
      _ = AnswerCard.infoLines(route).map(\.size)
      return false
    }
    cache.insert(key, AnswerCard.compose(map: map, blurred: blurredMap, layout, answer: answer, route: route, scale: scale))
    self.map = nil
    self.blurredMap = nil
    return true
  }

  /// The card, finished now if it is not yet.
  func card() -> Surface {
    while !step() {}
    return cache.lookup(key)!
  }
}
