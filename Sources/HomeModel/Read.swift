import Basics

/// Value readers the household's types share, on top of `ConfigNode`'s own, so
/// every colour, id and name is checked the same way and errors read alike.
/// (A namespace rather than a `ConfigNode` extension, so a method Basics adds
/// later can never clash with these.)
enum Read {
  /// A string that says something: empty or blank text would draw nothing.
  static func text(_ node: ConfigNode) throws(ConfigError) -> String {
    let s = try node.string()
    guard s.contains(where: { $0 != " " }) else { throw node.fail("expected a non-empty string") }
    return s
  }

  /// A stable id: lowercase letters, digits, `-` and `.` (used in element ids
  /// and key paths, so nothing that needs escaping).
  static func id(_ node: ConfigNode) throws(ConfigError) -> String {
    let s = try node.string()
    let ok = !s.isEmpty && s.utf8.allSatisfy { ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 45 || $0 == 46 }
    guard ok else { throw node.fail("'\(s)' is not an id (lowercase letters, digits, '-' and '.')") }
    return s
  }

  /// A colour written "#RRGGBB", as 0xRRGGBB: the form designers copy around.
  static func color(_ node: ConfigNode) throws(ConfigError) -> UInt32 {
    let s = try node.string()
    let digits = Array(s.utf8.dropFirst())
    guard s.utf8.first == 35, digits.count == 6, let v = UInt32(String(decoding: digits, as: UTF8.self), radix: 16) else {
      throw node.fail("expected a colour like \"#RRGGBB\", found \"\(s)\"")
    }
    return v
  }

  /// An array whose length must be in `count`, each item decoded by `item`.
  static func array<T>(
    _ node: ConfigNode, count: ClosedRange<Int>, noun: String, _ item: (ConfigNode) throws(ConfigError) -> T
  ) throws(ConfigError) -> [T] {
    let items = try node.array()
    guard count.contains(items.count) else {
      let want = count.lowerBound == count.upperBound ? "\(count.lowerBound)" : "\(count.lowerBound) to \(count.upperBound)"
      throw node.fail("expected \(want) \(noun), found \(items.count)")
    }
    var out: [T] = []
    out.reserveCapacity(items.count)
    for n in items { out.append(try item(n)) }
    return out
  }

  /// Refuses an id used twice in one list (`ids` in the order of `list`'s
  /// items), naming both places: two accessories with one id would share state.
  static func unique(_ ids: [String], in list: ConfigNode) throws(ConfigError) {
    var seen: [String: Int] = [:]
    for (i, id) in ids.enumerated() {
      if let first = seen[id] {
        throw ConfigError(file: list.file, path: "\(list.path)[\(i)].id", problem: "'\(id)' is already used at \(list.path)[\(first)]")
      }
      seen[id] = i
    }
  }

  /// A number as the config writes it: "120", "120.5".
  static func show(_ d: Double) -> String { d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d) }
}
