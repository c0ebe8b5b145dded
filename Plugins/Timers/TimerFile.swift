import Basics
import Runtime

/// `DATA/timers/timers.json`: the timers kept across a restart. Frame time
/// starts from zero in every run, so a running timer is written as the time of
/// day it ends (seconds since 1970 by the clock) and read back against the
/// clock then: one whose end passed while HomeView was not running comes back
/// ended "while off", its banner up.
///
///     {"version": 1, "timers": [
///       {"id": "t1", "name": "Pasta", "state": "running", "ends": 1775038440},
///       {"id": "t2", "name": "Eggs", "state": "paused", "remaining": 252},
///       {"id": "t3", "name": "Tea", "state": "ended", "at": 1775037000, "whileOff": false, "acknowledged": true}
///     ]}
enum TimerFile {
  static let format = DataFormat(what: "the kitchen timers", version: 1, limit: DataFile.Limit.timers)

  /// The most timers kept (and shown: one card each).
  static let capacity = 6
  /// The longest name kept, in characters.
  static let longestName = 40

  static func encode(_ timers: [KitchenTimer], frameTime: Double, wallTime: Double) -> String {
    let rows = timers.map { t -> String in
      var fields = ["\"id\": \(JSONText.quoted(t.id))", "\"name\": \(JSONText.quoted(t.name))"]
      switch t.state {
      case .running(let end):
        fields += ["\"state\": \"running\"", "\"ends\": \(number(wallTime + (end - frameTime)))"]
      case .paused(let left): fields += ["\"state\": \"paused\"", "\"remaining\": \(number(left))"]
      case .ended(let at, let off): fields += ["\"state\": \"ended\"", "\"at\": \(number(at))", "\"whileOff\": \(off)"]
      }
      fields.append("\"acknowledged\": \(t.acknowledged)")
      return "  {" + fields.joined(separator: ", ") + "}"
    }
    return "{\"version\": \(format.version), \"timers\": [\n" + rows.joined(separator: ",\n") + "\n]}\n"
  }

  /// Whole milliseconds are plenty, and keep the file stable to read.
  private static func number(_ v: Double) -> String {
    let ms = (v * 1000).rounded() / 1000
    return ms == ms.rounded() && abs(ms) < 1e15 ? String(Int(ms)) : String(ms)
  }

  /// The timers as they stand at `frameTime`, `wallTime` (now). Every problem
  /// names its key path: `timers[1].remaining: expected a number from 0 to 86399`.
  static func decode(_ content: DataFormat.Content, frameTime: Double, wallTime: Double) throws(ConfigError) -> [KitchenTimer] {
    let root = try content.json().object(keys: ["version", "timers"])
    let list = try root.required("timers")
    let rows = try list.array()
    guard rows.count <= capacity else { throw list.fail("at most \(capacity) timers, found \(rows.count)") }
    var out: [KitchenTimer] = []
    for row in rows {
      let o = try row.object(keys: ["id", "name", "state", "ends", "remaining", "at", "whileOff", "acknowledged"])
      let idNode = try o.required("id"), nameNode = try o.required("name")
      let id = try idNode.string()
      guard !id.isEmpty else { throw idNode.fail("expected a non-empty string") }
      guard !out.contains(where: { $0.id == id }) else { throw idNode.fail("'\(id)' is there twice") }
      let name = try nameNode.string()
      guard name.count <= longestName else { throw nameNode.fail("longer than \(longestName) characters") }
      var acknowledged = try o.bool("acknowledged", default: true)
      let state: KitchenTimer.State
      switch try o.required("state").choice(["running", "paused", "ended"]) {
      case "running":
        let endsNode = try o.required("ends")
        let ends = try endsNode.double()
        let left = ends - wallTime
        guard left <= KitchenTimer.longest else { throw endsNode.fail("more than a day from now by the clock") }
        if left > 0 {
          state = .running(endsAt: frameTime + left)
        } else {
          state = .ended(wallTime: ends, whileOff: true)
          acknowledged = false
        }
      case "paused": state = .paused(remaining: try o.required("remaining").double(in: 0...KitchenTimer.longest))
      default: state = .ended(wallTime: try o.required("at").double(), whileOff: try o.bool("whileOff", default: false))
      }
      out.append(KitchenTimer(id: id, name: name, state: state, acknowledged: acknowledged))
    }
    return out
  }
}
