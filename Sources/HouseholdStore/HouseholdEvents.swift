public import HomeModel
public import Basics

// The store's change events. Every change to household state goes through the
// store and comes out as one of these on the bus; screens redraw what they
// show of it. `AccessoryChanged` (HomeModel) is the value change itself.

/// Whether what an accessory shows is what its provider last reported.
public enum AccessoryStatus: Sendable, Equatable {
  /// The provider's own value (or the fixture's).
  case confirmed
  /// The person changed it; the provider has not confirmed yet.
  case pending
  /// The provider did not answer (an intent timed out, or it reported the
  /// accessory unavailable): the last known value stays, marked "No Response".
  case notResponding

  /// The small mark a tile shows, nil when there is nothing to say.
  public var mark: String? { self == .notResponding ? "No Response" : nil }
}

/// An accessory's status changed (pending, confirmed, not responding).
public struct AccessoryStatusChanged: Event {
  public var accessoryID: String
  public var status: AccessoryStatus
  public init(accessoryID: String, status: AccessoryStatus) {
    self.accessoryID = accessoryID
    self.status = status
  }
}

/// The set of accessories changed: a provider discovered or removed some.
public struct AccessoriesListed: Event {
  public var ids: [String]
  public init(ids: [String]) { self.ids = ids }
}

/// Today's weather changed.
public struct WeatherChanged: Event {
  public var weather: Weather
  public init(weather: Weather) { self.weather = weather }
}

/// The day's calendar changed.
public struct CalendarChanged: Event {
  public var calendar: CalendarDay
  public init(calendar: CalendarDay) { self.calendar = calendar }
}

/// What is playing changed.
public struct SongChanged: Event {
  public var song: Song
  public init(song: Song) { self.song = song }
}

/// The player's queue changed.
public struct QueueChanged: Event {
  public var queue: PlayQueue
  public init(queue: PlayQueue) { self.queue = queue }
}

/// The people of the household changed.
public struct PeopleChanged: Event {
  public var people: [Person]
  public init(people: [Person]) { self.people = people }
}
