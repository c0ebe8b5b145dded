public import Basics

/// A camera's picture as it arrived: the JPEG bytes, decoded by whoever shows
/// them (off the frame thread), with when it came.
public struct CameraPicture: Sendable, Equatable {
  public var cameraID: String
  /// The camera's name ("Front Door").
  public var name: String
  public var jpeg: [UInt8]
  /// Frame time of its arrival.
  public var time: Double
  public init(cameraID: String, name: String, jpeg: [UInt8], time: Double) {
    self.cameraID = cameraID
    self.name = name
    self.jpeg = jpeg
    self.time = time
  }
}

/// One press of a doorbell.
public struct DoorbellRing: Sendable, Equatable {
  public var doorbellID: String
  /// The doorbell's name ("Front Door").
  public var name: String
  /// Frame time and the household's clock time of the press.
  public var time: Double
  public var wallTime: CivilTime
  public init(doorbellID: String, name: String, time: Double, wallTime: CivilTime) {
    self.doorbellID = doorbellID
    self.name = name
    self.time = time
    self.wallTime = wallTime
  }
}

/// What the store knows of the doorbell: the latest camera picture (any
/// camera's: a household has one at its door) and the last ring.
public struct DoorbellState: Sendable, Equatable {
  public var picture: CameraPicture?
  public var lastRing: DoorbellRing?
  public init() {}
}

/// A camera published a picture.
public struct CameraPictureArrived: Event {
  public var picture: CameraPicture
  public init(picture: CameraPicture) { self.picture = picture }
}

/// Someone rang the doorbell: the doorbell screen comes over whatever shows.
public struct DoorbellRang: Event {
  public var ring: DoorbellRing
  public init(ring: DoorbellRing) { self.ring = ring }
}
