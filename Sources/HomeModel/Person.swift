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
  /// Which of the six avatar paintings this person has, when not the one
  /// named like their id (the first-run flow lets anyone pick any).
  public var avatar: String?

  /// The six avatar paintings, by name (the Art module's `Avatar` cases).
  public static let avatarStyles = ["grandma", "amira", "leo", "mei", "dev", "sophie"]

  public init(id: String, name: String, look: String, gradient: [UInt32], avatar: String? = nil) {
    self.id = id
    self.name = name
    self.look = look
    self.gradient = gradient
    self.avatar = avatar
  }

  /// The avatar painting screens draw for this person: `avatar`, else the id's.
  public var avatarStyle: String { avatar ?? id }

  public static func decode(_ node: ConfigNode) throws(ConfigError) -> Person {
    let o = try node.object(keys: ["id", "name", "look", "gradient", "avatar"])
    var avatar: String?
    if let a = o.optional("avatar") {
      let name = try a.string()
      guard avatarStyles.contains(name) else { throw a.fail("'\(name)' is not an avatar; one of \(avatarStyles.joined(separator: ", "))") }
      avatar = name
    }
    return Person(
      id: try Read.id(try o.required("id")),
      name: try Read.text(try o.required("name")),
      look: try Read.text(try o.required("look")),
      gradient: try Read.array(try o.required("gradient"), count: 2...2, noun: "colours (top, bottom)", Read.color),
      avatar: avatar)
  }

  /// The person in household.json's format (what the first-run flow writes).
  public var json: JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("id", .string(id)), ("name", .string(name)), ("look", .string(look)),
      ("gradient", .array(gradient.map { .string(Self.hex($0)) })),
    ]
    if let avatar { members.append(("avatar", .string(avatar))) }
    return .object(members)
  }

  static func hex(_ rgb: UInt32) -> String {
    let digits = Array("0123456789ABCDEF")
    return "#" + String((0..<6).reversed().map { digits[Int((rgb >> (UInt32($0) * 4)) & 0xF)] })
  }
}
