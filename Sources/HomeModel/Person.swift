public import Basics

/// One member of the household, as Recognition and the personal home draw them.
public struct Person: Sendable, Equatable {
  /// Stable id (`sophie`): element ids, `PersonRecognised`, the avatar art.
  public var id: String
  /// Display name; the home's greeting shows it in caps ("SOPHIE").
  public var name: String
  /// What the procedural avatar paints ("white short hair, glasses").
  public var look: String
  /// The avatar circle's gradient, top to bottom, as 0xRRGGBB (exactly two).
  public var gradient: [UInt32]

  public init(id: String, name: String, look: String, gradient: [UInt32]) {
    self.id = id
    self.name = name
    self.look = look
    self.gradient = gradient
  }

  public static func decode(_ node: ConfigNode) throws(ConfigError) -> Person {
    let o = try node.object(keys: ["id", "name", "look", "gradient"])
    return Person(
      id: try Read.id(try o.required("id")),
      name: try Read.text(try o.required("name")),
      look: try Read.text(try o.required("look")),
      gradient: try Read.array(try o.required("gradient"), count: 2...2, noun: "colours (top, bottom)", Read.color))
  }
}
