import Basics
import Canvas
import HomeModel
import HouseholdStore
import Runtime

/// The doorbell camera behind the `doorbell` screen: the latest picture,
/// decoded off the frame thread on the painter through `ImageFile` (a corrupt
/// or oversized one keeps the last good picture), and the ring, which wakes
/// the panel, chimes and brings the screen over whatever shows.
@MainActor
final class DoorbellCamera {
  static let route = ScreenRoute(plugin: "dashboard", screen: "doorbell")

  private let context: PluginContext
  private let store: HouseholdStore
  /// The last good picture and its camera's name.
  private(set) var picture: Surface?
  private(set) var cameraName: String?
  /// Decodes are numbered: one that finishes after a newer one is dropped.
  private var asked = 0
  private var shown = 0
  private(set) var failures = 0

  init(context: PluginContext, store: HouseholdStore) {
    self.context = context
    self.store = store
  }

  var lastRing: DoorbellRing? { store.doorbell.lastRing }

  func start() {
    context.subscribe(CameraPictureArrived.self) { [unowned self] e in decode(e.picture) }
    context.subscribe(DoorbellRang.self) { [unowned self] e in rang(e.ring) }
    // A picture that came before the plugin started (a retained one).
    if let p = store.doorbell.picture { decode(p) }
  }

  private func decode(_ p: CameraPicture) {
    asked += 1
    let number = asked, jpeg = p.jpeg, name = "camera \(p.cameraID)"
    context.painter.paint({ () -> Result<Surface, ImageError> in
      Result { () throws(ImageError) -> Surface in try ImageFile.decode(jpeg, name: name) }
    }, done: { [weak self] result in
      guard let self else { return }
      switch result {
      case .success(let surface):
        guard number > shown else { return }
        shown = number
        picture = surface
        cameraName = p.name
        redraw()
      case .failure(let error):
        failures += 1
        Log.warning("doorbell: \(error.path): \(error.problem); the last good picture stays")
      }
    })
  }

  private func rang(_ ring: DoorbellRing) {
    // A panel the screen-power policy turned off comes back on.
    context.post(ScreenWakeRequested())
    chime()
    if context.navigator.top?.id == Self.route.screen {
      redraw()
    } else {
      _ = context.navigator.show(Self.route, transition: .crossfade)
    }
  }

  /// Back to where the person was.
  func dismiss() {
    context.audio.click()
    context.navigator.back(transition: .crossfade)
  }

  /// Ding-dong: a high note falling a major third, twice as bright the first time.
  private func chime() {
    let now = context.time
    for (i, pitch) in [88, 84].enumerated() {
      context.audio.play(Note(pitch: pitch, instrument: .softPiano, velocity: 0.8, length: .long, time: now + Double(i) * 0.45))
    }
  }

  private func redraw() {
    for case let s as DoorbellScreen in context.navigator.visibleScreens { s.setNeedsDisplay() }
  }
}
