/// A subcommand's own options: the flags it takes, each with what it does to
/// the options value. A flag another command takes is refused by name; one no
/// command takes is unknown.
protocol CommandOptions {
  /// The command as typed (`run`, `snapshot`, …).
  static var command: String { get }
  static var options: [Option<Self>] { get }
  init()
  /// A word that is not an option (`snapshot ID`, `check-config FILE`).
  mutating func take(positional word: String) throws(UsageError)
  /// Checks the whole once every word is read.
  func check() throws(UsageError)
}

extension CommandOptions {
  mutating func take(positional word: String) throws(UsageError) { throw UsageError(problem: "unexpected '\(word)'") }
  func check() throws(UsageError) {}

  /// Reads the words after the command.
  static func parse(_ words: inout ArraySlice<String>, knownElsewhere: Set<String>) throws(UsageError) -> Self {
    var o = Self()
    let table = Dictionary(options.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    while let w = words.popFirst() {
      if let option = table[w] {
        try option.apply(&o, &words)
      } else if knownElsewhere.contains(w) {
        let takes = options.map(\.name).joined(separator: ", ")
        throw UsageError(problem: "'\(w)' is not an option of 'homeview \(command)' (it takes \(takes.isEmpty ? "none" : takes))")
      } else if w.hasPrefix("-") {
        throw UsageError(problem: "unknown option '\(w)'")
      } else {
        try o.take(positional: w)
      }
    }
    try o.check()
    return o
  }
}

/// A command-line mistake; main prints it with a pointer to `--help`.
struct UsageError: Error, CustomStringConvertible {
  var problem: String
  var description: String { "\(problem)\nRun 'homeview --help' for usage." }
}

/// One flag of one command.
struct Option<Options> {
  let name: String
  let apply: (inout Options, inout ArraySlice<String>) throws(UsageError) -> Void

  /// A flag without a value.
  static func flag(_ name: String, _ field: WritableKeyPath<Options, Bool>) -> Option {
    Option(name: name) { o, _ in o[keyPath: field] = true }
  }

  /// A flag with a value, read by `parse`.
  static func value<T>(_ name: String, _ field: WritableKeyPath<Options, T>, _ parse: @escaping (String, String) throws(UsageError) -> T) -> Option {
    Option(name: name) { o, words throws(UsageError) in
      guard let v = words.popFirst(), !v.hasPrefix("--") else { throw UsageError(problem: "\(name) needs a value") }
      o[keyPath: field] = try parse(name, v)
    }
  }

  /// A flag with a word as its value.
  static func text(_ name: String, _ field: WritableKeyPath<Options, String?>) -> Option {
    value(name, field) { _, v in v }
  }
}

/// The values options take, checked.
enum OptionValue {
  static func size(_ flag: String, _ v: String) throws(UsageError) -> (width: Int, height: Int)? {
    let parts = v.split(separator: "x").compactMap { Int($0) }
    guard parts.count == 2, (100...8192).contains(parts[0]), (100...8192).contains(parts[1]) else {
      throw UsageError(problem: "\(flag) '\(v)' is not WIDTHxHEIGHT (100…8192 each)")
    }
    return (parts[0], parts[1])
  }

  static func rotation(_ flag: String, _ v: String) throws(UsageError) -> Int? {
    guard let r = Int(v), [0, 90, 180, 270].contains(r) else { throw UsageError(problem: "\(flag) '\(v)' is not 0, 90, 180 or 270") }
    return r
  }

  static func hours(_ flag: String, _ v: String) throws(UsageError) -> Double {
    guard let n = Double(v), n > 0, n <= 24 * 365 else { throw UsageError(problem: "\(flag) '\(v)' is not a number of hours (0…8760)") }
    return n
  }

  static func frames(_ flag: String, _ v: String) throws(UsageError) -> Int {
    guard let n = Int(v), (1...100_000).contains(n) else { throw UsageError(problem: "\(flag) '\(v)' is not 1…100000") }
    return n
  }

  /// A backend name, of those the command can use.
  static func backend(_ allowed: [String], command: String) -> (String, String) throws(UsageError) -> String? {
    { flag, v throws(UsageError) in
      guard ["drm", "window", "headless"].contains(v) else { throw UsageError(problem: "\(flag) '\(v)' is not drm, window or headless") }
      guard allowed.contains(v) else {
        throw UsageError(problem: "\(flag) '\(v)' is not for 'homeview \(command)' (it runs \(allowed.joined(separator: " or ")))")
      }
      return v
    }
  }
}
