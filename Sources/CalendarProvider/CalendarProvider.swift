public import Basics
public import HouseholdStore
public import HomeModel
import Glibc
import Runtime
import SystemCalls

/// The person's calendars and reminder lists (`providers.calendar`): files,
/// .ics URLs and CalDAV collections, read on the calendar's own thread every
/// `refreshMinutes`. Today's events become the household's calendar (the home
/// widget, the calendar face); the days ahead and the lists are the store's
/// agenda (the Calendar and Reminders screens). A source that cannot be read
/// keeps its last data, marked stale; the last agenda is kept in the data
/// folder for a restart without the servers. Check-offs are written back to
/// CalDAV with If-Match on the resource's ETag.
@MainActor
public final class CalendarProvider: HouseholdProvider {
  public let name = "calendar"
  public let settings: CalendarSettings
  public private(set) var refreshes = 0
  private let today: @MainActor () -> CivilTime
  private let cachePath: String
  private var worker: CalendarWorker?
  private weak var store: HouseholdStore?
  private var woken: WakeListener?
  private var nextRefresh: TimerToken?
  /// Each source's last good result.
  private var last: [String: SourceResult] = [:]
  private var logged: Set<String> = []

  /// `today`: the clock's date (the session's clock, so a fixed or simulated
  /// clock reads the days it shows).
  public init(settings: CalendarSettings, dataFolder: String, today: @escaping @MainActor () -> CivilTime) {
    self.settings = settings
    self.today = today
    cachePath = AgendaCache.path(in: dataFolder)
  }

  public func start(_ store: HouseholdStore) {
    self.store = store
    if var kept = AgendaCache.load(cachePath) {
      kept.stale = true
      publish(kept)
    }
    let w = CalendarWorker(settings: settings, wake: store.wake)
    guard w.running else {
      Log.error("calendar: cannot start its thread; calendars stay away")
      return
    }
    worker = w
    store.agenda.attach { [weak self] change in self?.write(change) }
    // The thread rings the frame loop when it has news: read at the next frame.
    woken = store.whenWoken(owner: "calendar") { [weak self] in self?.readNews() }
    refresh()
  }

  public func perform(_ intent: AccessoryIntent, on accessory: Accessory) {}

  public func stop() {
    woken?.cancel()
    nextRefresh?.cancel()
    woken = nil
    nextRefresh = nil
    worker?.stop()
    worker = nil
  }

  private var window: DayWindow { DayWindow(first: today(), days: settings.days) }

  /// Reads every source now (and then every `refreshMinutes`).
  public func refresh() {
    worker?.send(.refresh(window))
    nextRefresh?.cancel()
    nextRefresh = store?.after(Double(settings.refreshMinutes) * 60, owner: "calendar") { [weak self] in self?.refresh() }
  }

  private func write(_ change: ReminderChange) {
    worker?.send(.write(change, now: Double(time(nil)), then: window))
  }

  /// What the thread finished since the last look.
  public func readNews() {
    guard let worker else { return }
    for news in worker.take() {
      switch news {
      case .refreshed(let results): merge(results)
      case .written(let change, let problem):
        if let problem { Log.warning("calendar: check-off refused: \(problem)") }
        store?.agenda.finished(change, problem: problem)
      }
    }
  }

  private func merge(_ results: [SourceResult]) {
    refreshes += 1
    var agenda = Agenda()
    for r in results {
      for p in r.problems where logged.insert(p).inserted { Log.warning("calendar: \(p)") }
      if let f = r.failure {
        if logged.insert(f).inserted { Log.warning("calendar: \(f); showing its last known data") }
        agenda.stale = true
        agenda.problems.append(f)
      } else {
        last[r.name] = r
      }
      agenda.problems += r.problems
      if let good = last[r.name] {
        agenda.events += good.events
        agenda.lists += good.lists
      }
    }
    // Nothing has answered since the start: the kept agenda stays, marked.
    if last.isEmpty, var kept = store?.agenda.agenda {
      kept.stale = true
      kept.problems = agenda.problems
      publish(kept)
      return
    }
    agenda.events.sort { ($0.start.secondsSinceEpoch, $0.title) < ($1.start.secondsSinceEpoch, $1.title) }
    publish(agenda)
    worker?.send(.save(text: AgendaCache.encode(agenda), path: cachePath))
  }

  private func publish(_ agenda: Agenda) {
    guard let store else { return }
    store.agenda.report(agenda)
    store.report(.calendar(agenda.calendarDay(today())), from: self)
  }
}
