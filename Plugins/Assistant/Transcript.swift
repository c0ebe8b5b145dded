import Basics
import Canvas
import Runtime

/// The question as Siri hears it, "Siri, when should I leave for practice?",
/// white 30 pt semibold with a soft shadow. The whole line is painted once
/// (text and blurred shadow) into a cached layer; each word is that layer
/// clipped to the word's stretch, so revealing word by word costs a copy.
/// The layer is painted on the painter: it was most of the listening
/// screen's first frame (the crossfade's), and its first word is not due
/// until `AssistantTiming.firstWord`.
@MainActor
final class Transcript {
  nonisolated static let style = TextStyle(weight: .semibold, size: 30, color: .white)
  /// Room round the text for the shadow.
  nonisolated static let pad = 18.0

  let question: String
  let words: [String]
  /// The layer's size in points.
  let size: Size
  /// Where each word's stretch of the layer ends (the last one ends at the
  /// layer's edge): word i covers boundaries[i - 1] ..< boundaries[i].
  let boundaries: [Double]
  let scale: Double

  /// `texts`: the question measured (`AssistantTexts`, ahead on the painter).
  init(_ texts: AssistantTexts, scale: Double) {
    question = texts.question
    self.scale = scale
    words = question.split(separator: " ").map(String.init)
    size = texts.transcriptSize
    boundaries = texts.wordEnds
  }

  /// The layer, or nil while the painter paints it (then `arrived` runs).
  func layer(_ painter: Painter, for owner: AnyObject?, arrived: @escaping @MainActor () -> Void) -> Surface? {
    painter.picture("assistant.transcript.\(question)", for: owner, make: Self.paint(question, size: size, scale: scale), arrived: arrived)
  }

  nonisolated private static func paint(_ question: String, size: Size, scale: Double) -> @Sendable () -> Surface {
    {
      let line = TextLayout(question, style: style)
      let pad = Self.pad
      let layer = Surface(size: size, scale: scale)
      let c = Canvas(surface: layer)
      let shadowSource = Surface(size: size, scale: scale)
      // Dark enough under the words that they read over the frosted numerals (3:1).
      Canvas(surface: shadowSource).draw(line, at: Point(pad, pad + 2), color: Color(white: 0, alpha: 0.95))
      let shadow = shadowSource.blurred(radius: 7, downsample: 2)
      c.draw(shadow, in: Rect(size: size))
      c.draw(shadow, in: Rect(size: size))
      c.draw(line, at: Point(pad, pad))
      return layer
    }
  }

  /// The stretch of the layer word `i` covers, in layer coordinates.
  func stretch(_ i: Int) -> (from: Double, to: Double) {
    (i == 0 ? 0 : boundaries[i - 1], boundaries[i])
  }

  /// Draws the words of `layer` with its top-left at `origin`; `reveal(i)`
  /// gives each word's progress 0…1 (0 hidden, 1 in place): it fades in and
  /// rises the last few points.
  func draw(_ c: Canvas, layer: Surface, at origin: Point, reveal: (Int) -> Double) {
    for i in words.indices {
      let r = min(max(reveal(i), 0), 1)
      guard r > 0 else { continue }
      let (from, to) = stretch(i)
      let rise = (1 - Easing.easeOut.apply(r)) * 8
      c.withState {
        c.clip(Rect(x: origin.x + from, y: origin.y - 2, width: to - from, height: size.height + 12))
        c.draw(layer, in: Rect(origin: Point(origin.x, origin.y + rise), size: size), alpha: r)
      }
    }
  }
}
