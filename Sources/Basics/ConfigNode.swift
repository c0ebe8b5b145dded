/// A config mistake: which file, where in it (a key path like
/// `plugins.faces.current`), and what is wrong.
public struct ConfigError: Error, Sendable, CustomStringConvertible, Equatable {
  public var file: String
  public var path: String
  public var problem: String
  public init(file: String, path: String, problem: String) {
    self.file = file
    self.path = path
    self.problem = problem
  }
  public var description: String { path.isEmpty ? "\(file): \(problem)" : "\(file): \(path): \(problem)" }
}

/// One value of a config file, with its key path, read through typed accessors
/// that throw `ConfigError` naming the path. Plugins decode their own section
/// with these, so every mistake is reported the same way.
public struct ConfigNode: Sendable {
  public let file: String
  public let path: String
  public let value: JSONValue

  public init(file: String, path: String = "", value: JSONValue) {
    self.file = file
    self.path = path
    self.value = value
  }

  /// Parses a whole file's text.
  public static func parse(_ text: String, file: String) throws(ConfigError) -> ConfigNode {
    do {
      return ConfigNode(file: file, value: try JSONParser.parse(text))
    } catch {
      throw ConfigError(file: "\(file):\(error.line):\(error.column)", path: "", problem: error.problem)
    }
  }

  public func fail(_ problem: String) -> ConfigError { ConfigError(file: file, path: path, problem: problem) }

  func child(_ key: String, _ value: JSONValue) -> ConfigNode {
    ConfigNode(file: file, path: path.isEmpty ? key : "\(path).\(key)", value: value)
  }

  /// Reads an object whose keys must all be among `keys`: an unknown key (a
  /// typo) is an error, never silently ignored.
  public func object(keys: [String]) throws(ConfigError) -> ConfigObject {
    guard case .object(let members) = value else { throw fail("expected an object, found \(value.kindName)") }
    for m in members where !keys.contains(m.key) {
      let known = keys.isEmpty ? "this section takes no keys" : "known keys: \(keys.joined(separator: ", "))"
      throw child(m.key, m.value).fail("unknown key (\(known))")
    }
    return ConfigObject(node: self, members: members)
  }

  /// An object whose keys are names chosen by the user (plugin sections).
  public func dictionary() throws(ConfigError) -> [(key: String, node: ConfigNode)] {
    guard case .object(let members) = value else { throw fail("expected an object, found \(value.kindName)") }
    return members.map { ($0.key, child($0.key, $0.value)) }
  }

  public func string() throws(ConfigError) -> String {
    guard case .string(let s) = value else { throw fail("expected a string, found \(value.kindName)") }
    return s
  }

  public func bool() throws(ConfigError) -> Bool {
    guard case .bool(let b) = value else { throw fail("expected true or false, found \(value.kindName)") }
    return b
  }

  public func double(in range: ClosedRange<Double>? = nil) throws(ConfigError) -> Double {
    guard case .number(let d) = value else { throw fail("expected a number, found \(value.kindName)") }
    // JSON's grammar reaches past a Double (1e400): such a number is no setting.
    guard d.isFinite else { throw fail("\(d) is not a finite number") }
    if let range, !range.contains(d) {
      throw fail("\(Self.show(d)) is out of range (\(Self.show(range.lowerBound))…\(Self.show(range.upperBound)))")
    }
    return d
  }

  public func int(in range: ClosedRange<Int>? = nil) throws(ConfigError) -> Int {
    guard case .number(let d) = value, d == d.rounded(), abs(d) < 1e15 else {
      throw fail("expected a whole number, found \(value.kindName == "a number" ? "a fraction" : value.kindName)")
    }
    let i = Int(d)
    if let range, !range.contains(i) { throw fail("\(i) is out of range (\(range.lowerBound)…\(range.upperBound))") }
    return i
  }

  /// A string that must be one of `choices`.
  public func choice(_ choices: [String]) throws(ConfigError) -> String {
    let s = try string()
    guard choices.contains(s) else { throw fail("'\(s)' is not one of: \(choices.joined(separator: ", "))") }
    return s
  }

  public func array() throws(ConfigError) -> [ConfigNode] {
    guard case .array(let items) = value else { throw fail("expected an array, found \(value.kindName)") }
    return items.enumerated().map { ConfigNode(file: file, path: "\(path)[\($0.offset)]", value: $0.element) }
  }

  package static func show(_ d: Double) -> String { d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d) }
}

/// An object's members, read by key.
public struct ConfigObject: Sendable {
  public let node: ConfigNode
  let members: [(key: String, value: JSONValue)]

  public func has(_ key: String) -> Bool { members.contains { $0.key == key } }

  public func optional(_ key: String) -> ConfigNode? {
    members.first { $0.key == key }.map { node.child($0.key, $0.value) }
  }

  public func required(_ key: String) throws(ConfigError) -> ConfigNode {
    guard let n = optional(key) else {
      throw ConfigError(file: node.file, path: node.path.isEmpty ? key : "\(node.path).\(key)", problem: "missing (required)")
    }
    return n
  }

  public func string(_ key: String, default d: String) throws(ConfigError) -> String { try optional(key)?.string() ?? d }
  public func bool(_ key: String, default d: Bool) throws(ConfigError) -> Bool { try optional(key)?.bool() ?? d }
  public func int(_ key: String, default d: Int, in range: ClosedRange<Int>? = nil) throws(ConfigError) -> Int {
    try optional(key)?.int(in: range) ?? d
  }
  public func double(_ key: String, default d: Double, in range: ClosedRange<Double>? = nil) throws(ConfigError) -> Double {
    try optional(key)?.double(in: range) ?? d
  }
  public func choice(_ key: String, _ choices: [String], default d: String) throws(ConfigError) -> String {
    try optional(key)?.choice(choices) ?? d
  }
}
