import Basics
import Canvas
import HomeViewTesting
import PluginRegistry
import Testing

/// Fast strokes in Draw Music: after every frame, what the damage-only frames
/// built up on screen is what a full repaint of the screen draws, paused and
/// playing (a damage box missing the caps, the spline's overshoot or the
/// texture leaves the line broken into dashes).
@MainActor
struct DrawMusicDamageTests {
  /// Zig-zags with sharp turns (the spline overshoots them) and one long
  /// sweep, at about 1,000 to 6,000 points a second.
  static let strokes = [
    "path 100 200 500 260 120 330 520 400 140 470 480 560 0.4",
    "path 60 700 560 100 0.5",
    "path 300 120 340 600 260 180 380 640 0.25",
  ]

  @Test(arguments: [false, true])
  func fastStrokesOnScreenMatchAFullRepaint(playing: Bool) throws {
    var options = TestSession.Options()
    options.panel = (1280, 800)
    let t = try TestSession(registry: PluginRegistry.all, options: options)
    defer { t.stop() }
    try t.start(at: "drawmusic")
    t.advance(0.1)
    if !playing { try t.tap("drawmusic.play") }
    #expect(t.state("drawmusic.playing") == String(playing))
    var frames = 0
    var worst: (frame: Int, pixels: Int, example: String) = (0, 0, "")
    t.runner.onFrame = { _ in
      frames += 1
      let (count, example) = Self.differences(t)
      if count > worst.pixels { worst = (frames, count, example) }
    }
    for s in Self.strokes { try t.run(s + "\nwait 0.2") }
    t.runner.onFrame = nil
    #expect(t.state("drawmusic.strokes") == String(Self.strokes.count))
    #expect(frames > 60)
    #expect(worst.pixels == 0, "frame \(worst.frame): \(worst.pixels) pixels differ from a full repaint, e.g. \(worst.example)")
  }

  /// Pixels of the screen that differ from a full repaint by more than
  /// rounding (compositing a piece through the live stroke's layer may move
  /// a channel by a step or two).
  static func differences(_ t: TestSession) -> (Int, String) {
    let screen = t.loop.backBuffer
    let full = Surface(pixelWidth: screen.pixelWidth, pixelHeight: screen.pixelHeight, scale: screen.scale)
    t.loop.navigator.top!.draw(Canvas(surface: full))
    var count = 0
    var example = ""
    screen.withPixels { a, rowA in
      full.withPixels { b, rowB in
        for y in 0..<screen.pixelHeight {
          for x in 0..<screen.pixelWidth {
            let p = a[y * rowA + x], q = b[y * rowB + x]
            guard p != q else { continue }
            var far = false
            for shift in stride(from: 0, to: 32, by: 8) {
              let d = abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF))
              if d > 8 { far = true }
            }
            if far {
              if count == 0 { example = "(\(x), \(y)): \(String(p, radix: 16)) on screen, \(String(q, radix: 16)) repainted" }
              count += 1
            }
          }
        }
      }
    }
    return (count, example)
  }
}
