import Art
import Basics
import Canvas
import Runtime

/// The icons Now Playing's controls show. The first time a glyph icon is
/// drawn anywhere its ink is measured from a large rendering of it (about a
/// third of Now Playing's first frame, on the frame thread): so, as the
/// home comes (Music is a tap away), a painter job draws each of them once
/// into a single pixel, which measures them there.
enum ControlIcons {
  static let all: [Icon] = [.xmark, .ellipsis, .quoteBubble, .rewind, .play, .pause, .fastForward, .queue, .speaker, .speakerWaves]

  @MainActor
  static func warm(_ painter: Painter) {
    painter.paint(
      {
        let canvas = Canvas(surface: Surface(pixelWidth: 1, pixelHeight: 1))
        for icon in all { icon.draw(canvas, in: Rect(x: 0, y: 0, width: 1, height: 1), color: .white) }
      }, done: {})
  }
}
