import Basics
import Canvas
import HomeViewTesting
import Runtime
import Testing

/// Damage equals repaint on every screen: started, swiped every way, every
/// declared element tapped and dragged, a fast stroke across the middle. After
/// each interaction, and a few times while what it started moves, the frame
/// drawn from damage must equal a full repaint of the same state.
@MainActor
struct DamageConformanceTests {
  /// Half of 1280×800 each way: the same points, a quarter of the pixels.
  static let panel = (640, 400)

  enum Interaction: CustomStringConvertible {
    case start, swipe(SwipeDirection), tap(ElementDeclaration), drag(ElementDeclaration), stroke
    /// The subject's second half in the expected-failure list (`SCREEN@NAME`).
    var description: String {
      switch self {
      case .start: "start"
      case .swipe(let d): "swipe-\(d.rawValue)"
      case .tap(let e): "tap-\(e.id)"
      case .drag(let e): "drag-\(e.id)"
      case .stroke: "stroke"
      }
    }
  }

  static func interactions(on id: String) -> [Interaction] {
    let elements = Conformance.manifests.flatMap { $0.allElements(entries: Conformance.entries) }.filter { $0.screen == id }
    return [.start, .swipe(.left), .swipe(.right), .swipe(.up), .swipe(.down), .stroke]
      + elements.map { .tap($0) } + elements.map { .drag($0) }
  }

  /// Plays `interaction` on `id` and checks the frame right after it, three
  /// and ten frames on, and once things have settled; the first mismatch.
  /// `expected`: the list expects one, so its pictures are not written.
  static func check(_ id: String, _ interaction: Interaction, expected: Bool = false) throws -> String? {
    let s = try Conformance.session(panel: panel)
    defer { s.stop() }
    try s.start(at: id)
    s.settle()
    let size = s.loop.size
    switch interaction {
    case .start: break
    case .swipe(let d): try s.swipe(d)
    case .stroke:
      // Fast, as a child scribbles: 0.1 s from one side to the other.
      try s.path(
        [Point(size.width * 0.2, size.height * 0.6), Point(size.width * 0.5, size.height * 0.3), Point(size.width * 0.8, size.height * 0.6)],
        seconds: 0.1)
    case .tap(let e), .drag(let e):
      if !e.prefix.isEmpty { try s.run(e.prefix, file: "\(e.id) prefix") }
      guard s.waitFor(element: e.id) else {
        throw TestFailure("@\(e.id) never shows on '\(id)' (it has \(s.elementIDs.joined(separator: ", ")))")
      }
      if case .tap = interaction {
        try s.tap(e.id)
      } else {
        let f = try s.frame(of: e.id)
        try s.drag(from: f.center, to: Point(f.center.x + max(40, f.width / 2), f.center.y), seconds: 0.25)
      }
    }
    for frames in [0, 3, 10] {
      for _ in 0..<frames { s.runner.step() }
      do { try s.assertDamageMatchesRepaint(writingPictures: !expected) } catch { return "after \(frames) frames: \(error)" }
    }
    s.settle(maxSeconds: 3)
    do { try s.assertDamageMatchesRepaint(writingPictures: !expected) } catch { return "settled: \(error)" }
    return nil
  }

  static var screenIDs: [String] { ScreenConformanceTests.screenIDs }

  // Three tests over every screen, not one, so the unit stage can run them
  // on different workers at once.

  @Test(arguments: await screenIDs)
  func startingSwipingAndAStrokeDrawWhatARepaintDraws(on id: String) throws {
    try Self.checkAll(id) {
      switch $0 {
      case .start, .swipe, .stroke: true
      case .tap, .drag: false
      }
    }
  }

  @Test(arguments: await screenIDs)
  func everyElementTappedDrawsWhatARepaintDraws(on id: String) throws {
    try Self.checkAll(id) { if case .tap = $0 { true } else { false } }
  }

  @Test(arguments: await screenIDs)
  func everyElementDraggedDrawsWhatARepaintDraws(on id: String) throws {
    try Self.checkAll(id) { if case .drag = $0 { true } else { false } }
  }

  /// Checks the interactions on `id` that `which` picks, each on a fresh
  /// session, against the expected-failure list.
  static func checkAll(_ id: String, _ which: (Interaction) -> Bool) throws {
    let exemptions = try Conformance.damageExemptions()
    for interaction in interactions(on: id) where which(interaction) {
      let subject = "\(id)@\(interaction)"
      let problem: String?
      do { problem = try check(id, interaction, expected: exemptions.entry("damage", subject) != nil) } catch {
        Issue.record("damage \(subject): \(error)")
        continue
      }
      if let p = exemptions.problem("damage", subject, passed: problem == nil, detail: problem ?? "") {
        Issue.record(Comment(rawValue: p))
      }
    }
  }

  @Test func everyListedDamageBugIsOneTheSuiteChecks() throws {
    let subjects = Self.screenIDs.flatMap { id in Self.interactions(on: id).map { "\(id)@\($0)" } }
    for p in try Conformance.damageExemptions().unasked("damage", asked: Set(subjects)) { Issue.record(Comment(rawValue: p)) }
  }
}
