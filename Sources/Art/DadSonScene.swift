public import Basics
public import Canvas

/// The picture behind the default clock face (seed section 2): a dad carrying his
/// son on his shoulders against a bright blue sky. It comes in two layers because
/// the face puts its giant translucent numerals between the sky and the people.
public enum DadSonScene {
  /// Sky and clouds, filling `rect` (any aspect ratio; landscape 1280x800 is the main case, also ~1:1 miniatures).
  @MainActor public static func drawBackground(_ canvas: Canvas, in rect: Rect) {
    Sky.draw(canvas, in: rect)
  }

  /// The dad and son, laid out from `rect` (scaled by the rect's height, centred horizontally, standing on the bottom edge), transparent elsewhere.
  @MainActor public static func drawPeople(_ canvas: Canvas, in rect: Rect) {
    canvas.withState {
      canvas.clip(rect)
      // People are authored in a 1000-unit-tall frame: x = 0 at the centre, y = 1000 at
      // the bottom edge, about 600 units wide. On tall portrait rects the width limits
      // the scale instead, so the dad's shoulders are not cut off.
      let k = min(rect.height / 1000, rect.width / 600)
      canvas.translate(rect.midX, rect.maxY - 1000 * k)
      canvas.scaleBy(k, k)
      People.draw(canvas)
    }
  }
}

/// The dad-and-son picture is a layered scene like the other photos.
extension DadSonScene: LayeredScene {}
