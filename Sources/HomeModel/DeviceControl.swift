public import Basics

/// The device as screens may see and change it, without seeing a backend: the
/// panel, the connector, the touch calibration, the screen's power and
/// brightness, and the settings a person changes on the device. The session
/// provides one (a resource, like the household); Settings and the
/// calibration screen read it and change it.
///
/// A change is saved to the data folder's `settings.json` and applied through
/// the session's one reload at the end of the frame it was asked in, so it
/// takes effect at once and survives a restart.
@MainActor
public final class DeviceControl {
  public struct Panel: Sendable, Equatable {
    /// The panel's native size in pixels (the display mode on drm).
    public var width: Int
    public var height: Int
    /// `panel.rotation`: 0, 90, 180, 270.
    public var rotation: Int
    public var refresh: Double
    public init(width: Int, height: Int, rotation: Int, refresh: Double) {
      self.width = width
      self.height = height
      self.rotation = rotation
      self.refresh = refresh
    }
  }

  /// What the about panel shows, read when it is asked for (addresses change).
  public struct About: Sendable, Equatable {
    public var version: String
    /// The backend and what it shows on: `drm: DSI-1 800x480`, `headless`.
    public var display: String
    public var addresses: [String]
    /// Free bytes in the data folder's file system; nil when it cannot be read.
    public var freeBytes: Int64?
    public init(version: String, display: String, addresses: [String], freeBytes: Int64?) {
      self.version = version
      self.display = display
      self.addresses = addresses
      self.freeBytes = freeBytes
    }
  }

  public let panel: Panel
  /// The matrix touches go through now.
  public internal(set) var calibration: [Double]
  public internal(set) var clicks: Bool
  /// The idle policy in force (`IdlePolicy` is also every plugin's resource).
  public internal(set) var idle: IdlePolicy
  /// Whether the panel is lit: false while the screen-power policy has it off.
  public var screenOn: Bool { screenOnRead() }

  let save: @MainActor ([String], JSONValue) -> String?
  let aboutRead: @MainActor () -> About
  let peopleSave: @MainActor ([Person]) -> String?
  let screenOnRead: @MainActor () -> Bool

  /// `save(keyPath, value)` writes settings.json and schedules the reload;
  /// it returns the problem when the file would not hold (nothing is written).
  public init(
    panel: Panel, calibration: [Double], clicks: Bool, idle: IdlePolicy,
    save: @escaping @MainActor ([String], JSONValue) -> String?,
    about: @escaping @MainActor () -> About,
    screenOn: @escaping @MainActor () -> Bool = { true },
    people: @escaping @MainActor ([Person]) -> String? = { _ in "this session cannot save a household" }
  ) {
    self.panel = panel
    self.calibration = calibration
    self.clicks = clicks
    self.idle = idle
    self.save = save
    aboutRead = about
    screenOnRead = screenOn
    peopleSave = people
  }

  /// Sets `keyPath` (`["idle", "sleep"]`) to `value` in settings.json and
  /// applies it; nil when saved, else the problem (`file: key.path: problem`).
  @discardableResult
  public func change(_ keyPath: [String], to value: JSONValue) -> String? { save(keyPath, value) }

  /// The touch calibration, saved and applied.
  @discardableResult
  public func setCalibration(_ matrix: [Double]) -> String? {
    change(["panel", "calibration"], to: .array(matrix.map { .number(($0 * 1e6).rounded() / 1e6) }))
  }

  /// The household the first-run flow made: these people (the first is the
  /// one the demo recognises) in the household in force, saved to
  /// settings.json's `household` and applied; nil when saved, else the problem.
  public func setPeople(_ people: [Person]) -> String? { peopleSave(people) }

  public var about: About { aboutRead() }

  /// After a reload: what is in force now.
  public func refresh(calibration: [Double], clicks: Bool, idle: IdlePolicy) {
    self.calibration = calibration
    self.clicks = clicks
    self.idle = idle
  }
}
