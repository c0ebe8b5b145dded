public import Basics
import Runtime
import Glibc

/// Everything the screens show about the household, read from one JSON file
/// (`Config/household.json`, documented in `Config/HOUSEHOLD.md`), so every
/// screen is rich with no network, camera or account. The executable puts it
/// in the plugins' shared resources; plugins read it, never write it (what the
/// user changes lives in the data folder).
public struct Household: Sendable, Equatable {
  /// In the order the Recognizing row shows them.
  public var people: [Person]
  public var recognition: Recognition
  public var weather: Weather
  public var calendar: CalendarDay
  public var recipe: Recipe
  public var song: Song
  public var accessories: [Accessory]
  public var route: Route
  public var faces: FaceChoice
  /// The episode the Podcasts icon opens (none: the icon only clicks).
  public var podcast: PodcastEpisode?

  public init(
    people: [Person], recognition: Recognition, weather: Weather, calendar: CalendarDay, recipe: Recipe, song: Song,
    accessories: [Accessory], route: Route, faces: FaceChoice, podcast: PodcastEpisode? = nil
  ) {
    self.people = people
    self.recognition = recognition
    self.weather = weather
    self.calendar = calendar
    self.recipe = recipe
    self.song = song
    self.accessories = accessories
    self.route = route
    self.faces = faces
    self.podcast = podcast
  }

  public func person(_ id: String) -> Person? { people.first { $0.id == id } }
  public func accessory(_ id: String) -> Accessory? { accessories.first { $0.id == id } }
  /// The person the demo recognises (decoding guarantees they exist).
  public var recognisedPerson: Person { person(recognition.personID)! }

  public static let keys = [
    "people", "recognition", "weather", "calendar", "recipe", "song", "accessories", "route", "faces", "podcast",
  ]

  public static func decode(_ node: ConfigNode) throws(ConfigError) -> Household {
    let o = try node.object(keys: keys)
    // Recognizing's row holds up to six people (docs/screens.md §3).
    let peopleNode = try o.required("people")
    let people = try Read.array(peopleNode, count: 1...6, noun: "people", Person.decode)
    try Read.unique(people.map(\.id), in: peopleNode)
    let accessoriesNode = try o.required("accessories")
    let accessories = try Read.array(accessoriesNode, count: 0...40, noun: "accessories", Accessory.decode)
    try Read.unique(accessories.map(\.id), in: accessoriesNode)
    return Household(
      people: people,
      recognition: try Recognition.decode(try o.required("recognition"), people: people),
      weather: try Weather.decode(try o.required("weather")),
      calendar: try CalendarDay.decode(try o.required("calendar")),
      recipe: try Recipe.decode(try o.required("recipe")),
      song: try Song.decode(try o.required("song")),
      accessories: accessories,
      route: try Route.decode(try o.required("route")),
      faces: try o.optional("faces").map { (n: ConfigNode) throws(ConfigError) -> FaceChoice in try FaceChoice.decode(n) }
        ?? FaceChoice(),
      podcast: try o.optional("podcast").map { (n: ConfigNode) throws(ConfigError) -> PodcastEpisode in try PodcastEpisode.decode(n) })
  }

  /// Reads, parses and decodes a household file; photo paths resolve against its folder.
  public static func load(file: String) throws(ConfigError) -> Household {
    try decode(try ConfigNode.parse(try readText(file), file: file))
  }

  /// The repository's `Config/household.json`, found from this source file's
  /// path: for tests and headless tools run from a checkout. A device loads the
  /// household file its config names, through `load(file:)`.
  public static let fixtureFile: String = {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    parts.removeLast(3)  // Sources/HomeModel/Household.swift
    return (parts + ["Config", "household.json"]).joined(separator: "/")
  }()

  /// The fixture, read from `fixtureFile` each time: the JSON is the only copy of the data.
  public static var fixture: Household {
    get throws(ConfigError) { try load(file: fixtureFile) }
  }

  static func readText(_ path: String) throws(ConfigError) -> String {
    do throws(DataFile.ReadError) {
      guard let text = try DataFile.readText(path, limit: DataFile.Limit.config, followSymlinks: true) else {
        throw DataFile.ReadError(path: path, problem: "cannot open (no such file)")
      }
      return text
    } catch {
      throw ConfigError(file: path, path: "", problem: error.problem)
    }
  }
}
