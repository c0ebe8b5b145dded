import Art
import Basics
import Canvas
import HomeModel

/// The picture under a photo face: Art's painted scene in its layers, or the
/// person's photo: the file the household's config names for the face, or
/// else one from its photos folder (the face's own place in it). A photo is
/// cropped to fill around its centre of interest (`PhotoFocus`), replaces
/// every layer, and the numerals go over it. The config has already checked
/// a named file's header (a folder's files are checked as they are shown);
/// the photo is decoded when first drawn, at the size it is drawn at
/// (`PhotoCache`), and one that fails to decode is reported once (file and
/// problem) while the painting, or the folder's next photo, shows instead.
final class ScenePicture: Sendable {
  let scene: any LayeredScene.Type
  let faceID: String
  private let photoPath: String?
  private let folder: PhotoFolder?
  /// Which of the folder's photos this face shows.
  private let folderIndex: Int

  /// `folderIndex`: the folder's photo to show (by default the face's place
  /// among the photo faces).
  init(_ scene: any LayeredScene.Type, faceID: String, household: Household?, folderIndex: Int? = nil) {
    self.scene = scene
    self.faceID = faceID
    photoPath = household?.faces.photos[faceID]
    folder = photoPath == nil ? household?.faces.photoFolder.map { PhotoFolder.named($0) } : nil
    self.folderIndex = folderIndex ?? FaceChoice.photoIDs.firstIndex(of: faceID) ?? 0
  }

  /// A photo is configured and has not failed to decode (nothing is decoded to tell).
  var hasPhoto: Bool {
    if let photoPath { return !PhotoCache.shared.failed(photoPath) }
    return folder?.mayShow(at: folderIndex) ?? false
  }

  private func photo(covering rect: Rect, scale: Double) -> PhotoCache.Photo? {
    let pixels = PixelSize(width: Int((rect.width * scale).rounded(.up)), height: Int((rect.height * scale).rounded(.up)))
    if let folder { return folder.photo(at: folderIndex, covering: pixels) }
    guard let photoPath else { return nil }
    return PhotoCache.shared.photo(photoPath, covering: pixels) { error in
      "\(error) (the photo for the face \(faceID), household faces.photos.\(faceID)); showing the painted scene"
    }
  }

  /// Whatever lies behind the numerals.
  func drawBackground(_ canvas: Canvas, in rect: Rect) {
    if let photo = photo(covering: rect, scale: canvas.scale) {
      canvas.draw(photo.surface, in: rect, mode: .fill, focus: photo.focus)
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
