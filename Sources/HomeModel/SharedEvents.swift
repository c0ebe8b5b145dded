public import Basics

// The household's events: plugins exchange these without importing each other.

/// A face was tapped: recognise who is looking.
public struct StartRecognition: Event {
  /// The face id being shown (Recognition blurs that face behind it).
  public var faceID: String
  public init(faceID: String) { self.faceID = faceID }
}

/// Someone was recognised; their home opens.
public struct PersonRecognised: Event {
  public var personID: String
  public init(personID: String) { self.personID = personID }
}

/// The session goes back to the fixture: gallery, dashboard values, lyrics
/// position, recipe step, recognition. Drawings are never touched.
public struct ResetSession: Event {
  public init() {}
}

/// A smart-home accessory's value changed (thermostat, lock, light…): the
/// household store posts it for every change, whoever made it.
public struct AccessoryChanged: Event {
  public var accessoryID: String
  public var value: Double
  public init(accessoryID: String, value: Double) {
    self.accessoryID = accessoryID
    self.value = value
  }
}

/// Asks for an accessory change (a voice command, another screen): the
/// household store shows it and forwards it to the accessory's provider, and
/// `AccessoryChanged` follows.
public struct SetAccessory: Event {
  public var accessoryID: String
  public var value: Double
  public init(accessoryID: String, value: Double) {
    self.accessoryID = accessoryID
    self.value = value
  }
}
