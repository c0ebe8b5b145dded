import Art
import Basics
import Canvas
import HomeModel

/// The picture under a photo face: Art's painted scene in its layers, or the
/// photo file the household's config names for the face, scaled to fill (it
/// then replaces every layer, and the numerals go over it). The config has
/// already checked the file's header; the photo is decoded when first drawn,
/// at the size it is drawn at (`PhotoCache`), and one that still fails to
/// decode is reported once (file and problem) while the painting shows instead.
@MainActor
final class ScenePicture {
  let scene: any LayeredScene.Type
  let faceID: String
  private let photoPath: String?

  init(_ scene: any LayeredScene.Type, faceID: String, household: Household?) {
    self.scene = scene
    self.faceID = faceID
    photoPath = household?.faces.photos[faceID]
  }

  /// A photo is configured and has not failed to decode.
  var hasPhoto: Bool { photoPath.map { !PhotoCache.shared.failed($0) } ?? false }

  private func photo(covering rect: Rect, scale: Double) -> Surface? {
    guard let photoPath else { return nil }
    let pixels = PixelSize(width: Int((rect.width * scale).rounded(.up)), height: Int((rect.height * scale).rounded(.up)))
    return PhotoCache.shared.photo(photoPath, covering: pixels) { error in
      "\(error) (the photo for the face \(faceID), household faces.photos.\(faceID)); showing the painted scene"
    }
  }

  /// Whatever lies behind the numerals.
  func drawBackground(_ canvas: Canvas, in rect: Rect) {
    if let photo = photo(covering: rect, scale: canvas.scale) {
      canvas.draw(photo, in: rect, mode: .fill)
    } else {
      scene.drawBackground(canvas, in: rect)
    }
  }

  /// Whatever stands in front of the numerals: the people and the foreground
  /// (nothing for a photo, which cannot be cut apart).
  func drawFront(_ canvas: Canvas, in rect: Rect) {
    guard !hasPhoto else { return }
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
