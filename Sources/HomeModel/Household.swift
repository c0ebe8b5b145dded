public import Basics

/// Everything the screens show about the household, read from one JSON file
/// (`Config/household.json`, documented in `Config/HOUSEHOLD.md`), so every
/// screen is rich with no network, camera or account. Values only: reading
/// the file and checking the photos it names is HouseholdStore's
/// `Household.load(file:)`. The executable puts it
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
}
