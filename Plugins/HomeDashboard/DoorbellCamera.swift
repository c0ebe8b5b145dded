import Basics
import Canvas
import HomeModel
import HouseholdStore
import Runtime
import SystemCalls

/// The doorbell camera behind the `doorbell` screen: the latest picture,
/// decoded off the frame thread on the painter through `ImageFile` (a corrupt
/// or oversized one keeps the last good picture), and the ring, which wakes
/// the panel, chimes and brings the screen over whatever shows.
@MainActor
final class DoorbellCamera {
  static let route = ScreenRoute(plugin: "dashboard", screen: "doorbell")

  private let context: PluginContext
  private let store: HouseholdStore
  /// The last good picture, its blurred copy (the glass's backdrop) and its camera's name.
  private(set) var picture: Surface?
  private(set) var backdrop: Surface?
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

  /// Whether the household has a doorbell (a picture or a ring came): the
  /// dashboard's intercom tile then opens the doorbell screen. With the
  /// fixture alone it never does.
  var isKnown: Bool { store.doorbell != DoorbellState() }

  func open() { _ = context.navigator.show(Self.route, transition: .crossfade) }

  /// The dashboard lays its tile's control out again when the doorbell becomes known.
  private var laidOut = false
  private func becameKnown() {
    guard !laidOut, isKnown else { return }
    laidOut = true
    for case let s as DashboardScreen in context.navigator.stack { s.layout() }
  }

  func start() {
    context.subscribe(CameraPictureArrived.self) { [unowned self] e in decode(e.picture) }
    context.subscribe(DoorbellRang.self) { [unowned self] e in rang(e.ring) }
    // A picture that came before the plugin started (a retained one).
    if let p = store.doorbell.picture { decode(p) }
  }

  private func decode(_ p: CameraPicture) {
    asked += 1
    let number = asked, jpeg = p.jpeg, name = "camera \(p.cameraID)"
    context.painter.paint({ () -> Result<(Surface, Surface), ImageError> in
      Result { () throws(ImageError) -> (Surface, Surface) in
        let picture = try ImageFile.decode(jpeg, name: name)
        return (picture, picture.blurred(radius: 24, downsample: 2))
      }
    }, done: { [weak self] result in
      guard let self else { return }
      switch result {
      case .success(let (surface, blurred)):
        guard number > shown else { return }
        becameKnown()
        shown = number
        picture = surface
        backdrop = blurred
        cameraName = p.name
        redraw()
      case .failure(let error):
        failures += 1
        Log.warning("doorbell: \(error.path): \(error.problem); the last good picture stays")
      }
    })
  }

  private func rang(_ ring: DoorbellRing) {
    becameKnown()
    // A panel the screen-power policy turned off comes back on.
    context.post(ScreenWakeRequested())
    chime()
    if context.navigator.top?.id == Self.route.screen {
      redraw()
    } else {
      open()
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
