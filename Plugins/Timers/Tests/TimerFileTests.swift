import Basics
import Foundation
import HomeViewTesting
import Runtime
import Testing

@testable import Timers

/// Timers kept across a restart in `DATA/timers/timers.json`: a running one
/// comes back running with the time the clock says is left, or ended "while
/// off" with its banner; a bad file is kept aside and the timers start empty.
@MainActor
struct TimerFileTests {
  static let start = CivilTime(year: 2026, month: 4, day: 1, hour: 10, minute: 9)

  static func folder() -> String {
    let path = NSTemporaryDirectory() + "timers-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Starts Pasta (10:00) and pauses Eggs (6:00) on a session whose clock
  /// starts at `start`; leaves after `seconds`.
  static func firstRun(data: String, seconds: Double) throws {
    let s = try TimersTests.session(data: data, clock: .simulated(start: start))
    defer { s.stop() }
    try s.open("timers")
    try s.tap("timers.preset.2")
    try s.tap("timers.preset.1")
    try s.tap("timers.1.pause")
    s.advance(seconds)
  }

  @Test func aRunningTimerRunsOnAfterARestart() throws {
    let data = Self.folder()
    try Self.firstRun(data: data, seconds: 60)
    // Back two minutes after the first run started: a minute passed while off.
    let s = try TimersTests.session(data: data, clock: .simulated(start: Self.start.adding(seconds: 120)))
    defer { s.stop() }
    try s.open("timers")
    #expect(s.state("timers.count") == "2")
    let pasta = try #require(s.state("timers.0"))
    #expect(["Pasta running 8:01", "Pasta running 8:00", "Pasta running 7:59"].contains(pasta), "\(pasta)")
    #expect(s.state("timers.1")?.hasPrefix("Eggs paused 6:00") == true)
    #expect(s.state("timers.banner") == "none")
  }

  @Test func aTimerThatEndedWhileOffSaysSo() throws {
    let data = Self.folder()
    try Self.firstRun(data: data, seconds: 5)
    let s = try TimersTests.session(data: data, clock: .simulated(start: Self.start.adding(seconds: 3600)))
    defer { s.stop() }
    try s.open("timers")
    #expect(s.state("timers.0") == "Pasta ended while off")
    #expect(s.state("timers.banner") == "Pasta is done")
    try s.tap("timers.banner")
    s.advance(0.5)
    // Dismissed, and kept dismissed.
    let again = try TimersTests.session(data: data, clock: .simulated(start: Self.start.adding(seconds: 3700)))
    defer { again.stop() }
    try again.open("timers")
    #expect(again.state("timers.0") == "Pasta ended while off")
    #expect(again.state("timers.banner") == "none")
  }

  @Test func theFileIsVersionedJSON() throws {
    let data = Self.folder()
    try Self.firstRun(data: data, seconds: 1)
    let text = try String(contentsOfFile: data + "/timers/timers.json", encoding: .utf8)
    #expect(text.hasPrefix("{\"version\": 1, \"timers\": ["))
    #expect(text.contains("\"name\": \"Pasta\", \"state\": \"running\", \"ends\": "))
    #expect(text.contains("\"name\": \"Eggs\", \"state\": \"paused\", \"remaining\": 359."))
  }

  @Test(arguments: [
    ("{\"version\": 1, \"timers\": [{\"id\": \"t1\", \"name\": \"Tea\", \"state\": \"paused\", \"remaining\": -3}]}", "timers[0].remaining"),
    ("{\"version\": 1, \"timers\": [{\"id\": \"t1\", \"name\": \"Tea\", \"state\": \"boiling\"}]}", "timers[0].state"),
    ("{\"version\": 1, \"timers\": [{\"id\": \"a\", \"name\": \"A\", \"state\": \"paused\", \"remaining\": 3}, {\"id\": \"a\", \"name\": \"B\", \"state\": \"paused\", \"remaining\": 3}]}", "timers[1].id"),
    ("{\"version\": 1, \"timers\": [", "timers.json.corrupt:1:27: unexpected end of file"),
    // The fuzzer's: an end no Int holds.
    ("{\"version\": 1, \"timers\": [{\"id\": \"t1\", \"name\": \"Tea\", \"state\": \"running\", \"ends\": 1e300}]}", "timers[0].ends: more than a day"),
  ])
  func aBadFileIsKeptAsideAndTheTimersStartEmpty(text: String, place: String) throws {
    let data = Self.folder()
    try FileManager.default.createDirectory(atPath: data + "/timers", withIntermediateDirectories: true)
    try text.write(toFile: data + "/timers/timers.json", atomically: true, encoding: .utf8)
    let s = try TimersTests.session(data: data)
    defer { s.stop() }
    try s.open("timers")
    #expect(s.state("timers.count") == "0")
    #expect(FileManager.default.fileExists(atPath: data + "/timers/timers.json.corrupt"))
    #expect(try String(contentsOfFile: data + "/timers/timers.json.corrupt", encoding: .utf8) == text)
    // The problem names the place.
    let content = try #require(try TimerFile.format.read(data + "/timers/timers.json.corrupt").get())
    #expect {
      _ = try TimerFile.decode(content, frameTime: 0, wallTime: 0)
    } throws: { error in
      (error as? ConfigError)?.description.contains(place) == true
    }
  }
}

extension TimerFileTests {
  /// A far moment read from the file is written back as it was read.
  @Test func aFarEndSavesWithoutTrapping() throws {
    let data = Self.folder()
    try FileManager.default.createDirectory(atPath: data + "/timers", withIntermediateDirectories: true)
    let text = "{\"version\": 1, \"timers\": [{\"id\": \"t1\", \"name\": \"Tea\", \"state\": \"ended\", \"at\": 1e300}]}"
    try text.write(toFile: data + "/timers/timers.json", atomically: true, encoding: .utf8)
    let s = try TimersTests.session(data: data)
    defer { s.stop() }
    try s.open("timers")
    try s.tap("timers.preset.0")
    let saved = try String(contentsOfFile: data + "/timers/timers.json", encoding: .utf8)
    #expect(saved.contains("\"at\": 1e+300"))
    #expect(s.state("timers.count") == "2")
  }
}
