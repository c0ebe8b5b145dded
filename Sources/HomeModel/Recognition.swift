public import Basics

/// The demo's recognition: who is "recognised" and after how long, since there
/// is no camera; the Recognizing screen plays out exactly this.
public struct Recognition: Sendable, Equatable {
  /// One of the household's person ids.
  public var personID: String
  /// Seconds from the Recognizing screen appearing to the pick.
  public var after: Double

  public init(personID: String, after: Double) {
    self.personID = personID
    self.after = after
  }

  /// `people` are the household's, already decoded: the pick must be one of them.
  public static func decode(_ node: ConfigNode, people: [Person]) throws(ConfigError) -> Recognition {
    let o = try node.object(keys: ["person", "after"])
    return Recognition(
      personID: try o.required("person").choice(people.map(\.id)),
      after: try o.required("after").double(in: 0.1...10))
  }
}
