import Basics
import Foundation
import HomeViewTesting
import Testing

/// The Timers screen's states, full frame at 640×400 (the points of 1280×800).
@MainActor
struct TimersGoldenTests {
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/Goldens"

  @Test(arguments: ["timers", "timers:kitchen", "timers:done"])
  func theScreenMatchesItsGolden(id: String) throws {
    let s = try TimersTests.session()
    defer { s.stop() }
    try s.start(at: id)
    s.settle()
    try s.assertGolden(id.replacingOccurrences(of: ":", with: "-"), in: Self.goldens)
  }

  /// A second's change rolls the digits: half way, the old and new digits
  /// share the cell.
  @Test func theDigitsRoll() throws {
    let s = try TimersTests.session()
    defer { s.stop() }
    try s.open("timers")
    try s.tap("timers.preset.0")
    // To the frame 4:00 turns 3:59, then half of the roll's 0.3 s.
    var frames = 0
    while s.state("timers.0") == "Tea running 4:00" && frames < 120 {
      s.advance(1 / 60)
      frames += 1
    }
    s.advance(0.15)
    try s.assertGolden("timers-rolling", in: Self.goldens)
  }
}
