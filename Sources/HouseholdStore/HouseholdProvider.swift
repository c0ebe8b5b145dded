public import HomeModel

/// A source of household state: the fixture, an MQTT broker, later a calendar
/// server or a weather service. A provider reports what it knows to the store
/// (on the frame thread: a provider with a thread of its own queues its
/// reports and hands them over there) and carries out the intents for the
/// accessories it reported. It owns the accessories it reported first.
@MainActor
public protocol HouseholdProvider: AnyObject {
  /// For logs and ownership messages ("fixture", "mqtt").
  var name: String { get }
  /// Whether the session reset (Sophie's avatar) puts this provider's state
  /// back. Only the fixture's does: a reset never sends an intent to a device.
  var resetsWithSession: Bool { get }
  /// Begins reporting to `store` (which keeps the provider alive).
  func start(_ store: HouseholdStore)
  /// Carries out an intent for one of its accessories. The store already shows
  /// the new value; the provider confirms by reporting the accessory again, or
  /// says nothing and the store rolls back after its timeout.
  func perform(_ intent: AccessoryIntent, on accessory: Accessory)
  /// The session reset: report the starting state again (only called when
  /// `resetsWithSession`).
  func resetSession()
  /// Whether it is a music player: its song replaces the fixture's, and
  /// Now Playing's controls reach it through `control`.
  var isPlayer: Bool { get }
  /// Carries out a player command; the player's next report shows the result.
  func control(_ command: PlayerCommand)
  func stop()
}

extension HouseholdProvider {
  public var resetsWithSession: Bool { false }
  public func resetSession() {}
  public var isPlayer: Bool { false }
  public func control(_ command: PlayerCommand) {}
  public func stop() {}
}

/// What a provider tells the store.
public enum ProviderReport: Sendable, Equatable {
  /// An accessory as the provider knows it now: discovered, or a new value
  /// (a state topic, a confirmed command).
  case accessory(Accessory)
  /// The device can (or cannot) be reached: "No Response" while it cannot.
  case available(accessoryID: String, Bool)
  /// The provider no longer has this accessory.
  case removed(accessoryID: String)
  case weather(Weather)
  case calendar(CalendarDay)
  case song(Song)
  /// A player's queue.
  case queue(PlayQueue)
  case people([Person])
  /// A camera's latest picture (JPEG bytes, not yet decoded).
  case cameraPicture(cameraID: String, name: String, jpeg: [UInt8])
  /// Someone pressed the doorbell `doorbellID` ("Front Door").
  case doorbellPressed(doorbellID: String, name: String)
}
