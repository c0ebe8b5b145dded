public import Basics
import Glibc
import Synchronization
import SystemCalls

/// A kind of data-folder file and the format versions this build knows.
/// Every file HomeView writes begins `{"version": N, …}`; a file without a
/// version is version 0 (what builds before versions wrote). Loading:
/// - a file of this build's version is decoded;
/// - an older one is decoded by its version's rules, migrated: the old file
///   kept aside first (`name.v0`), then the new format written in its place;
/// - a newer one (written by a newer build) is left untouched and said so,
///   and saves leave it untouched too, so going back a version loses nothing;
/// - one that cannot be decoded is refused: kept aside (`name.corrupt`,
///   never over an earlier copy) with one warning.
public struct DataFormat: Sendable {
  /// What the file holds, for messages: "the accessories' values".
  public let what: String
  /// The version this build writes.
  public let version: Int
  /// The most bytes read (a `DataFile.Limit`).
  public let limit: Int

  public init(what: String, version: Int, limit: Int) {
    self.what = what
    self.version = version
    self.limit = limit
  }

  /// A file's content with its version (0 when the text is not JSON: a
  /// version-0 plain-text file, or a damaged one).
  public struct Content: Sendable {
    public var path: String
    public var version: Int
    public var text: String
    let parsed: Result<ConfigNode, ConfigError>

    /// The parsed JSON, or the syntax error naming line and column.
    public func json() throws(ConfigError) -> ConfigNode { try parsed.get() }
  }

  public enum Loaded<Value> {
    /// Nothing at the path.
    case missing
    /// Refused and kept aside (warned).
    case rejected
    /// Written by a newer build: left untouched (warned).
    case newer(version: Int)
    case loaded(Value)

    public var value: Value? {
      if case .loaded(let v) = self { return v }
      return nil
    }
  }

  /// Loads `path`. `decode` reads a content of any version up to this
  /// build's (throwing for what it cannot accept); `encode` writes the
  /// current version, for migrating an older file. `consequence` ends the
  /// warning: "the dashboard starts from the household's values".
  public func load<Value>(
    _ path: String, consequence: String, decode: (Content) throws(ConfigError) -> Value, encode: (Value) -> String
  ) -> Loaded<Value> {
    let content: Content
    switch read(path) {
    case .success(nil): return .missing
    case .failure(let refusal):
      DataFile.reject(path, problem: refusal.description, consequence: consequence)
      return .rejected
    case .success(let c?): content = c
    }
    if content.version > version {
      warnNewer(path, content.version, "\(consequence)")
      return .newer(version: content.version)
    }
    let value: Value
    do { value = try decode(content) } catch {
      DataFile.reject(path, problem: error.description, consequence: consequence)
      return .rejected
    }
    if content.version < version { migrate(path, from: content.version, to: encode(value)) }
    return .loaded(value)
  }

  /// Writes `text` (this build's version) unless the file there is from a
  /// newer build, which is left untouched (said once per run).
  /// The file's first bytes usually say its version: one of this build's or
  /// older is written over without reading the rest (a big file would be
  /// read and parsed whole before every save); any other is read whole.
  public func save(_ text: String, to path: String) throws(DataFile.WriteError) {
    if Self.statedVersion(path).map({ $0 > version }) ?? true, case .success(let c?) = read(path), c.version > version {
      warnNewer(path, c.version, "the change is not saved")
      return
    }
    try DataFile.writeAtomically(text, to: path)
  }

  /// The file's text and version; nil when missing; a refusal for a file that
  /// is not a regular UTF-8 file within the limit, or states no usable version.
  public func read(_ path: String) -> Result<Content?, DataFile.ReadError> {
    let text: String?
    do { text = try DataFile.readText(path, limit: limit) } catch { return .failure(error) }
    guard let text else { return .success(nil) }
    let root: ConfigNode
    do { root = try ConfigNode.parse(text, file: path) } catch {
      return .success(Content(path: path, version: 0, text: text, parsed: .failure(error)))
    }
    guard case .object(let members) = root.value, let v = members.first(where: { $0.key == "version" })?.value else {
      return .success(Content(path: path, version: 0, text: text, parsed: .success(root)))
    }
    guard case .number(let n) = v, n == n.rounded(), n >= 1, n < 1e9 else {
      let found = if case .number(let n) = v { ConfigNode.show(n) } else { v.kindName }
      return .failure(DataFile.ReadError(path: path, problem: "version: expected a whole number from 1, found \(found)"))
    }
    return .success(Content(path: path, version: Int(n), text: text, parsed: .success(root)))
  }

  /// The version a file's first bytes state, `{"version": N,` (or `}`), as
  /// every file HomeView writes begins; nil when they say anything else or
  /// the path is not a regular file. A version read here is the one a whole
  /// read finds when the rest is good JSON, and 0 (older still) when not.
  static func statedVersion(_ path: String) -> Int? {
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOFOLLOW)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    var head = [UInt8](repeating: 0, count: 64)
    let n = head.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
    guard n > 0 else { return nil }
    return leadingVersion(head[0..<n])
  }

  /// `N` of text beginning `{"version": N` and a comma or brace (spaces
  /// allowed between), N a whole number without a sign, point or exponent.
  static func leadingVersion(_ bytes: ArraySlice<UInt8>) -> Int? {
    var i = bytes.startIndex
    func skipSpaces() { while i < bytes.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 } }
    func take(_ literal: String) -> Bool {
      for b in literal.utf8 {
        guard i < bytes.endIndex, bytes[i] == b else { return false }
        i += 1
      }
      return true
    }
    skipSpaces()
    guard take("{") else { return nil }
    skipSpaces()
    guard take("\"version\"") else { return nil }
    skipSpaces()
    guard take(":") else { return nil }
    skipSpaces()
    var value = 0, digits = 0
    while i < bytes.endIndex, bytes[i] >= 0x30, bytes[i] <= 0x39, digits < 9 {
      value = value * 10 + Int(bytes[i] - 0x30)
      digits += 1
      i += 1
    }
    guard digits > 0 else { return nil }
    skipSpaces()
    guard i < bytes.endIndex, bytes[i] == UInt8(ascii: ",") || bytes[i] == UInt8(ascii: "}") else { return nil }
    return value
  }

  private func migrate(_ path: String, from old: Int, to text: String) {
    switch DataFile.keepAside(path, suffix: "v\(old)") {
    case .failure(let e):
      Log.warning("\(path): format version \(old) is read but not migrated to \(version): \(e.problem)")
    case .success(let aside):
      do {
        try DataFile.writeAtomically(text, to: path)
        Log.info("\(path): migrated \(what) from format version \(old) to \(version); the old file is kept as \(aside)")
      } catch {
        Log.warning("\(path): migrating \(what) from format version \(old) to \(version): \(error.problem); the old file is kept as \(aside)")
      }
    }
  }

  private static let warnedNewer = Mutex<Set<String>>([])

  private func warnNewer(_ path: String, _ found: Int, _ consequence: String) {
    let first = Self.warnedNewer.withLock { $0.insert(path).inserted }
    guard first else { return }
    Log.warning(
      "\(path): format version \(found) is newer than this build reads (\(version)); left untouched; \(consequence)")
  }
}
