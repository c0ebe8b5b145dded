import Basics
import Canvas
import HomeViewTesting
import Runtime
import Testing

/// Every screen id renders at the three panel shapes and matches its golden,
/// and looks the same however it is reached.
@MainActor
struct ScreenConformanceTests {
  /// Landscape 16:10, the small 5:3 panel, and the Touch Display 2 upright.
  static let sizes = [(1280, 800), (800, 480), (720, 1280)]
  /// Goldens keep a quarter of each side: enough to see every screen's layout
  /// at every size, at a few kilobytes each (Tests/Goldens keeps full frames).
  static let thumbnail = 0.25

  static var screenIDs: [String] { Conformance.manifests.flatMap(\.screenIDs) }

  static func goldenName(_ id: String, _ size: (Int, Int)) -> String {
    id.split(separator: ":").joined(separator: "-") + "@\(size.0)x\(size.1)"
  }

  @Test func everyScreenMatchesItsGoldenAtEverySize() throws {
    for size in Self.sizes {
      for id in Self.screenIDs {
        let s = try Conformance.session(panel: size)
        defer { s.stop() }
        try s.start(at: id)
        s.settle()
        do { try s.assertGolden(Self.goldenName(id, size), in: Conformance.goldens, thumbnail: Self.thumbnail) } catch {
          Issue.record(Comment(rawValue: error.description))
        }
        // A transition draws a screen over whatever its surface last held.
        let seeThrough = Self.pixelsNotOpaque(s.loop.backBuffer)
        #expect(seeThrough == 0, "'\(id)' at \(size.0)x\(size.1) leaves \(seeThrough) pixels not opaque")
      }
    }
  }

  static func pixelsNotOpaque(_ surface: Surface) -> Int {
    surface.withPixels { p, rowLength in
      var count = 0
      for y in 0..<surface.pixelHeight {
        for x in 0..<surface.pixelWidth where p[y * rowLength + x] >> 24 != 0xFF { count += 1 }
      }
      return count
    }
  }
}

/// Every screen id looks the same with the repository's config as with no
/// config file at all (the built-in defaults and their embedded household).
@MainActor
struct ConfigConformanceTests {
  @Test func everyScreenLooksTheSameWithTheRepositorysConfigAndWithNone() throws {
    let exemptions = try Conformance.exemptions()
    var asked: Set<String> = []
    for id in ScreenConformanceTests.screenIDs {
      asked.insert(id)
      let none = try Conformance.session()
      defer { none.stop() }
      let repository = try Conformance.session(config: .file(Conformance.repositoryConfig))
      defer { repository.stop() }
      for s in [none, repository] {
        try s.start(at: id)
        s.settle()
      }
      let (bad, share, _) = Golden.difference(none.snapshot(), repository.snapshot())
      if let p = exemptions.problem(
        "noconfig", id, passed: share <= Golden.pixelShare, detail: "\(bad) pixels differ between no config file and Config/homeview.json")
      {
        Issue.record(Comment(rawValue: p))
      }
    }
    for p in exemptions.unasked("noconfig", asked: asked) { Issue.record(Comment(rawValue: p)) }
  }
}

/// Every screen reachable by touch from the root looks as it does started
/// directly (`--start ID`, `homeview snapshot ID`).
@MainActor
struct ReachConformanceTests {
  /// The first screen, as the repository's config starts.
  static let root = "gallery"
  /// Small frames: the points are those of 1280×800, the work a sixteenth.
  static let panel = (320, 200)

  enum Action: CustomStringConvertible {
    case tap(String), swipe(String), wait
    var description: String {
      switch self {
      case .tap(let id): "tap @\(id)"
      case .swipe(let d): "swipe \(d)"
      case .wait: "wait"
      }
    }
  }

  /// What a person can do on screen `id`: tap what it declares, swipe, wait.
  static func actions(on id: String) -> [Action] {
    let elements = Conformance.manifests.flatMap { $0.allElements(entries: Conformance.entries) }.filter { $0.screen == id && $0.prefix.isEmpty }
    return elements.map { .tap($0.id) } + [.swipe("left"), .swipe("right"), .wait]
  }

  /// Runs until the screen on top has been there as many frames as a direct
  /// start settles in (it is drawn in the frame it appears, as a started
  /// screen is in frame 1: 59 more make 60) with no transition running, or
  /// nothing moves any more; at most 5 s.
  static func arrive(_ s: TestSession) {
    var last = s.screen
    var since = 0
    for _ in 0..<300 {
      s.runner.step()
      if s.screen != last {
        last = s.screen
        since = 0
      } else {
        since += 1
      }
      if !s.loop.navigator.isTransitioning && (since >= 59 || (since > 1 && !s.loop.needsFrame)) { return }
    }
  }

  static func perform(_ a: Action, on s: TestSession) throws {
    switch a {
    case .tap(let id):
      guard s.waitFor(element: id) else { throw TestFailure("@\(id) never shows on '\(s.screen ?? "none")'") }
      try s.tap(id)
    case .swipe(let d): try s.run("swipe \(d)")
    case .wait: s.advance(3)
    }
    arrive(s)
  }

  static func replay(_ path: [Action]) throws -> TestSession {
    let s = try Conformance.session(panel: panel)
    try s.start(at: root)
    s.settle()
    for a in path { try perform(a, on: s) }
    return s
  }

  @Test func everyScreenReachedByTouchLooksAsStartedDirectly() throws {
    let exemptions = try Conformance.exemptions()
    var paths: [String: [Action]] = [Self.root: []]
    var queue = [Self.root]
    var asked: Set<String> = []
    while !queue.isEmpty {
      let id = queue.removeFirst()
      for action in Self.actions(on: id) {
        let path = paths[id]! + [action]
        let s: TestSession
        do { s = try Self.replay(path) } catch {
          Issue.record("reaching '\(id)' then \(action): \(error)")
          continue
        }
        defer { s.stop() }
        guard let reached = s.screen, paths[reached] == nil, reached != BaseScreenID.id else { continue }
        paths[reached] = path
        queue.append(reached)
        asked.insert(reached)
        let byTouch = s.snapshot()
        // Started directly on the same data folder: what `--start ID` would
        // show after the same touches (the face picked, the values set).
        let direct = try Conformance.session(panel: Self.panel, data: s.dataFolder)
        defer { direct.stop() }
        try direct.start(at: reached)
        direct.settle()
        let (bad, share, diff) = Golden.difference(byTouch, direct.snapshot())
        var pictures = ""
        if share > Golden.pixelShare {
          let base = Golden.failureFolder + "/reach-\(reached)"
          try? diff?.writePNG(to: base + "-diff.png")
          try? byTouch.writePNG(to: base + "-touch.png")
          try? direct.snapshot().writePNG(to: base + "-direct.png")
          pictures = "; by touch \(base)-touch.png, started \(base)-direct.png, diff \(base)-diff.png"
        }
        let how = path.map(\.description).joined(separator: ", ")
        if let p = exemptions.problem(
          "reach", reached, passed: share <= Golden.pixelShare,
          detail: "by touch (\(how)) \(bad) pixels differ from '--start \(reached)'\(pictures)")
        {
          Issue.record(Comment(rawValue: p))
        }
      }
    }
    for p in exemptions.unasked("reach", asked: asked) { Issue.record(Comment(rawValue: p)) }
    // The demo path's screens are all reached.
    for id in ["face", "recognition", "home", "home.apps", "assistant.answer", "dashboard", "nowplaying", "nowplaying.lyrics", "recipe", "recipe.ingredients", "recipe.steps", "drawmusic"] {
      #expect(paths[id] != nil, "'\(id)' is not reached by touch from '\(Self.root)'")
    }
  }
}

@MainActor enum BaseScreenID { static var id: String { TestSession.baseScreenID } }
