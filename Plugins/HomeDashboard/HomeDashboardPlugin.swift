public import Basics
public import Runtime
import Canvas
public import HomeModel
import HouseholdStore

/// The Home dashboard (docs/screens.md §6): the amber "68" grid, then, paging left,
/// the Bedroom Air, the Living Room Lamp and every other accessory. It shows the household store's
/// accessories and sends the person's changes to it as intents; it redraws
/// when the store says something changed.
public final class HomeDashboardPlugin: Plugin {
  public static let manifest = PluginManifest(
    name: "dashboard",
    settings: [
      SettingDoc(
        keys: Settings.tileKeys.map { "tiles." + $0.key }, type: "accessory id", defaultValue: "the household's first of that kind",
        meaning: "which accessory each tile shows: `thermostat`, `air`, `lamp`, `lock`, `lights`, `intercom`, `scene` (an MQTT entity is `<component>.<object>`, e.g. `light.desk_lamp`); one missing or of another kind falls back to the default")
    ],
    screens: DashboardPage.allCases.map(\.route) + [DoorbellCamera.route],
    snapshotStates: ["dashboard:lights-on"],
    appEntries: [AppEntry(name: "home", title: "Home", route: .dashboard, icon: "house.fill", colors: [0xFFC53D, 0xFF9000], firstPage: 2)],
    elements: ["close", "up", "down", "lock", "lights"].map { ElementDeclaration("dashboard." + $0, on: "dashboard") }
      + [ElementDeclaration("dashboard.air.up", on: "dashboard.air"), ElementDeclaration("dashboard.air.down", on: "dashboard.air")]
      + [ElementDeclaration("dashboard.lamp", on: "dashboard.lamp"), ElementDeclaration("doorbell.dismiss", on: "doorbell")]
      // The fixture's accessories no other page shows (an MQTT one is `dashboard.all.<entity id>`).
      + fixtureOnAllPage.map { ElementDeclaration("dashboard.all." + $0, on: "dashboard.all") },
    stateKeys: ["temperature", "locked", "lights", "page", "scroll"].map { StateKeyDeclaration("dashboard." + $0, on: "dashboard") }
      + [StateKeyDeclaration("dashboard.air.target", on: "dashboard.air")]
      + ["dashboard.lamp.brightness", "dashboard.lamp"].map { StateKeyDeclaration($0, on: "dashboard.lamp") }
      + ["doorbell.picture", "doorbell.ring"].map { StateKeyDeclaration($0, on: "doorbell") }
      + (["count", "areas"] + fixtureOnAllPage).map { StateKeyDeclaration("dashboard.all." + $0, on: "dashboard.all") },
    benchScenarios: [
      // Up, up, down, down… every 0.4 s: only the number's own rect is redrawn.
      BenchScenario(name: "rolling-digits", screen: "dashboard") { nav, t in
        guard t.frame % 24 == 0, let s = nav.top as? DashboardScreen else { return }
        s.stepTemperature(t.frame / 24 % 4 < 2 ? 1 : -1)
      },
      // The pages slide on their spring, grid → air → lamp → air → grid.
      BenchScenario(name: "page-swipe", screen: "dashboard") { nav, t in
        guard t.frame % 45 == 0, let s = nav.top as? DashboardScreen else { return }
        s.pager.go(to: [1, 2, 1, 0][t.frame / 45 % 4])
      },
      // A finger sliding the lamp's fill up and down.
      BenchScenario(name: "lamp-drag", screen: "dashboard.lamp") { nav, t in
        guard let s = nav.top as? DashboardScreen else { return }
        let phase = Double(t.frame % 120) / 60
        s.setLampLevel(0.2 + 0.6 * (phase < 1 ? phase : 2 - phase), final: false)
      },
    ])
  /// The demo household's accessories that only the All Accessories page shows.
  static let fixtureOnAllPage = ["door.garage", "fan.living-room"]

  public static let requiredResources = [
    ResourceRequirement(Household.self), ResourceRequirement(HouseholdStore.self), ResourceRequirement(DisplayLocale.self),
  ]

  public struct Settings: Sendable {
    /// Tile → accessory id.
    public var tiles: [Accessory.Kind: String] = [:]
    static let tileKeys: KeyValuePairs<String, Accessory.Kind> = [
      "thermostat": .thermostat, "air": .airConditioner, "lamp": .lamp, "lock": .lock, "lights": .lights,
      "intercom": .intercom, "scene": .scene,
    ]
  }

  public static func settings(from section: ConfigNode?) throws(ConfigError) -> Settings {
    var s = Settings()
    guard let section else { return s }
    let o = try section.object(keys: ["tiles"])
    guard let tiles = o.optional("tiles") else { return s }
    let t = try tiles.object(keys: Settings.tileKeys.map(\.key))
    for (key, kind) in Settings.tileKeys {
      if let n = t.optional(key) {
        let id = try n.string()
        guard !id.isEmpty else { throw n.fail("empty") }
        s.tiles[kind] = id
      }
    }
    return s
  }

  let context: PluginContext
  let store: HouseholdStore
  /// Temperatures and times as the locale writes them (the store keeps °F).
  var locale: DisplayLocale { context.required(DisplayLocale.self) }
  let doorbell: DoorbellCamera

  public init(context: PluginContext, settings: Settings) {
    self.context = context
    store = context.required(HouseholdStore.self)
    doorbell = DoorbellCamera(context: context, store: store)
    for (kind, id) in settings.tiles { store.assignTile(kind, to: id) }
  }

  public func makeScreen(id: String) -> Screen? {
    if id == DoorbellCamera.route.screen { return DoorbellScreen(camera: doorbell, locale: locale) }
    guard let page = DashboardPage(screenID: id) else { return nil }
    return DashboardScreen(plugin: self, page: page)
  }

  public func start() {
    doorbell.start()
    // Whoever changed an accessory (this screen, a voice command, a device),
    // the store says so: the numbers roll, only their rects are redrawn.
    context.subscribe(AccessoryChanged.self) { [unowned self] _ in syncVisibleScreens() }
    // A mark comes or goes: the grid is drawn again (a rollback rolls its number).
    context.subscribe(AccessoryStatusChanged.self) { [unowned self] _ in
      for case let s as DashboardScreen in context.navigator.visibleScreens { s.damage(Rect(size: s.size), on: .grid) }
      syncVisibleScreens()
    }
    // A tile's accessory appeared or was renamed: its labels are drawn again.
    context.subscribe(AccessoriesListed.self) { [unowned self] _ in
      for case let s as DashboardScreen in context.navigator.visibleScreens {
        s.dropPagePictures()
        s.layoutAll()
        s.setNeedsDisplay()
        s.sync(at: context.time)
      }
    }
    // The dashboard opens from the home: paint its grid layer while the home
    // sits still, so the crossfade's first frame does not wait for it; its
    // numbers' digits are measured at once (a tap may come sooner).
    context.subscribe(ScreenChanged.self) { [unowned self] e in
      guard e.to == ScreenRoute.home.screen else { return }
      if !digitsMeasured, let top = context.navigator.top, top.context != nil {
        digitsMeasured = true
        DashboardScreen.measureDigitsAhead(size: top.size, painter: context.painter)
      }
      context.after(0.6) { [unowned self] in
        guard let top = context.navigator.top, top.id == ScreenRoute.home.screen, let scale = top.context?.scale else { return }
        GridLayer.warm(painter: context.painter, size: top.size, scale: scale, store: store)
      }
    }
  }

  /// Whether the numbers' digits were asked of the painter.
  private var digitsMeasured = false

  private func syncVisibleScreens() {
    for case let s as DashboardScreen in context.navigator.visibleScreens { s.sync(at: context.time) }
  }

  /// A change the person made: an intent to the store, which shows it at once
  /// and hands it to the accessory's provider (unless `save` is false, as in
  /// the middle of a drag: then it is only shown).
  func change(_ id: String, to value: Double, save: Bool = true) {
    store.set(id, to: value, final: save)
  }

  func click() { context.audio.click() }

  func close() { context.navigator.back(transition: .crossfade) }
}

/// The dashboard's pages, in swipe order; each is also a screen id that opens
/// the dashboard on that page. `all` lists what the others do not show.
enum DashboardPage: Int, CaseIterable {
  case grid, air, lamp, all

  init?(screenID: String) {
    guard let page = Self.allCases.first(where: { $0.screenID == screenID }) else { return nil }
    self = page
  }

  var route: ScreenRoute {
    switch self {
    case .grid: .dashboard
    case .air: ScreenRoute(plugin: "dashboard", screen: "dashboard.air")
    case .lamp: ScreenRoute(plugin: "dashboard", screen: "dashboard.lamp")
    case .all: ScreenRoute(plugin: "dashboard", screen: "dashboard.all")
    }
  }

  var screenID: String { route.screen }
}
