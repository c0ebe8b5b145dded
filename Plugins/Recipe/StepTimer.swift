import HomeModel

/// A kitchen timer for a step that names a time ("simmer for 20 minutes"):
/// the step card offers it, a tap starts it, it counts down on the card and
/// says when it is done. One runs at a time, on frame time, and it keeps
/// running while the cook looks at another card or screen.
struct StepTimer: Sendable, Equatable {
  let step: Int
  let duration: Double
  let start: Double

  func remaining(at time: Double) -> Double { max(0, duration - (time - start)) }
  func isDone(at time: Double) -> Bool { remaining(at: time) <= 0 }

  /// "4:37": whole seconds, rounded up, so it shows 0:00 only when done.
  func text(at time: Double) -> String { Self.clock(remaining(at: time)) }

  static func clock(_ seconds: Double) -> String {
    let s = Int(seconds.rounded(.up))
    let rest = s % 60
    return "\(s / 60):" + (rest < 10 ? "0\(rest)" : "\(rest)")
  }

  /// The first time a step names, in seconds ("5 minutes", "1 minute"), or nil.
  static func minutes(in text: String) -> Double? {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "." || $0 == "(" || $0 == ")" })
    for (word, next) in zip(words, words.dropFirst()) {
      if let n = Int(word), n > 0, n <= 600, next.lowercased().hasPrefix("min") { return Double(n) * 60 }
    }
    return nil
  }
}
