import Art
import Basics
import Canvas

/// What the cloud button says after a tap: a green checked cloud for a
/// moment when the drawings were saved; a red slashed cloud and a message
/// naming the problem, for longer, when they were not.
struct CloudMark: Equatable {
  enum Kind: String { case saved, failed }

  static let savedSeconds = 1.5
  static let failedSeconds = 5.0
  static let savedGreen = Color(hex: 0x2FA84F)

  let kind: Kind
  /// The save this mark reports (the plugin counts them).
  let number: Int
  let until: Double
  /// "Not saved: …" (failed only).
  let message: String?

  init(_ outcome: DrawMusicPlugin.SaveOutcome, at time: Double) {
    kind = outcome.problem == nil ? .saved : .failed
    number = outcome.number
    until = time + (outcome.problem == nil ? Self.savedSeconds : Self.failedSeconds)
    message = outcome.problem.map { "Not saved: \($0)" }
  }

  var icon: Icon { kind == .saved ? .cloudSaved : .cloudFailed }
  var color: Color { kind == .saved ? Self.savedGreen : Palette.recordRed }

  /// The message's dark capsule, centred near the bottom of `area` (the
  /// canvas), at most its width less a margin.
  @MainActor static func banner(_ message: String, in area: Rect, k: Double) -> (TextLayout, Rect) {
    let pad = 14 * k
    let text = TextLayout(message, style: TextStyle(weight: .medium, size: 15 * k, color: .white, alignment: .center), width: area.width - 4 * pad)
    let w = min(area.width - 2 * pad, text.size.width + 2 * pad), h = text.size.height + pad
    return (text, Rect(x: area.midX - w / 2, y: area.maxY - pad - h, width: w, height: h))
  }

  @MainActor static func drawBanner(_ text: TextLayout, in rect: Rect, on canvas: Canvas) {
    canvas.fill(Path.roundedRect(rect, radius: min(rect.height / 2, 18)), Color(hex: 0x2B2B2B, alpha: 0.92))
    canvas.draw(text, at: Point(rect.midX - text.size.width / 2, rect.midY - text.size.height / 2))
  }
}
