import Basics
import HomeViewTesting
import Runtime
import Testing

/// Every declared element does something when tapped on its screen, every
/// state key answers there, every bench scenario runs.
@MainActor
struct BehaviourConformanceTests {
  /// What a tap may change: the screen, the stack, any declared state key, the
  /// notes played (a click alone is the press's feedback, not an effect).
  static func observe(_ s: TestSession) -> [String: String] {
    var out = ["screen": s.screen ?? "none", "navigator.depth": s.state("navigator.depth") ?? "", "audio.notes": String(s.notesPlayed)]
    for m in Conformance.manifests { for k in m.stateKeys { out[k.key] = s.state(k.key) ?? "-" } }
    return out
  }

  /// Opens the element's screen over a base screen, runs its prefix, waits
  /// for it to show; then taps it (or only waits as long, for the control run).
  static func run(_ e: ElementDeclaration, tap: Bool) throws -> [String: String] {
    let s = try Conformance.session()
    defer { s.stop() }
    try s.open(e.screen)
    s.settle()
    if !e.prefix.isEmpty { try s.run(e.prefix, file: "\(e.id) prefix") }
    guard s.waitFor(element: e.id) else {
      throw TestFailure("not on '\(e.screen)' (it has \(s.elementIDs.joined(separator: ", ")))")
    }
    if tap { try s.tap(e.id) } else { try s.run("wait \(TestSession.tapSeconds)") }
    s.advance(1)
    return observe(s)
  }

  @Test func everyElementDoesSomethingObservable() throws {
    let exemptions = try Conformance.exemptions()
    var asked: Set<String> = []
    for m in Conformance.manifests {
      for e in m.allElements(entries: Conformance.entries) {
        asked.insert(e.id)
        let changed: [String]
        do {
          let tapped = try Self.run(e, tap: true), control = try Self.run(e, tap: false)
          changed = tapped.keys.sorted().filter { tapped[$0] != control[$0] }
        } catch {
          Issue.record("element \(e.id) (\(m.name)): \(error)")
          continue
        }
        if let p = exemptions.problem("element", e.id, passed: !changed.isEmpty, detail: "a tap on '\(e.screen)' changes no state key, screen or sound") {
          Issue.record(Comment(rawValue: p))
        }
      }
    }
    for p in exemptions.unasked("element", asked: asked) { Issue.record(Comment(rawValue: p)) }
  }

  @Test func everyStateKeyAnswersOnItsScreen() throws {
    for m in Conformance.manifests {
      for k in m.stateKeys {
        let s = try Conformance.session()
        defer { s.stop() }
        try s.open(k.screen)
        s.settle()
        #expect(s.state(k.key) != nil, "\(m.name): '\(k.screen)' does not answer \(k.key)")
      }
    }
  }

  @Test func everyBenchScenarioRunsAFewFrames() throws {
    for m in Conformance.manifests {
      for b in m.benchScenarios {
        let s = try Conformance.session()
        defer { s.stop() }
        try s.start(at: b.screen)
        let interval = 1 / s.loop.options.refreshHz
        for _ in 0..<90 {
          let next = s.runner.frame + 1
          b.drive?(s.loop.navigator, FrameTime(frame: next, time: Double(next) * interval, delta: interval))
          s.runner.step()
        }
        #expect(s.screen != nil, "\(m.name)/\(b.name): no screen after 90 frames")
        #expect(s.loop.display != nil)
      }
    }
  }
}
