public import Basics

/// A gesture script: the line-based language the demo and the tests are written
/// in (documented in Config/README.md). Coordinates are points of the logical
/// screen; `@id` names an element so a script runs at every size.
public struct GestureScript: Sendable {
  public enum Target: Sendable, Equatable {
    case point(Point)
    case element(String)
  }

  public enum Comparison: String, Sendable { case equal = "==", atLeast = ">=", atMost = "<=" }

  public enum Command: Sendable, Equatable {
    case tap(Target)
    case longPress(Target)
    case drag(from: Point, to: Point, seconds: Double)
    case path([Point], seconds: Double)
    case touchDown(slot: Int, Point)
    case touchMove(slot: Int, Point)
    case touchUp(slot: Int)
    case swipe(SwipeDirection)
    case wait(Double)
    case snapshot(String)
    case expectScreen(String)
    case expect(key: String, Comparison, value: String)
  }

  public struct Line: Sendable {
    public var number: Int
    public var command: Command
  }

  public let file: String
  public let lines: [Line]

  public struct SyntaxError: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var problem: String
    public var description: String { "\(file):\(line): \(problem)" }
  }

  public static func parse(_ text: String, file: String) throws(SyntaxError) -> GestureScript {
    var out: [Line] = []
    for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let content = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
      let words = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
      guard let verb = words.first else { continue }
      do {
        out.append(Line(number: i + 1, command: try command(verb, Array(words.dropFirst()))))
      } catch {
        throw SyntaxError(file: file, line: i + 1, problem: error.problem)
      }
    }
    return GestureScript(file: file, lines: out)
  }

  struct Problem: Error { let problem: String }

  private static func command(_ verb: String, _ a: [String]) throws(Problem) -> Command {
    func count(_ n: Int, _ usage: String) throws(Problem) {
      guard a.count == n else { throw Problem(problem: "'\(verb)' takes \(usage)") }
    }
    func number(_ s: String) throws(Problem) -> Double {
      guard let d = Double(s), d.isFinite else { throw Problem(problem: "'\(s)' is not a number") }
      return d
    }
    /// A coordinate in points: anywhere a finger could be, a little off-screen
    /// included, never a number a screen would overflow on.
    func coordinate(_ s: String) throws(Problem) -> Double {
      let d = try number(s)
      let limit = TouchEvent.coordinateLimit
      guard abs(d) <= limit else { throw Problem(problem: "'\(s)' is out of range for a coordinate (\(-Int(limit))…\(Int(limit)) points)") }
      return d
    }
    func point(_ x: String, _ y: String) throws(Problem) -> Point { Point(try coordinate(x), try coordinate(y)) }
    func seconds(_ s: String) throws(Problem) -> Double {
      let d = try number(s)
      guard d >= 0, d <= 3600 else { throw Problem(problem: "'\(s)' seconds is out of range (0…3600)") }
      return d
    }
    func slot(_ s: String) throws(Problem) -> Int {
      guard let v = Int(s), (0...9).contains(v) else { throw Problem(problem: "'\(s)' is not a slot (0…9)") }
      return v
    }
    func target(_ usage: String) throws(Problem) -> Target {
      if a.count == 1, a[0].hasPrefix("@"), a[0].count > 1 { return .element(String(a[0].dropFirst())) }
      try count(2, usage)
      return .point(try point(a[0], a[1]))
    }
    switch verb {
    case "tap": return .tap(try target("X Y or @id"))
    case "long-press": return .longPress(try target("X Y or @id"))
    case "drag":
      try count(5, "X1 Y1 X2 Y2 SECONDS")
      return .drag(
        from: try point(a[0], a[1]), to: try point(a[2], a[3]),
        seconds: try seconds(a[4]))
    case "path":
      guard a.count >= 5, a.count % 2 == 1 else { throw Problem(problem: "'path' takes X1 Y1 X2 Y2 … SECONDS (two points or more)") }
      var points: [Point] = []
      var i = 0
      while i + 1 < a.count - 1 {
        points.append(try point(a[i], a[i + 1]))
        i += 2
      }
      return .path(points, seconds: try seconds(a[a.count - 1]))
    case "touch-down":
      try count(3, "SLOT X Y")
      return .touchDown(slot: try slot(a[0]), try point(a[1], a[2]))
    case "touch-move":
      try count(3, "SLOT X Y")
      return .touchMove(slot: try slot(a[0]), try point(a[1], a[2]))
    case "touch-up":
      try count(1, "SLOT")
      return .touchUp(slot: try slot(a[0]))
    case "swipe":
      try count(1, "left, right, up or down")
      guard let d = SwipeDirection(rawValue: a[0]) else { throw Problem(problem: "'\(a[0])' is not left, right, up or down") }
      return .swipe(d)
    case "wait":
      try count(1, "SECONDS")
      return .wait(try seconds(a[0]))
    case "snapshot":
      try count(1, "NAME")
      guard a[0].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." }), !a[0].hasPrefix(".") else {
        throw Problem(problem: "snapshot name '\(a[0])' may hold only letters, digits, '-', '_' and '.'")
      }
      return .snapshot(a[0])
    case "expect-screen":
      try count(1, "ID")
      return .expectScreen(a[0])
    case "expect":
      if a.count == 3, let c = Comparison(rawValue: a[1]), c != .equal {
        _ = try number(a[2])
        return .expect(key: a[0], c, value: a[2])
      }
      guard a.count >= 2 else { throw Problem(problem: "'expect' takes KEY VALUE, KEY >= N or KEY <= N") }
      return .expect(key: a[0], .equal, value: a.dropFirst().joined(separator: " "))
    default:
      throw Problem(problem: "unknown command '\(verb)'")
    }
  }
}
