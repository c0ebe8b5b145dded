import Art
import Basics
import Canvas

/// Renders a layered scene's layers alone or together, for the scene tests.
@MainActor
struct LayeredSceneChecks {
  var scene: any LayeredScene.Type

  enum Layers { case all, background, people }

  func render(width: Int, height: Int, _ layers: Layers = .all) -> Surface {
    let surface = Surface(pixelWidth: width, pixelHeight: height, scale: 1)
    let canvas = Canvas(surface: surface)
    let rect = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
    switch layers {
    case .all: scene.draw(canvas, in: rect)
    case .background: scene.drawBackground(canvas, in: rect)
    case .people: scene.drawPeople(canvas, in: rect)
    }
    return surface
  }

  func bytes(_ s: Surface) -> [UInt32] {
    s.withPixels { p, row in Array(UnsafeBufferPointer(start: p, count: row * s.pixelHeight)) }
  }

  /// Two paints of the whole picture give identical bytes.
  func isDeterministic() -> Bool {
    bytes(render(width: 640, height: 400)) == bytes(render(width: 640, height: 400))
  }

  func alpha(_ s: Surface, _ x: Int, _ y: Int) -> UInt32 { s.pixel(x: x, y: y) >> 24 }

  /// 0…255 channels of a pixel.
  func rgb(_ s: Surface, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
    let p = s.pixel(x: x, y: y)
    return (Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
  }
}
