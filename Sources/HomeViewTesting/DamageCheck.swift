import Basics
import Canvas
import Glibc
import Runtime

/// Damage equals repaint: the frame on screen, drawn from damage only over
/// many frames, is compared pixel for pixel with the top screen (and the
/// overlays) drawn whole into a fresh surface from the same state. A screen
/// that changes without marking what changed, marks too little, or leaves
/// pixels unpainted differs.
@MainActor
extension TestSession {
  /// The frame on screen against a full repaint of the same state. Runs
  /// frames first while a transition composites two screens (a transition
  /// frame is drawn whole anyway). On a mismatch it writes the damage-only
  /// frame, the repaint and their diff as PNGs, unless `writingPictures` is
  /// false (a mismatch a list expects: nobody looks at them, and writing
  /// them costs more than the check).
  public func assertDamageMatchesRepaint(writingPictures: Bool = true) throws(DamageMismatch) {
    var frames = 0
    while loop.navigator.isTransitioning && frames < 600 {
      runner.step()
      frames += 1
    }
    guard let top = loop.navigator.top else { return }
    let onScreen = snapshot()
    let whole = repaint(top)
    let (count, box) = DamageMismatch.differing(onScreen, whole)
    guard count > 0 else { return }
    guard writingPictures else {
      throw DamageMismatch(screen: top.id, pixels: count, box: box, frame: loop.frameTime.frame, files: "pictures not written")
    }
    let name = "damage-" + (top.id.split(separator: ":").joined(separator: "-"))
    let folder = TestSession.temporaryFolder()
    let damaged = folder + "/" + name + ".damage.png", repainted = folder + "/" + name + ".repaint.png"
    let diff = folder + "/" + name + ".diff.png"
    try? onScreen.writePNG(to: damaged)
    try? whole.writePNG(to: repainted)
    try? Golden.difference(onScreen, whole).diff?.writePNG(to: diff)
    throw DamageMismatch(
      screen: top.id, pixels: count, box: box, frame: loop.frameTime.frame,
      files: "damage-only \(damaged), repaint \(repainted), diff \(diff)")
  }

  /// `screen` drawn whole, then every overlay in its rect, as the loop
  /// draws them.
  func repaint(_ screen: Screen) -> Surface {
    let out = Surface(pixelWidth: loop.backBuffer.pixelWidth, pixelHeight: loop.backBuffer.pixelHeight, scale: loop.scale)
    let canvas = Canvas(surface: out)
    canvas.withState { screen.draw(canvas) }
    for o in loop.overlays {
      let rect = o.frame(in: loop.size)
      canvas.withState {
        let pixels = rect.pixelAligned(scale: loop.scale), s = 1 / loop.scale
        canvas.clip(Rect(x: pixels.x * s, y: pixels.y * s, width: pixels.width * s, height: pixels.height * s))
        o.draw(canvas, in: rect)
      }
    }
    return out
  }
}

/// A frame drawn from damage that differs from a full repaint of its state.
public struct DamageMismatch: Error, CustomStringConvertible, Sendable {
  public var screen: String
  public var pixels: Int
  /// The differing pixels' bounding box, in pixels.
  public var box: (x: Int, y: Int, width: Int, height: Int)
  public var frame: Int
  public var files: String
  public var description: String {
    "'\(screen)' frame \(frame): \(pixels) pixels drawn from damage differ from a full repaint, within x \(box.x) y \(box.y) \(box.width)×\(box.height) px; \(files)"
  }

  /// A channel may differ by one (blending rounds differently under a clip).
  static let channelTolerance: UInt32 = 1

  static func differing(_ a: Surface, _ b: Surface) -> (Int, (x: Int, y: Int, width: Int, height: Int)) {
    var count = 0
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    a.withPixels { pa, rowA in
      b.withPixels { pb, rowB in
        for y in 0..<a.pixelHeight {
          // Most rows are the same byte for byte: skip them whole.
          if memcmp(pa + y * rowA, pb + y * rowB, a.pixelWidth * 4) == 0 { continue }
          for x in 0..<a.pixelWidth {
            let u = pa[y * rowA + x], v = pb[y * rowB + x]
            guard u != v else { continue }
            var worst: UInt32 = 0
            for shift: UInt32 in [0, 8, 16, 24] {
              let cu = (u >> shift) & 0xFF, cv = (v >> shift) & 0xFF
              worst = max(worst, cu > cv ? cu - cv : cv - cu)
            }
            guard worst > channelTolerance else { continue }
            count += 1
            minX = min(minX, x)
            minY = min(minY, y)
            maxX = max(maxX, x)
            maxY = max(maxY, y)
          }
        }
      }
    }
    guard count > 0 else { return (0, (x: 0, y: 0, width: 0, height: 0)) }
    return (count, (x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1))
  }
}
