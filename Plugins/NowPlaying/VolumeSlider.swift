import Art
import Basics
import Canvas
import Runtime

/// The volume under the transport, as Apple's players show it: a thin track
/// like the progress bar's, filled to the level, between a quiet speaker and
/// a loud one. A finger that goes down on it sets the level where it is along
/// the track, as it moves (Now Playing and the podcast share the player's).
@MainActor
final class VolumeSlider {
  /// A finger is on it (the fill brightens).
  private(set) var held = false
  /// The level last drawn.
  private var shown: Int?

  /// Whether `level` differs from what was drawn (the slider's area needs drawing).
  func needsDrawing(_ level: Int) -> Bool {
    guard level != shown else { return false }
    shown = level
    return true
  }

  /// Takes a touch that went down on the slider and the ones after it:
  /// `set` gets the level under the finger. False for a touch that is not its.
  func track(_ event: TouchEvent, frames: NowPlayingLayout, set: (Int) -> Void) -> Bool {
    let track = frames.volume
    switch event.phase {
    case .down:
      guard frames.volumeTarget.contains(event.location) else { return false }
      held = true
    case .move:
      guard held else { return false }
    case .up:
      guard held else { return false }
      held = false
    case .cancel:
      guard held else { return false }
      held = false
      return true
    }
    set(Int((min(max((event.location.x - track.minX) / track.width, 0), 1) * 100).rounded()))
    return true
  }

  func draw(_ canvas: Canvas, frames: NowPlayingLayout, level: Int) {
    let track = frames.volume
    let speakers = Color(white: 1, alpha: 0.6)
    Icon.speaker.draw(canvas, in: frames.volumeLow, color: speakers)
    Icon.speakerWaves.draw(canvas, in: frames.volumeHigh, color: speakers)
    let shape = Path.roundedRect(track, radius: track.height / 2)
    canvas.fill(shape, Color(white: 1, alpha: 0.25))
    let fill = track.width * Double(min(max(level, 0), 100)) / 100
    guard fill > 0 else { return }
    canvas.withState {
      canvas.clip(Rect(x: track.minX, y: track.minY, width: fill, height: track.height))
      canvas.fill(shape, Color(white: 1, alpha: held ? 1 : 0.85))
    }
  }
}
