/// What the person asked of an accessory: the store shows it at once and
/// forwards it to the accessory's provider.
public struct AccessoryIntent: Sendable, Equatable {
  public var accessoryID: String
  /// The new primary value (a target, a percentage, 1/0 for on, locked, open;
  /// any value runs a scene or a button).
  public var value: Double
  /// False in the middle of a drag: shown, but neither sent to a device nor
  /// saved until the finger lifts.
  public var final: Bool

  public init(accessoryID: String, value: Double, final: Bool = true) {
    self.accessoryID = accessoryID
    self.value = value
    self.final = final
  }
}
