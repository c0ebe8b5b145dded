import Basics
import Foundation
import HomeModel
import HomeViewTesting
import PluginRegistry
import Runtime
import Testing

/// Sophie's home by touch on virtual time: the greeting of the hour, the
/// avatar's session reset, the app page, the tiles.
@MainActor
struct HomeFlowTests {
  static let household = RepositoryFolders.config + "/household.json"

  @Test(arguments: [
    ("2026-04-01T10:09:00", "GOOD MORNING,"), ("2026-04-01T14:30:00", "GOOD AFTERNOON,"), ("2026-04-01T19:45:00", "GOOD EVENING,"),
    ("2026-04-01T02:00:00", "GOOD EVENING,"),
  ])
  func theGreetingFollowsTheTimeOfDay(_ clock: String, _ greeting: String) throws {
    var options = TestSession.Options()
    options.clock = .fixed(try #require(CivilTime(parsing: clock)))
    try TestSession.play("expect-screen home\nexpect home.greeting \(greeting)\n", startingAt: "home", registry: PluginRegistry.all, options: options)
  }

  @Test func theGreetingTurnsToAfternoonAtNoonOnTheSimulatedClock() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("homeview-greeting-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: Self.household, toPath: dir + "/household.json")
    try #"{"household": "household.json", "clock": {"mode": "simulated", "time": "2026-04-01T11:59:58"}, "idle": {"ambientAfterSeconds": 600}}"#
      .write(toFile: dir + "/homeview.json", atomically: true, encoding: .utf8)
    var options = TestSession.Options()
    options.config = .file(dir + "/homeview.json")
    try TestSession.play(
      "expect home.greeting GOOD MORNING,\nwait 2.5\nexpect home.greeting GOOD AFTERNOON,\n", startingAt: "home", registry: PluginRegistry.all,
      options: options)
  }

  @Test func tappingTheAvatarResetsTheSessionToTheGallery() throws {
    let s = try TestSession.started(at: "face", registry: PluginRegistry.all)
    defer { s.stop() }
    let resets = s.capture(ResetSession.self)
    try s.run(
      """
      tap @face
      wait 2.5
      expect-screen home
      tap @home.avatar
      wait 0.6
      expect-screen gallery
      expect navigator.depth 1
      expect audio.clicks 1
      """)
    #expect(resets.count == 1, "ResetSession was posted once")
    // Recognition starts over after the reset: nobody recognised yet, then Sophie again.
    try TestSession.play(
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
      """, startingAt: "home", registry: PluginRegistry.all)
  }

  @Test func swipingLeftShowsTheAppPageAndRightComesBack() throws {
    try TestSession.play(
      """
      expect home.page 0
      swipe left
      wait 1
      expect-screen home.apps
      expect home.page 1
      expect home.apps home.app.music,home.app.podcasts,home.app.home,home.app.cookbook,home.app.siri,home.app.drawmusic,home.app.timers,home.app.calendar,home.app.reminders,home.app.settings
      tap @home.app.timers
      wait 0.5
      expect-screen timers
      tap @timers.close
      wait 0.5
      expect-screen home.apps
      swipe right
      wait 1
      expect-screen home
      expect home.page 0
      """, startingAt: "home", registry: PluginRegistry.all)
  }

  @Test func theWidgetsOpenTheirScreensWithAClick() throws {
    try TestSession.play(
      """
      tap @home.weather
      wait 0.5
      expect-screen weather
      expect audio.clicks 1
      """, startingAt: "home", registry: PluginRegistry.all)
    try TestSession.play(
      """
      # The calendar widget opens the Calendar screen.
      tap @home.calendar
      wait 0.5
      expect-screen calendar
      expect audio.clicks 1
      """, startingAt: "home", registry: PluginRegistry.all)
  }

  @Test func podcastsOpensTheEpisodeAndItsCloseComesBack() throws {
    try TestSession.play(
      """
      tap @home.podcasts
      wait 0.5
      expect-screen podcasts
      expect podcasts.chapter What heat does in the mouth
      tap @podcasts.close
      wait 0.5
      expect-screen home
      """, startingAt: "home", registry: PluginRegistry.all)
  }

  @Test func theHomeWorksAtEverySize() throws {
    var options = TestSession.Options()
    options.panel = (800, 480)
    try TestSession.play(
      """
      tap @home.weather
      wait 0.5
      expect-screen weather
      tap @weather.close
      wait 0.5
      expect-screen home
      swipe left
      wait 1
      expect-screen home.apps
      """, startingAt: "home", registry: PluginRegistry.all, options: options)
  }
}
