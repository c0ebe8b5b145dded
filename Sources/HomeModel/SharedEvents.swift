public import Basics

// The household's events: plugins exchange these without importing each other.

/// A face was tapped: recognise who is looking.
public struct StartRecognition: Event {
  /// The face id being shown (Recognition blurs that face behind it).
  public var faceID: String
  public init(faceID: String) { self.faceID = faceID }
}

/// The face that shows full screen is now `faceID` (the faces post it when
/// they start and whenever it changes): Recognizing started without a tapped
/// face blurs this one.
public struct CurrentFaceChanged: Event {
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

/// Someone asked for the device's settings (a long press in a corner of the
/// face): the Settings plugin, when enabled, shows them.
public struct SettingsRequested: Event {
  public init() {}
}

/// A face was chosen outside the gallery (the first-run flow): it becomes the
/// current face, kept across restarts, and shows full screen.
public struct FacePicked: Event {
  /// A face name (`dad-son`), one of the faces' catalogue.
  public var faceID: String
  public init(faceID: String) { self.faceID = faceID }
}

/// Something needs the person's eyes (a timer ending, the doorbell): a panel
/// the screen-power policy turned off comes back on.
public struct ScreenWakeRequested: Event {
  public init() {}
}

/// Starts a kitchen timer on the Timers screen (the Recipe's "Start 5:00
/// timer"): it keeps running when the screen that asked is left. A timer of
/// the same id is started again from `seconds`.
public struct StartKitchenTimer: Event {
  /// Stable for the one who asks (`recipe.step.2`), so it can cancel it.
  public var id: String
  /// What the card says ("Simmer").
  public var name: String
  public var seconds: Double
  public init(id: String, name: String, seconds: Double) {
    self.id = id
    self.name = name
    self.seconds = seconds
  }
}

/// Cancels the kitchen timer `id`, if it is there.
public struct CancelKitchenTimer: Event {
  public var id: String
  public init(id: String) { self.id = id }
}

/// The kitchen timer `id` is gone (cancelled on the Timers screen, or ended
/// and dismissed): whoever started it stops showing it.
public struct KitchenTimerRemoved: Event {
  public var id: String
  public init(id: String) { self.id = id }
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
