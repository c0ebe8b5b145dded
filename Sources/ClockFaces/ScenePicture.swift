import Art
import Canvas
import HomeModel
import Runtime

/// The picture under a photo face: Art's painted scene in its layers, or the
/// photo file the household's config names for the face, scaled to fill (it
/// then replaces every layer, and the numerals go over it). The file is loaded
/// once, when the face is made, and kept; the config has already checked it
/// exists, so one that still fails to decode is reported (file and problem)
/// and the painting shows instead.
@MainActor
final class ScenePicture {
  let scene: any LayeredScene.Type
  let photo: Surface?

  init(_ scene: any LayeredScene.Type, faceID: String, household: Household?) {
    self.scene = scene
    photo = household?.faces.photos[faceID].flatMap { path in
      do { return try Surface.load(path: path) } catch {
        Log.warning("\(error) (the photo for the face \(faceID), household faces.photos.\(faceID)); showing the painted scene")
        return nil
      }
    }
  }

  /// Whatever lies behind the numerals.
  func drawBackground(_ canvas: Canvas, in rect: Rect) {
    if let photo {
      canvas.draw(photo, in: rect, mode: .fill)
    } else {
      scene.drawBackground(canvas, in: rect)
    }
  }

  /// Whatever stands in front of the numerals: the people and the foreground
  /// (nothing for a photo, which cannot be cut apart).
  func drawFront(_ canvas: Canvas, in rect: Rect) {
    guard photo == nil else { return }
    scene.drawPeople(canvas, in: rect)
    scene.drawForeground(canvas, in: rect)
  }

  /// Paints the background into `rect` and returns a blurred copy of it, for
  /// frosted glass in front: one paint of the scene serves both.
  func drawBackground(_ canvas: Canvas, in rect: Rect, blurRadius: Double) -> Surface {
    let sharp = Surface(size: rect.size, scale: canvas.scale)
    drawBackground(Canvas(surface: sharp), in: Rect(size: rect.size))
    canvas.draw(sharp, in: rect)
    return sharp.blurred(radius: blurRadius)
  }
}
