import Foundation
import Testing

/// Recognizing and Sophie's home through the binary: the avatars fading in,
/// the household's pick after its 1.2 s, her home with the greeting of the
/// hour, the avatar's session reset, the app page.
struct RecognitionHomeTests {
  func run(_ script: String, clock: String? = nil, _ extra: [String] = []) throws -> (Binary.Result, String) {
    let dir = try Binary.temporaryFolder()
    try Binary.write(script, to: dir + "/test.script")
    var args = ["--script", dir + "/test.script", "--out", dir + "/out"] + extra
    if let clock {
      try FileManager.default.copyItem(atPath: Binary.root + "/Config/household.json", toPath: dir + "/household.json")
      try Binary.write(#"{"household": "household.json", "clock": {"mode": "fixed", "time": "\#(clock)"}}"#, to: dir + "/homeview.json")
      args += ["--config", dir + "/homeview.json"]
    }
    return (try Binary.run(args), dir)
  }

  @Test func theAvatarsFadeInAndSophieIsRecognisedAfterTheHouseholdsDelay() throws {
    let (r, _) = try run(
      """
      tap @face
      wait 0.05
      expect-screen recognition
      expect recognition.avatars 0
      expect recognition.person none
      wait 1.0
      expect recognition.avatars 6
      expect recognition.person none
      wait 0.25
      expect recognition.person sophie
      expect-screen recognition
      wait 1.1
      expect-screen home
      expect home.person sophie
      expect home.name SOPHIE
      expect navigator.depth 1
      """, ["--start", "face"])
    #expect(r.status == 0, "\(r.stderr)")
  }

  @Test(arguments: [("2026-04-01T10:09:00", "GOOD MORNING,"), ("2026-04-01T14:30:00", "GOOD AFTERNOON,"), ("2026-04-01T19:45:00", "GOOD EVENING,"), ("2026-04-01T02:00:00", "GOOD EVENING,")])
  func theGreetingFollowsTheTimeOfDay(_ clock: String, _ greeting: String) throws {
    let (r, _) = try run("expect-screen home\nexpect home.greeting \(greeting)\n", clock: clock, ["--start", "home"])
    #expect(r.status == 0, "\(r.stderr)")
  }

  @Test func theGreetingTurnsToAfternoonAtNoonOnTheSimulatedClock() throws {
    let dir = try Binary.temporaryFolder()
    try FileManager.default.copyItem(atPath: Binary.root + "/Config/household.json", toPath: dir + "/household.json")
    try Binary.write(#"{"household": "household.json", "clock": {"mode": "simulated", "time": "2026-04-01T11:59:58"}, "idle": {"ambientAfterSeconds": 600}}"#, to: dir + "/homeview.json")
    try Binary.write("expect home.greeting GOOD MORNING,\nwait 2.5\nexpect home.greeting GOOD AFTERNOON,\n", to: dir + "/test.script")
    let r = try Binary.run(["--config", dir + "/homeview.json", "--start", "home", "--script", dir + "/test.script", "--out", dir + "/out"])
    #expect(r.status == 0, "\(r.stderr)")
  }

  @Test func tappingTheAvatarResetsTheSessionToTheGallery() throws {
    let (r, _) = try run(
      """
      tap @face
      wait 2.5
      expect-screen home
      tap @home.avatar
      wait 0.6
      expect-screen gallery
      expect navigator.depth 1
      expect audio.clicks 1
      """, ["--start", "face"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stderr.contains("homeview: session reset\n"), "ResetSession was posted: \(r.stderr)")
    // Recognition starts over after the reset: nobody recognised yet, then Sophie again.
    let (again, _) = try run(
      """
      wait 0.2
      tap @home.avatar
      wait 0.6
      expect-screen gallery
      # Any tile will do: the first face on screen.
      tap @gallery.face.coral-serif
      wait 1.5
      tap @face
      wait 0.3
      expect recognition.person none
      wait 2.2
      expect-screen home
      """, ["--start", "home"])
    #expect(again.status == 0, "\(again.stderr)")
  }

  @Test func swipingLeftShowsTheAppPageAndRightComesBack() throws {
    let (r, _) = try run(
      """
      expect home.page 0
      swipe left
      wait 1
      expect-screen home.apps
      expect home.page 1
      expect home.apps home.app.music,home.app.podcasts,home.app.home,home.app.cookbook,home.app.siri,home.app.drawmusic,home.app.timers
      tap @home.app.podcasts
      wait 0.5
      expect-screen home.apps
      swipe right
      wait 1
      expect-screen home
      expect home.page 0
      """, ["--start", "home"])
    #expect(r.status == 0, "\(r.stderr)")
  }

  @Test func everyTilePressesWithAClickAndPressOnlyTilesStayHome() throws {
    let (r, _) = try run(
      """
      tap @home.podcasts
      wait 0.3
      tap @home.weather
      wait 0.3
      tap @home.calendar
      wait 0.5
      expect-screen home
      expect audio.clicks 3
      """, ["--start", "home"])
    #expect(r.status == 0, "\(r.stderr)")
  }

  @Test func theHomeWorksAtEverySize() throws {
    let (r, _) = try run("tap @home.weather\nswipe left\nwait 1\nexpect-screen home.apps\n", ["--start", "home", "--size", "800x480"])
    #expect(r.status == 0, "\(r.stderr)")
  }
}

/// Recognizing mid-sequence and the home's pages, rendered with the fixed
/// clock and compared with goldens that were looked at against seed sections 3 and 4.
struct RecognitionHomeGoldenTests {
  static let cases: [GoldenTests.Case] = [
    GoldenTests.Case(name: "home-1280x800", args: ["snapshot", "home"]),
    GoldenTests.Case(name: "home.apps-1280x800", args: ["snapshot", "home.apps"]),
    GoldenTests.Case(name: "home-800x480", args: ["snapshot", "home", "--size", "800x480"]),
  ]

  @Test(arguments: cases)
  func screenMatchesItsGolden(_ c: GoldenTests.Case) throws {
    let dir = try Binary.temporaryFolder()
    let actual = "\(dir)/\(c.name).png"
    let r = try Binary.run(c.args + ["--out", actual])
    #expect(r.status == 0, "\(r.stderr)")
    try GoldenTests().compare(actual: actual, golden: "\(GoldenTests.goldens)/\(c.name).png")
  }

  /// The avatars halfway through their stagger, and Sophie's pulse just after the pick.
  @Test func recognitionMidSequenceMatchesItsGoldens() throws {
    let dir = try Binary.temporaryFolder()
    try Binary.write("tap @face\nwait 0.45\nsnapshot recognition-stagger\nwait 0.9\nsnapshot recognition-recognised\n", to: dir + "/seq.script")
    let r = try Binary.run(["--start", "face", "--script", dir + "/seq.script", "--out", dir])
    #expect(r.status == 0, "\(r.stderr)")
    for name in ["recognition-stagger", "recognition-recognised"] {
      try GoldenTests().compare(actual: "\(dir)/\(name).png", golden: "\(GoldenTests.goldens)/\(name)-1280x800.png")
    }
  }
}
