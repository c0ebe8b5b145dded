public import Basics
public import Runtime
import HomeModel
import HouseholdStore

/// The Weather screen (`weather`): now, the next hours and ten days of the
/// household's weather, opened from the home's weather widget. It reads the
/// store's weather (the household file's, or a weather provider's) and
/// redraws when it changes.
public final class WeatherPlugin: Plugin {
  public static let manifest = PluginManifest(
    name: "weather",
    screens: [.weather],
    snapshotStates: ["weather:stale"],
    elements: [ElementDeclaration("weather.close", on: "weather")],
    stateKeys: [
      StateKeyDeclaration("weather.condition", on: "weather"), StateKeyDeclaration("weather.hours", on: "weather"),
      StateKeyDeclaration("weather.days", on: "weather"), StateKeyDeclaration("weather.age", on: "weather"),
    ],
    benchScenarios: [BenchScenario(name: "weather-static", screen: "weather")])
  public static let requiredResources = [ResourceRequirement(HouseholdStore.self), ResourceRequirement(DisplayLocale.self)]

  public static func settings(from section: ConfigNode?) throws(ConfigError) -> NoSettings {
    try NoSettings.decode(section)
  }

  let context: PluginContext
  let store: HouseholdStore
  /// A snapshot state's weather in place of the store's (not reported to it).
  private var shown: Weather?
  weak var screen: WeatherScreen?

  public init(context: PluginContext, settings: NoSettings) {
    self.context = context
    store = context.required(HouseholdStore.self)
  }

  var weather: Weather { shown ?? store.household.weather }
  /// How temperatures and hours are written.
  var locale: DisplayLocale { context.required(DisplayLocale.self) }

  public func start() {
    context.subscribe(WeatherChanged.self) { [unowned self] _ in screen?.weatherChanged() }
  }

  /// `weather:stale`: the household's weather as a failed refresh leaves it,
  /// fetched three hours before the clock's now.
  func seed(_ state: String) -> Bool {
    guard state == "stale" else { return false }
    var w = store.household.weather
    w.fetched = context.clock.now(frameTime: context.time).adding(seconds: -3 * 3600)
    w.stale = true
    shown = w
    screen?.weatherChanged()
    return true
  }

  public func makeScreen(id: String) -> Screen? {
    Self.manifest.route(id) == .weather ? WeatherScreen(plugin: self) : nil
  }
}
