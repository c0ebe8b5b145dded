import Basics
import HomeModel
import Runtime
import SystemCalls

/// The last agenda read, kept in the data folder (`calendar/agenda.json`) so
/// a restart without the servers shows it, marked stale, until they answer.
enum AgendaCache {
  static func path(in dataFolder: String) -> String { dataFolder + "/calendar/agenda.json" }

  static func save(_ text: String, to path: String) {
    let folder = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
    _ = DataFile.makeFolders(folder)
    do throws(DataFile.WriteError) {
      try DataFile.writeAtomically(text, to: path)
    } catch {
      Log.warning("calendar: cannot keep the agenda: \(error)")
    }
  }

  static func encode(_ a: Agenda) -> String {
    func q(_ s: String) -> String { JSONText.quoted(s) }
    let events = a.events.map { e in
      var fields = ["\"title\": \(q(e.title))", "\"calendar\": \(q(e.calendar))", "\"start\": \(q(e.start.description))", "\"end\": \(q(e.end.description))", "\"allDay\": \(e.allDay)"]
      if let l = e.location { fields.append("\"location\": \(q(l))") }
      return "    {" + fields.joined(separator: ", ") + "}"
    }
    let lists = a.lists.map { l in
      let reminders = l.reminders.map { r in
        var fields = ["\"id\": \(q(r.id))", "\"title\": \(q(r.title))", "\"completed\": \(r.completed)", "\"writable\": \(r.writable)"]
        if let d = r.due { fields += ["\"due\": \(q(d.description))", "\"dueIsDate\": \(r.dueIsDate)"] }
        return "      {" + fields.joined(separator: ", ") + "}"
      }
      return "    {\"id\": \(q(l.id)), \"title\": \(q(l.title)), \"reminders\": [\n" + reminders.joined(separator: ",\n") + "\n    ]}"
    }
    return "{\n  \"events\": [\n" + events.joined(separator: ",\n") + "\n  ],\n  \"lists\": [\n" + lists.joined(separator: ",\n") + "\n  ]\n}\n"
  }

  /// The kept agenda, or nil (logged) when there is none or it cannot be read.
  static func load(_ path: String) -> Agenda? {
    let text: String
    do throws(DataFile.ReadError) {
      guard let t = try DataFile.readText(path, limit: DataFile.Limit.text) else { return nil }
      text = t
    } catch {
      Log.warning("calendar: \(error.path): \(error.problem); starting without the last agenda")
      return nil
    }
    do throws(ConfigError) {
      return try decode(try ConfigNode.parse(text, file: path))
    } catch {
      Log.warning("calendar: \(error); starting without the last agenda")
      return nil
    }
  }

  static func decode(_ node: ConfigNode) throws(ConfigError) -> Agenda {
    func time(_ n: ConfigNode) throws(ConfigError) -> CivilTime {
      let s = try n.string()
      guard let t = CivilTime(parsing: s) else { throw n.fail("'\(s)' is not a time like 2026-04-01T10:09:00") }
      return t
    }
    let o = try node.object(keys: ["events", "lists"])
    var a = Agenda()
    for n in try o.required("events").array() {
      let e = try n.object(keys: ["title", "calendar", "start", "end", "allDay", "location"])
      a.events.append(
        AgendaEvent(
          title: try e.required("title").string(), calendar: try e.required("calendar").string(), location: try e.optional("location")?.string(),
          start: try time(try e.required("start")), end: try time(try e.required("end")), allDay: try e.bool("allDay", default: false)))
    }
    for n in try o.required("lists").array() {
      let l = try n.object(keys: ["id", "title", "reminders"])
      var list = ReminderList(id: try l.required("id").string(), title: try l.required("title").string(), reminders: [])
      for rn in try l.required("reminders").array() {
        let r = try rn.object(keys: ["id", "title", "completed", "writable", "due", "dueIsDate"])
        list.reminders.append(
          Reminder(
            id: try r.required("id").string(), title: try r.required("title").string(), due: try r.optional("due").map { (n: ConfigNode) throws(ConfigError) in try time(n) },
            dueIsDate: try r.bool("dueIsDate", default: false), completed: try r.bool("completed", default: false), writable: try r.bool("writable", default: false)))
      }
      a.lists.append(list)
    }
    return a
  }
}
