import Art
import Faces
import Foundation
import HomeModel
import HouseholdStore
import HomeViewSession
import HomeViewTesting
import Runtime
@testable import Settings
import Testing

/// The first-run flow: it starts where the config and the data folder name no
/// household, writes the household the person made into settings.json (applied
/// at once, there again after a restart) and lands on the chosen face.
@MainActor
struct WelcomeTests {
  let registry = [PluginRegistration(FacesPlugin.self), PluginRegistration(SettingsPlugin.self)]
  static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/Goldens"

  func session(data: String? = nil) throws -> TestSession {
    var options = TestSession.Options()
    options.dataFolder = data
    return try TestSession(registry: registry, options: options)
  }

  @Test func thePeopleAndTheFaceAreSavedAndTheFaceShows() throws {
    let t = try session()
    try t.start(at: "welcome")
    t.settle()
    try t.tap("welcome.start")
    #expect(t.state("welcome.step") == "people")
    #expect(t.state("welcome.people") == ":sophie", "one person to name, with the first avatar")
    // Typed on the on-screen keyboard: each word starts with a capital.
    for key in ["m", "a", "r", "y", "hyphen", "a", "n", "n", "space", "o", "apostrophe", "n", "e", "i", "l"] {
      try t.tap("welcome.key." + key)
    }
    #expect(t.state("welcome.people") == "Mary-Ann O'Neil:sophie")
    for _ in 0..<7 { try t.tap("welcome.key.delete") }
    #expect(t.state("welcome.people") == "Mary-Ann:sophie")
    try t.tap("welcome.avatar.mei")
    // A second person from the suggestions, then a third one removed again.
    try t.tap("welcome.add")
    try t.tap("welcome.suggest.1")
    try t.tap("welcome.add")
    #expect(t.state("welcome.people") == "Mary-Ann:mei,Dad:sophie,:leo")
    // Not everyone has a name yet: Next waits.
    try t.tap("welcome.people.next")
    #expect(t.state("welcome.step") == "people")
    try t.tap("welcome.remove")
    #expect(t.state("welcome.people") == "Mary-Ann:mei,Dad:sophie")
    try t.tap("welcome.people.next")
    #expect(t.state("welcome.step") == "face")
    try t.tap("welcome.face.weather")
    try t.tap("welcome.face.next")
    #expect(t.state("welcome.step") == "done")
    try t.tap("welcome.finish")
    t.advance(1)
    #expect(t.screen == "face")
    #expect(t.state("face.current") == "weather")
    // Applied at once: the household every plugin sees.
    let people = t.session.config.household?.people ?? []
    #expect(people.map(\.id) == ["mary-ann", "dad"])
    #expect(people.map(\.avatarStyle) == ["mei", "sophie"])
    #expect(t.session.config.household?.recognition.personID == "mary-ann")
    #expect(t.loop.plugins.allSatisfy { $0.context.resource(Household.self)?.people.map(\.name) == ["Mary-Ann", "Dad"] })
    let folder = t.dataFolder
    t.stop()

    // A restart reads it back; the demo's other sections stay.
    let again = try session(data: folder)
    defer { again.stop() }
    #expect(again.session.config.household?.people.map(\.name) == ["Mary-Ann", "Dad"])
    #expect(again.session.config.household?.weather == (try AppConfig.builtInHousehold()).weather)
    try again.start(at: "face")
    again.settle()
    #expect(again.state("face.current") == "weather")
  }

  /// A config naming no household, with no household in the data folder, is
  /// a first run: the flow is the first screen. The command line still wins,
  /// and once the household is saved the config's first screen is back.
  @Test func aFirstRunStartsOnWelcome() throws {
    let dir = NSTemporaryDirectory() + "welcome-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let config = dir + "/homeview.json"
    try #"{"start": "face"}"#.write(toFile: config, atomically: true, encoding: .utf8)
    func load(start: String? = nil) throws -> AppConfig {
      var cli = CommandLineSettings()
      cli.configFile = config
      cli.dataFolder = dir
      cli.start = start
      return try ConfigSource(commandLine: cli, registry: registry, settingsFolder: .configured).load()
    }
    #expect(try load().start == "welcome")
    #expect(try load().firstRun)
    #expect(try load(start: "gallery").start == "gallery")
    let household = try String(contentsOfFile: Household.fixtureFile, encoding: .utf8)
    try (#"{"household": "# + household + "}").write(toFile: dir + "/settings.json", atomically: true, encoding: .utf8)
    #expect(try load().start == "face")
    #expect(try !load().firstRun)
  }

  @Test func settingsRunsTheFlowAgain() throws {
    let t = try session()
    defer { t.stop() }
    try t.open("settings")
    try t.tap("settings.welcome")
    t.advance(1)
    #expect(t.screen == "welcome")
    #expect(t.state("welcome.step") == "title")
    // Not now: back where it was opened, nothing changed.
    try t.tap("welcome.cancel")
    t.advance(1)
    #expect(t.screen == "settings")
    #expect(!FileManager.default.fileExists(atPath: t.dataFolder + "/settings.json"))
  }

  /// household.json's `avatar` names are the paintings' names.
  @Test func theHouseholdKnowsEachAvatar() {
    #expect(Person.avatarStyles == Avatar.allCases.map(\.rawValue))
  }

  @Test func idsComeFromTheNamesAndStayUnique() {
    func ids(_ names: [String]) -> [String] {
      var flow = WelcomeFlow(face: "dad-son")
      flow.people = names.map { WelcomeFlow.Member(name: $0, avatar: WelcomeFlow.avatarOrder[0]) }
      return flow.household.map(\.id)
    }
    #expect(ids(["Mary-Ann O'Neil", "Dad", "Dad", "Zoë"]) == ["mary-ann-o-neil", "dad", "dad-2", "zo"])
    #expect(ids(["!!"]) == ["person"])
  }

  /// Each step at 1280×800, looked at: the title, two people (the second
  /// being typed), the faces, done.
  @Test(arguments: ["welcome", "welcome:people", "welcome:face", "welcome:done"])
  func eachStepMatchesItsGolden(id: String) throws {
    let t = try session()
    defer { t.stop() }
    try t.start(at: id)
    t.settle()
    try t.assertGolden(id.replacingOccurrences(of: ":", with: "-"), in: Self.goldens)
  }
}
