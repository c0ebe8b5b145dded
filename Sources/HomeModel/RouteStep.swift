public import Basics

/// One step of the route: what to do ("Turn right onto Portola Dr"), which way
/// it turns, and how far the road runs until the next step.
public struct RouteStep: Sendable, Equatable {
  public enum Turn: String, Sendable, Equatable, CaseIterable {
    case start, left, right, straight, arrive
  }

  public var text: String
  public var turn: Turn
  /// Miles to the next step (0 for the arrival).
  public var distanceMiles: Double

  public init(text: String, turn: Turn, distanceMiles: Double) {
    self.text = text
    self.turn = turn
    self.distanceMiles = distanceMiles
  }

  /// "0.4 mi", or "" for a step with no road after it (the arrival).
  public var distanceText: String {
    distanceMiles > 0 ? Route.milesText(max(0.1, distanceMiles)) : ""
  }

  public static func decode(_ node: ConfigNode) throws(ConfigError) -> RouteStep {
    let o = try node.object(keys: ["text", "turn", "distanceMiles"])
    return RouteStep(
      text: try Read.text(try o.required("text")),
      turn: Turn(rawValue: try o.required("turn").choice(Turn.allCases.map(\.rawValue)))!,
      distanceMiles: try o.double("distanceMiles", default: 0, in: 0...500))
  }
}
