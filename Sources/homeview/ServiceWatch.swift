import Backends
import Runtime

/// What the device loop tells systemd: the watchdog pings (a third of the
/// period apart, so a loaded machine still makes it) and the STATUS= line,
/// the current screen and the frames over budget, at most every few seconds.
@MainActor
final class ServiceWatch {
  let notifier: ServiceNotifier
  private(set) var nextPing: Double
  private var lastReport = -Double.infinity
  private var reportedScreen: String?

  init(_ notifier: ServiceNotifier, now: Double) {
    self.notifier = notifier
    nextPing = notifier.watchdogInterval == nil ? .infinity : now
  }

  func ping(now: Double) {
    guard let interval = notifier.watchdogInterval, now >= nextPing else { return }
    notifier.watchdog()
    nextPing = now + interval / 3
  }

  func status(_ loop: FrameLoop) -> String {
    "screen: \(loop.navigator.topID ?? "-"), \(loop.budget.overruns) of \(loop.budget.frames) frames over budget"
  }

  /// A new screen is reported at once; the frame count every 5 s.
  func report(_ loop: FrameLoop, now: Double) {
    let screen = loop.navigator.topID
    guard screen != reportedScreen || now - lastReport >= 5 else { return }
    reportedScreen = screen
    lastReport = now
    notifier.status(status(loop))
  }
}
