import Basics
import Canvas
public import Runtime

/// Plays a gesture script into a frame loop on virtual time: each command turns
/// into touches on the frames it spans; `snapshot` writes the presented frame;
/// `expect…` checks state. A failure stops with `file:line: problem`.
@MainActor
public final class ScriptRunner {
  public struct Failure: Error, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var problem: String
    public var description: String { "\(file):\(line): \(problem)" }
  }

  let loop: FrameLoop
  let display: HeadlessDisplay
  let outputFolder: String
  /// Called with each written snapshot's path.
  public var onSnapshot: (String) -> Void = { _ in }
  /// Called after each frame with its wall-clock seconds (the bench times the
  /// frames a script drives).
  public var onFrame: ((Double) -> Void)?
  public private(set) var frame = 0
  public private(set) var snapshots: [String] = []
  private var pendingTouches: [TouchEvent] = []
  /// The script's fingers down: `touch-up` lifts one where it last was.
  private var fingers = TouchSlots()

  /// A tap holds the finger this long; a long press, longer than the threshold.
  public static let tapSeconds = 0.1
  public static let longPressSeconds = 0.8

  public init(loop: FrameLoop, display: HeadlessDisplay, outputFolder: String) {
    self.loop = loop
    self.display = display
    self.outputFolder = outputFolder
  }

  var interval: Double { 1 / loop.options.refreshHz }
  /// The script's virtual time: its frame count at the refresh rate.
  public var time: Double { Double(frame) * interval }

  /// Runs a frame at the current time, touches left pending: what arrived
  /// since (the painter's pictures) lands and draws, while no animation,
  /// timer or script moves on.
  public func hold() {
    let t0 = MonotonicClock.seconds()
    loop.runFrame(time: time)
    onFrame?(MonotonicClock.seconds() - t0)
  }

  /// Runs one frame with whatever touches are pending.
  public func step() {
    frame += 1
    let touches = pendingTouches
    pendingTouches.removeAll()
    guard let onFrame else {
      loop.runFrame(time: time, touches: touches)
      return
    }
    let t0 = MonotonicClock.seconds()
    loop.runFrame(time: time, touches: touches)
    onFrame(MonotonicClock.seconds() - t0)
  }

  /// Runs one frame with `touches` besides what is pending: raw events no
  /// script can write (a driver's glitch far off the screen).
  public func step(touches: [TouchEvent]) {
    pendingTouches += touches
    step()
  }

  public func advance(seconds: Double) {
    let frames = Int((seconds / interval).rounded())
    for _ in 0..<frames { step() }
  }

  private func touch(_ slot: Int, _ phase: TouchEvent.Phase, _ p: Point) {
    // The touch belongs to the next frame's time.
    let e = TouchEvent(slot: slot, phase: phase, location: p, time: time + interval)
    fingers.update(e)
    pendingTouches.append(e)
  }

  /// Moves one finger along `points` over `seconds`, one position per frame.
  private func stroke(_ points: [Point], seconds: Double) {
    let lengths = zip(points, points.dropFirst()).map { $0.distance(to: $1) }
    let total = lengths.reduce(0, +)
    touch(0, .down, points[0])
    step()
    let frames = max(1, Int((seconds / interval).rounded()))
    for f in 1...frames {
      var d = total * Double(f) / Double(frames)
      var p = points.last!
      for (i, l) in lengths.enumerated() {
        if d <= l || i == lengths.count - 1 {
          p = points[i] + (points[i + 1] - points[i]) * (l > 0 ? min(d / l, 1) : 1)
          break
        }
        d -= l
      }
      touch(0, .move, p)
      step()
    }
    touch(0, .up, points.last!)
    step()
  }

  private func resolve(_ target: GestureScript.Target, line: GestureScript.Line, file: String) throws(Failure) -> Point {
    switch target {
    case .point(let p):
      return p
    case .element(let id):
      guard let e = loop.element(id) else {
        let known = loop.navigator.top?.elements.map { "@" + $0.id }.joined(separator: ", ") ?? ""
        throw Failure(file: file, line: line.number, problem: "no element @\(id) on screen '\(loop.navigator.topID ?? "none")'" + (known.isEmpty ? "" : " (it has \(known))"))
      }
      return e.frame.center
    }
  }

  public func run(_ script: GestureScript) throws(Failure) {
    for line in script.lines { try run(line, file: script.file) }
  }

  public func run(_ line: GestureScript.Line, file: String) throws(Failure) {
    func fail(_ problem: String) -> Failure { Failure(file: file, line: line.number, problem: problem) }
    switch line.command {
    case .tap(let target):
      let p = try resolve(target, line: line, file: file)
      touch(0, .down, p)
      step()
      advance(seconds: Self.tapSeconds - interval)
      touch(0, .up, p)
      step()
    case .longPress(let target):
      let p = try resolve(target, line: line, file: file)
      touch(0, .down, p)
      step()
      advance(seconds: Self.longPressSeconds - interval)
      touch(0, .up, p)
      step()
    case .drag(let from, let to, let seconds):
      stroke([from, to], seconds: seconds)
    case .path(let points, let seconds):
      stroke(points, seconds: seconds)
    case .touchDown(let slot, let p):
      guard fingers[slot] == nil else { throw fail("slot \(slot) is already down") }
      touch(slot, .down, p)
      step()
    case .touchMove(let slot, let p):
      guard fingers[slot] != nil else { throw fail("slot \(slot) is not down") }
      touch(slot, .move, p)
      step()
    case .touchUp(let slot):
      guard let last = fingers[slot]?.location else { throw fail("slot \(slot) is not down") }
      touch(slot, .up, last)
      step()
    case .swipe(let dir):
      let c = loop.size
      let mid = Point(c.width / 2, c.height / 2)
      let reach = min(c.width, c.height) * 0.35
      let delta: Point
      switch dir {
      case .left: delta = Point(-reach, 0)
      case .right: delta = Point(reach, 0)
      case .up: delta = Point(0, -reach)
      case .down: delta = Point(0, reach)
      }
      stroke([mid - delta * 0.5, mid + delta * 0.5], seconds: 0.2)
    case .wait(let seconds):
      advance(seconds: seconds)
    case .snapshot(let name):
      let path = outputFolder + "/" + name + ".png"
      do { try display.writePNG(to: path) } catch { throw fail("snapshot: \(error)") }
      snapshots.append(path)
      onSnapshot(path)
    case .expectScreen(let id):
      let top = loop.navigator.topID ?? "none"
      guard top == id else { throw fail("expected screen '\(id)', but '\(top)' is on top") }
    case .expect(let key, let comparison, let value):
      guard let actual = loop.state(key) else { throw fail("no screen exposes the state '\(key)'") }
      switch comparison {
      case .equal:
        guard actual == value else { throw fail("expected \(key) = \(value), got \(actual)") }
      case .atLeast, .atMost:
        guard let a = Double(actual), let v = Double(value) else { throw fail("\(key) is '\(actual)', not a number") }
        let ok = comparison == .atLeast ? a >= v : a <= v
        guard ok else { throw fail("expected \(key) \(comparison.rawValue) \(value), got \(actual)") }
      }
    }
  }
}
