public import Basics
import Runtime
import Glibc

/// `providers.mqtt` in homeview.json: the broker Home Assistant uses.
public struct MQTTSettings: Sendable, Equatable {
  public var host: String
  public var port = 1883
  public var clientID = "homeview"
  public var username: String?
  /// A file holding the password (its first line): never the password itself
  /// in the config, which is world-readable on most systems.
  public var passwordFile: String?
  /// The broker's CA certificate (PEM): TLS when set.
  public var caFile: String?
  /// Home Assistant's discovery prefix.
  public var discoveryPrefix = "homeassistant"
  /// Seconds a device has to confirm a command before the tile rolls back.
  public var confirmSeconds = 5.0

  public init(host: String) { self.host = host }

  public static let keys = [
    "host", "port", "clientId", "username", "passwordFile", "caFile", "discoveryPrefix", "confirmSeconds",
  ]

  public static func decode(_ node: ConfigNode) throws(ConfigError) -> MQTTSettings {
    let o = try node.object(keys: keys)
    var s = MQTTSettings(host: try nonEmpty(o.required("host")))
    if let p = o.optional("port") { s.port = try p.int(in: 1...65535) }
    if let c = o.optional("clientId") { s.clientID = try nonEmpty(c) }
    if let u = o.optional("username") { s.username = try nonEmpty(u) }
    if let f = o.optional("passwordFile") { s.passwordFile = try readableFile(f) }
    if let f = o.optional("caFile") { s.caFile = try readableFile(f) }
    if let d = o.optional("discoveryPrefix") { s.discoveryPrefix = try nonEmpty(d) }
    if let c = o.optional("confirmSeconds") { s.confirmSeconds = Double(try c.int(in: 1...60)) }
    if s.passwordFile != nil && s.username == nil {
      throw ConfigError(file: node.file, path: node.path + ".passwordFile", problem: "a password needs a username")
    }
    return s
  }

  static func nonEmpty(_ n: ConfigNode) throws(ConfigError) -> String {
    let s = try n.string()
    guard !s.isEmpty else { throw n.fail("empty") }
    return s
  }

  /// A path that exists and can be read now, so a typo stops start-up with its key path.
  static func readableFile(_ n: ConfigNode) throws(ConfigError) -> String {
    let path = try nonEmpty(n)
    guard access(path, R_OK) == 0 else { throw n.fail("cannot read '\(path)'") }
    return path
  }

  /// The password file's first line (what `mosquitto_passwd` users write).
  func password() throws(ConfigError) -> String? {
    guard let passwordFile else { return nil }
    do throws(DataFile.ReadError) {
      guard let text = try DataFile.readText(passwordFile, limit: 4096, followSymlinks: true) else {
        throw DataFile.ReadError(path: passwordFile, problem: "cannot open (no such file)")
      }
      return String(text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
    } catch {
      throw ConfigError(file: passwordFile, path: "", problem: error.problem)
    }
  }
}
