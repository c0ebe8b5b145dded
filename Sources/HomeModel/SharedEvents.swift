public import Runtime

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

/// A smart-home accessory changed (thermostat, lock, light…).
public struct AccessoryChanged: Event {
  public var accessoryID: String
  public var value: Double
  public init(accessoryID: String, value: Double) {
    self.accessoryID = accessoryID
    self.value = value
  }
}

/// An icon on the home's app page that opens a plugin's screen.
public struct AppEntry: Sendable, Equatable {
  /// Stable element id on the app page (`home.app.drawmusic`).
  public var id: String
  public var title: String
  /// The screen it opens.
  public var screen: String
  /// Icon name in Art's icon set.
  public var icon: String
  /// Gradient of the squircle, top to bottom, as 0xRRGGBB.
  public var colors: [UInt32]
  public init(id: String, title: String, screen: String, icon: String, colors: [UInt32]) {
    self.id = id
    self.title = title
    self.screen = screen
    self.icon = icon
    self.colors = colors
  }
}

/// Plugins post this at start to put their app icons on the home's app page.
public struct AppEntriesDeclared: Event {
  public var plugin: String
  public var entries: [AppEntry]
  public init(plugin: String, entries: [AppEntry]) {
    self.plugin = plugin
    self.entries = entries
  }
}
