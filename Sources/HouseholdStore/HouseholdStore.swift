public import HomeModel
import Basics
public import Runtime
import SystemCalls

/// The one owner of the household's live state: accessories and their values,
/// weather, calendar, now playing, people. Providers report into it; every
/// change comes out on the bus as a typed event (`AccessoryChanged`,
/// `AccessoryStatusChanged`, `WeatherChanged`…), so a screen observes and
/// redraws its damage instead of polling. What the person does is an intent:
/// shown at once, forwarded to the accessory's provider, kept when the
/// provider confirms it, rolled back and marked "No Response" when it does
/// not confirm within `confirmTimeout`.
///
/// The session makes one and provides it to the plugins as a resource
/// (`install(in:household:)`); everything runs on the frame thread.
@MainActor
public final class HouseholdStore {
  /// The household with the live values: what every screen shows.
  public private(set) var household: Household
  /// Bumped at every change: a cache key for pictures drawn from the store.
  public private(set) var revision = 0
  /// Seconds a provider has to confirm an intent.
  public var confirmTimeout = 5.0

  public var accessories: [Accessory] { household.accessories }
  /// Calendars and reminder lists for the days ahead (the calendar provider's).
  public let agenda: AgendaBook
  public func accessory(_ id: String) -> Accessory? { index[id].map { household.accessories[$0] } }
  /// The first accessory of `kind` (a tile with no mapping shows it).
  public func first(_ kind: Accessory.Kind) -> Accessory? { household.accessories.first { $0.kind == kind } }
  /// Which accessory a tile of each kind shows (the dashboard's
  /// `plugins.dashboard.tiles`); a kind with none, or whose accessory is
  /// missing or of another kind, shows its first accessory.
  public private(set) var tiles: [Accessory.Kind: String] = [:]
  public func assignTile(_ kind: Accessory.Kind, to id: String) {
    tiles[kind] = id
    revision += 1
  }
  public func tile(_ kind: Accessory.Kind) -> Accessory? {
    if let id = tiles[kind], let a = accessory(id), a.kind == kind { return a }
    return first(kind)
  }
  /// The household with each tile's accessory first of its kind: what the
  /// Home faces draw (they show the first accessory of each kind).
  public var householdByTiles: Household {
    guard !tiles.isEmpty else { return household }
    var h = household
    let chosen = Set(Accessory.Kind.allCases.compactMap { tile($0)?.id })
    h.accessories = h.accessories.filter { chosen.contains($0.id) } + h.accessories.filter { !chosen.contains($0.id) }
    return h
  }

  /// The doorbell camera's latest picture and the last ring.
  public private(set) var doorbell = DoorbellState()
  /// The music player's queue (empty without a player).
  public private(set) var queue = PlayQueue()
  /// The provider whose song plays, once a player has reported one.
  private var player: (any HouseholdProvider)?
  /// Whether Now Playing's controls reach a player (or only move the fixture's song).
  public var hasPlayer: Bool { player != nil }

  /// Hands a command from Now Playing's controls to the player.
  public func control(_ command: PlayerCommand) { player?.control(command) }

  public func status(_ id: String) -> AccessoryStatus { statuses[id] ?? .confirmed }
  /// The name of the provider that owns an accessory.
  public func owner(of id: String) -> String? { owners[id]?.name }

  private unowned let loop: FrameLoop
  private let bus: EventBus
  private let timers: Timers
  private let now: () -> Double
  private var providers: [any HouseholdProvider] = []
  private var owners: [String: any HouseholdProvider] = [:]
  private var index: [String: Int] = [:]
  private var statuses: [String: AccessoryStatus] = [:]
  /// What the provider last reported, for a rollback.
  private var confirmed: [String: Accessory] = [:]
  /// The person's change waiting for its provider's confirmation.
  private var waiting: [String: TimerToken] = [:]
  private var subscriptions: [Subscription] = []

  public init(household: Household, loop: FrameLoop) {
    var h = household
    // Accessories come from the providers that own them.
    h.accessories = []
    self.household = h
    self.loop = loop
    bus = loop.bus
    agenda = AgendaBook(bus: loop.bus)
    timers = loop.timers
    now = { [unowned loop] in loop.frameTime.time }
    subscriptions.append(bus.subscribe(SetAccessory.self, owner: "household") { [unowned self] e in
      send(AccessoryIntent(accessoryID: e.accessoryID, value: e.value))
    })
    subscriptions.append(bus.subscribe(ResetSession.self, owner: "household") { [unowned self] _ in resetSession() })
  }

  /// The session's store: the household (also provided as is) with its fixture
  /// provider, whose values persist in `DATA/dashboard/accessories.json`.
  @discardableResult
  public static func install(in loop: FrameLoop, household: Household) -> HouseholdStore {
    let store = HouseholdStore(household: household, loop: loop)
    store.add(FixtureProvider(household: household, dataFolder: loop.options.dataFolder))
    loop.provide(household)
    loop.provide(store)
    return store
  }

  /// Starts a provider: what it reports from now on is the household's.
  public func add(_ provider: any HouseholdProvider) {
    providers.append(provider)
    provider.start(self)
  }

  public var providerNames: [String] { providers.map(\.name) }

  /// The first provider of that type (a test or a screen asking one to refresh).
  public func provider<P: HouseholdProvider>(_ type: P.Type) -> P? { providers.lazy.compactMap { $0 as? P }.first }

  /// Runs `action` in the first frame `seconds` from now, on the frame
  /// thread (a provider's next fetch or retry, or a look at its inbox).
  @discardableResult
  public func after(_ seconds: Double, owner: String, _ action: @escaping () -> Void) -> TimerToken {
    timers.schedule(at: now() + seconds, owner: owner, action)
  }

  /// The frame time now: when a provider's report arrived.
  public var time: Double { now() }

  /// What a provider's own thread (libmosquitto's) rings when it has news;
  /// safe from any thread.
  public var wake: FrameWake { loop.wake }

  /// Runs `action` on the frame thread at the start of the frame after a
  /// wake: the provider reads what its thread queued.
  public func whenWoken(owner: String, _ action: @escaping @MainActor () -> Void) -> WakeListener {
    loop.whenWoken(owner: owner, action)
  }

  /// The fixture provider, when the session has one.
  public var fixture: FixtureProvider? { providers.lazy.compactMap { $0 as? FixtureProvider }.first }

  public func stop() {
    for p in providers { p.stop() }
    for s in subscriptions { s.cancel() }
    for t in waiting.values { t.cancel() }
    waiting.removeAll()
  }

  // MARK: the person's side

  /// Shows the intent's value at once and hands it to the accessory's provider.
  public func send(_ intent: AccessoryIntent) {
    guard let i = index[intent.accessoryID], let provider = owners[intent.accessoryID] else {
      Log.warning("household: no accessory '\(intent.accessoryID)' to change")
      return
    }
    let before = household.accessories[i]
    let shown = before.applying(intent.value)
    // A scene or a button has no value: the intent is only an action.
    let action = before.primaryValue == nil
    // The end of a drag sends what the drag showed, even if its last step changed nothing.
    let drafted = intent.final && drafts.remove(before.id) != nil
    if !intent.final && shown != before { drafts.insert(before.id) }
    guard shown != before || action || drafted else { return }
    if !action { show(shown, at: i) }
    let reports = reportCount
    provider.perform(intent, on: shown)
    // A provider that confirmed at once (the fixture) leaves nothing pending.
    if intent.final && !action && reportCount == reports {
      setStatus(.pending, for: before.id)
      waitForConfirmation(before.id)
    }
  }

  /// Accessories changed by a drag that has not ended.
  private var drafts: Set<String> = []
  /// Counts accessory reports, so `send` sees whether its provider confirmed inline.
  private var reportCount = 0

  /// Sets an accessory's primary value: `send` with a final intent.
  public func set(_ id: String, to value: Double, final: Bool = true) {
    send(AccessoryIntent(accessoryID: id, value: value, final: final))
  }

  /// The session reset: providers that reset with the session report their
  /// starting state again; the others (real devices) are never sent anything.
  public func resetSession() {
    for p in providers where p.resetsWithSession { p.resetSession() }
  }

  // MARK: the providers' side

  /// A reload's new household file: what no provider reports (recognition,
  /// recipe, route, face choices, photos) comes from it from now on.
  public func replaceFixedParts(from h: Household) {
    household.recognition = h.recognition
    household.recipe = h.recipe
    household.route = h.route
    household.faces = h.faces
    revision += 1
  }

  /// What a provider knows now. Reports about accessories another provider
  /// owns are refused (logged once per accessory).
  public func report(_ report: ProviderReport, from provider: any HouseholdProvider) {
    switch report {
    case .accessory(let a):
      guard claim(a.id, by: provider) else { return }
      reportCount += 1
      confirmed[a.id] = a
      if let i = index[a.id] {
        show(a, at: i)
      } else {
        index[a.id] = household.accessories.count
        household.accessories.append(a)
        revision += 1
        bus.post(AccessoriesListed(ids: household.accessories.map(\.id)))
      }
      waiting.removeValue(forKey: a.id)?.cancel()
      setStatus(.confirmed, for: a.id)
    case .available(let id, let up):
      guard owners[id] === provider else { return }
      if up {
        if statuses[id] == .notResponding { setStatus(.confirmed, for: id) }
      } else {
        waiting.removeValue(forKey: id)?.cancel()
        if let c = confirmed[id], let i = index[id] { show(c, at: i) }
        setStatus(.notResponding, for: id)
      }
    case .removed(let id):
      guard owners[id] === provider, let i = index[id] else { return }
      owners[id] = nil
      confirmed[id] = nil
      statuses[id] = nil
      waiting.removeValue(forKey: id)?.cancel()
      household.accessories.remove(at: i)
      rebuildIndex()
      revision += 1
      bus.post(AccessoriesListed(ids: household.accessories.map(\.id)))
    case .cameraPicture(let id, let name, let jpeg):
      doorbell.picture = CameraPicture(cameraID: id, name: name, jpeg: jpeg, time: now())
      bus.post(CameraPictureArrived(picture: doorbell.picture!))
    case .doorbellPressed(let id, let name):
      let ring = DoorbellRing(doorbellID: id, name: name, time: now(), wallTime: loop.clock.now(frameTime: now()))
      doorbell.lastRing = ring
      bus.post(DoorbellRang(ring: ring))
    case .weather(let w):
      guard w != household.weather else { return }
      household.weather = w
      revision += 1
      bus.post(WeatherChanged(weather: w))
    case .calendar(let c):
      guard c != household.calendar else { return }
      household.calendar = c
      revision += 1
      bus.post(CalendarChanged(calendar: c))
    case .song(let s):
      // Once a player has reported, its song is the one playing.
      if provider.isPlayer { player = provider } else if player != nil { return }
      guard s != household.song else { return }
      household.song = s
      revision += 1
      bus.post(SongChanged(song: s))
    case .queue(let q):
      guard provider.isPlayer, q != queue else { return }
      queue = q
      revision += 1
      bus.post(QueueChanged(queue: q))
    case .people(let p):
      guard p != household.people else { return }
      household.people = p
      revision += 1
      bus.post(PeopleChanged(people: p))
    }
  }

  private var refusedClaims: Set<String> = []

  private func claim(_ id: String, by provider: any HouseholdProvider) -> Bool {
    if let owner = owners[id] {
      guard owner !== provider else { return true }
      if refusedClaims.insert(id).inserted {
        Log.warning("household: '\(provider.name)' reported '\(id)', which '\(owner.name)' owns; ignored")
      }
      return false
    }
    owners[id] = provider
    return true
  }

  private func show(_ a: Accessory, at i: Int) {
    let before = household.accessories[i]
    guard a != before else { return }
    household.accessories[i] = a
    revision += 1
    if a.value != before.value, let v = a.primaryValue { bus.post(AccessoryChanged(accessoryID: a.id, value: v)) }
    if a.title != before.title || a.room != before.room || a.kind != before.kind {
      bus.post(AccessoriesListed(ids: household.accessories.map(\.id)))
    }
  }

  private func setStatus(_ s: AccessoryStatus, for id: String) {
    guard status(id) != s else { return }
    if s == .confirmed { statuses[id] = nil } else { statuses[id] = s }
    revision += 1
    bus.post(AccessoryStatusChanged(accessoryID: id, status: s))
  }

  /// No confirmation in time: the last reported value comes back, marked.
  private func waitForConfirmation(_ id: String) {
    waiting.removeValue(forKey: id)?.cancel()
    waiting[id] = timers.schedule(at: now() + confirmTimeout, owner: "household") { [unowned self] in
      waiting[id] = nil
      guard statuses[id] == .pending else { return }
      if let c = confirmed[id], let i = index[id] { show(c, at: i) }
      setStatus(.notResponding, for: id)
    }
  }

  private func rebuildIndex() {
    index.removeAll()
    for (i, a) in household.accessories.enumerated() where index[a.id] == nil { index[a.id] = i }
  }
}
