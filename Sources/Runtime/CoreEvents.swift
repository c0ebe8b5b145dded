public import Basics

/// Posted by the core (at most once per frame) while touches happen, whatever
/// screen is on top: idle timers and ambient mode listen for it.
public struct UserActivity: Event {
  public var time: Double
  public init(time: Double) { self.time = time }
}

/// Posted when a frame took longer than the panel's refresh interval (real-time
/// backends only: in headless runs budgets never change what happens).
public struct FrameOverrun: Event {
  public var frame: Int
  public var seconds: Double
  public var budget: Double
  public init(frame: Int, seconds: Double, budget: Double) {
    self.frame = frame
    self.seconds = seconds
    self.budget = budget
  }
}

/// Posted when the navigator puts a different screen on top.
public struct ScreenChanged: Event {
  public var from: String?
  public var to: String
  public init(from: String?, to: String) {
    self.from = from
    self.to = to
  }
}
