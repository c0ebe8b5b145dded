import Backends
import HomeViewSession
import Runtime
import SystemCalls

/// What the bench measured of one scenario: the first frame, when it came
/// after exec, and the measured frames.
struct BenchMeasurement {
  var first: Double
  var exec: Double?
  var times: Samples
  /// The frame thread's CPU seconds per measured frame.
  var cpuTimes: Samples
  var drawn: Int
  var coverage: Double
}

/// The screen changes of the demo path as a person first meets them: a fresh
/// process, cold caches, the screen before it shown and settled (`setup`, not
/// measured, its painter jobs landed), then the change itself and its settling (`measured`). They span
/// plugins, so the executable owns them rather than any one plugin.
struct FirstVisitScenario {
  var name: String
  var start: String
  var setup: String
  var measured: String

  static let prefix = "first-visit/"

  static let all: [FirstVisitScenario] = [
    FirstVisitScenario(name: "gallery-to-face", start: "gallery", setup: "wait 5.5", measured: "tap @gallery.face.dad-son\nwait 1.5"),
    FirstVisitScenario(name: "face-to-recognition", start: "face", setup: "wait 0.5", measured: "tap @face\nwait 0.7"),
    FirstVisitScenario(name: "recognition-to-home", start: "recognition", setup: "wait 0.1", measured: "wait 3"),
    FirstVisitScenario(name: "home-to-apps", start: "home", setup: "wait 0.5", measured: "swipe left\nwait 1"),
    FirstVisitScenario(name: "home-to-assistant", start: "home", setup: "wait 0.5", measured: "tap @home.siri\nwait 2.6"),
    FirstVisitScenario(name: "assistant-to-home", start: "home", setup: "tap @home.siri\nwait 2.6", measured: "tap @assistant.answer.card\nwait 0.8"),
    FirstVisitScenario(name: "home-to-dashboard", start: "home", setup: "wait 0.5", measured: "tap @home.home\nwait 1"),
    FirstVisitScenario(name: "dashboard-pages", start: "dashboard", setup: "wait 0.5", measured: "swipe left\nwait 1\nswipe left\nwait 1"),
    FirstVisitScenario(name: "home-to-nowplaying", start: "home", setup: "wait 0.5", measured: "tap @home.music\nwait 0.8"),
    FirstVisitScenario(name: "nowplaying-to-lyrics", start: "nowplaying", setup: "wait 0.5", measured: "tap @nowplaying.lyrics\nwait 1"),
    FirstVisitScenario(name: "home-to-recipe", start: "home", setup: "wait 0.5", measured: "tap @home.cookbook\nwait 0.8"),
    FirstVisitScenario(name: "recipe-to-ingredients", start: "recipe", setup: "wait 0.5", measured: "tap @recipe.ingredients\nwait 0.8"),
    FirstVisitScenario(name: "recipe-to-steps", start: "recipe", setup: "wait 0.5", measured: "tap @recipe.start\nwait 0.8"),
  ]

  var fullName: String { Self.prefix + name }

  /// Plays the scenario in `session`; returns each measured frame's wall-clock
  /// and frame-thread CPU time, or nil (with a message) when the demo path has changed under it.
  @MainActor
  func run(in session: Session, trace: Bool = false) -> BenchMeasurement? {
    guard let display = session.headlessDisplay else { return nil }
    do { try session.start(at: start) } catch {
      Log.error(error.description)
      return nil
    }
    let runner = ScriptRunner(loop: session.loop, display: display, outputFolder: "/tmp")
    var times = Samples(), cpuTimes = Samples()
    var first: Double?
    var exec: Double?
    var measuring = false
    var drawn = 0
    var coverage = 0.0
    var tracer: FrameTrace?
    runner.onFrame = { seconds in
      if first == nil {
        first = seconds
        exec = ProcessStats.secondsSinceExec()
      }
      guard measuring else { return }
      times.add(seconds)
      cpuTimes.add(session.loop.budget.lastFrame.cpuSeconds)
      if let line = tracer?.line(wall: seconds, loop: session.loop) { print(line) }
      if !session.loop.lastDamage.isEmpty {
        drawn += 1
        coverage += session.loop.lastDamage.coverage
      }
    }
    do {
      try runner.run(try GestureScript.parse(setup, file: fullName + " (setup)"))
      // Settled includes its pictures: the setup's frames run back to back,
      // far faster than the painter paints the screen's photo. The script's
      // clock stands still meanwhile, so the change is measured from the same
      // moment however fast the painter was (a recognition that ends on its
      // timer ended during this wait in some runs, and the row measured a
      // different stretch each time).
      BenchCommand.settlePainter(session.loop) { runner.hold() }
      if trace { tracer = FrameTrace(scenario: fullName) }
      measuring = true
      try runner.run(try GestureScript.parse(measured, file: fullName))
    } catch {
      Log.error("bench \(fullName): \(error)")
      return nil
    }
    return BenchMeasurement(first: first ?? 0, exec: exec, times: times, cpuTimes: cpuTimes, drawn: drawn, coverage: drawn > 0 ? coverage / Double(drawn) : 0)
  }
}
