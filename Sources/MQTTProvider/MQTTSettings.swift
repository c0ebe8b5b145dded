public import Basics
import Runtime

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
    var s = MQTTSettings(host: try o.required("host").nonEmptyString())
    if let p = o.optional("port") { s.port = try p.int(in: 1...65535) }
    if let c = o.optional("clientId") { s.clientID = try c.nonEmptyString() }
    if let u = o.optional("username") { s.username = try u.nonEmptyString() }
    if let f = o.optional("passwordFile") { s.passwordFile = try f.readablePath() }
    if let f = o.optional("caFile") { s.caFile = try f.readablePath() }
    if let d = o.optional("discoveryPrefix") { s.discoveryPrefix = try d.nonEmptyString() }
    if let c = o.optional("confirmSeconds") { s.confirmSeconds = Double(try c.int(in: 1...60)) }
    if s.passwordFile != nil && s.username == nil {
      throw ConfigError(file: node.file, path: node.path + ".passwordFile", problem: "a password needs a username")
    }
    return s
  }

  /// The password file's first line (what `mosquitto_passwd` users write).
  func password() throws(ConfigError) -> String? {
    guard let passwordFile else { return nil }
    return try SecretFile.firstLine(passwordFile)
  }
}
