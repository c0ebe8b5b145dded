public import HomeModel

/// The household file's own state (`Config/household.json`, or the built-in
/// copy): its accessories, with the values the person last set kept in the data
/// folder, and its weather, calendar, song and people. It carries out every
/// intent at once (there is no device behind it), and the session reset puts
/// its values back.
@MainActor
public final class FixtureProvider: HouseholdProvider {
  public let name = "fixture"
  public var resetsWithSession: Bool { true }
  public private(set) var household: Household
  public let file: AccessoryValuesFile
  private var values: [Accessory] = []
  private weak var store: HouseholdStore?

  public init(household: Household, dataFolder: String) {
    self.household = household
    file = AccessoryValuesFile(path: dataFolder + "/dashboard/accessories.json")
  }

  /// The household's own values, before anything the person set.
  public var fixture: [Accessory] { household.accessories }

  public func start(_ store: HouseholdStore) {
    self.store = store
    values = file.load(onto: household.accessories)
    store.report(.people(household.people), from: self)
    store.report(.weather(household.weather), from: self)
    store.report(.calendar(household.calendar), from: self)
    store.report(.song(household.song), from: self)
    for a in values { store.report(.accessory(a), from: self) }
  }

  public func perform(_ intent: AccessoryIntent, on accessory: Accessory) {
    guard let i = values.firstIndex(where: { $0.id == accessory.id }) else { return }
    values[i] = accessory
    store?.report(.accessory(accessory), from: self)
    // A drag saves once, when the finger lifts.
    if intent.final { file.save(values) }
  }

  public func resetSession() {
    values = household.accessories
    file.save(values)
    for a in values { store?.report(.accessory(a), from: self) }
  }

  /// A reload brought a new household file: its state replaces the old one's
  /// (the saved values applied again), accessories it no longer has go away.
  public func replace(_ household: Household) {
    let gone = Set(self.household.accessories.map(\.id)).subtracting(household.accessories.map(\.id))
    self.household = household
    guard let store else { return }
    for id in gone { store.report(.removed(accessoryID: id), from: self) }
    store.replaceFixedParts(from: household)
    start(store)
  }
}
