public import Basics

/// The assistant's one answer: when to leave for the next event, with the map
/// card's route. Numbers stay numbers; the card's strings are derived here.
public struct Route: Sendable, Equatable {
  public enum Traffic: String, Sendable, Equatable, CaseIterable {
    case light, moderate, heavy
    /// "Moderate Traffic"
    public var label: String {
      switch self {
      case .light: return "Light Traffic"
      case .moderate: return "Moderate Traffic"
      case .heavy: return "Heavy Traffic"
      }
    }
  }

  /// What the person asks, shown word by word ("Siri, when should I leave for practice?").
  public var question: String
  /// "Pickleball Practice"
  public var event: String
  /// "Stern Grove Playground": the pin's label and the info panel's title.
  public var destination: String
  public var leaveBy: TimeOfDay
  public var distanceMiles: Double
  /// The road to take ("Portola Dr").
  public var via: String
  public var traffic: Traffic
  public var travelMinutes: Int
  /// The turn-by-turn steps the route button shows, in driving order (none:
  /// the route screen shows only its summary).
  public var steps: [RouteStep]

  public init(
    question: String, event: String, destination: String, leaveBy: TimeOfDay, distanceMiles: Double, via: String,
    traffic: Traffic, travelMinutes: Int, steps: [RouteStep] = []
  ) {
    self.question = question
    self.event = event
    self.destination = destination
    self.leaveBy = leaveBy
    self.distanceMiles = distanceMiles
    self.via = via
    self.traffic = traffic
    self.travelMinutes = travelMinutes
    self.steps = steps
  }

  /// "You should leave for Pickleball Practice by 10:42 AM to arrive on time."
  /// ("by 10:42" on a 24-hour clock).
  public func answer(_ locale: DisplayLocale) -> String { "You should leave for \(event) by \(locale.time(leaveBy)) to arrive on time." }
  /// "3.9 mi" (always one decimal, as maps show it).
  public var distanceText: String { Self.milesText(distanceMiles) }

  /// Miles with one decimal ("3.9 mi").
  public static func milesText(_ miles: Double) -> String {
    let tenths = Int((miles * 10).rounded())
    return "\(tenths / 10).\(tenths % 10) mi"
  }
  /// "Take Portola Dr • Moderate Traffic" (the orange line).
  public var directionsText: String { "Take \(via) • \(traffic.label)" }
  /// "18 min" (the blue button).
  public var travelText: String { "\(travelMinutes) min" }

  public static func decode(_ node: ConfigNode) throws(ConfigError) -> Route {
    let o = try node.object(keys: [
      "question", "event", "destination", "leaveBy", "distanceMiles", "via", "traffic", "travelMinutes", "steps",
    ])
    return Route(
      question: try Read.text(try o.required("question")),
      event: try Read.text(try o.required("event")),
      destination: try Read.text(try o.required("destination")),
      leaveBy: try TimeOfDay.decode(try o.required("leaveBy")),
      distanceMiles: try o.required("distanceMiles").double(in: 0.1...500),
      via: try Read.text(try o.required("via")),
      traffic: Traffic(rawValue: try o.required("traffic").choice(Traffic.allCases.map(\.rawValue)))!,
      travelMinutes: try o.required("travelMinutes").int(in: 1...600),
      steps: try o.optional("steps").map { n throws(ConfigError) in try Read.array(n, count: 1...30, noun: "steps", RouteStep.decode) } ?? [])
  }
}
