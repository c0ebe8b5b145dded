public import HomeModel
public import Basics
import Runtime

/// A reminder checked or unchecked by the person.
public struct ReminderChange: Sendable, Equatable, Hashable {
  public var listID: String
  public var reminderID: String
  public var completed: Bool
  public init(listID: String, reminderID: String, completed: Bool) {
    self.listID = listID
    self.reminderID = reminderID
    self.completed = completed
  }
}

/// The person's calendars and reminder lists as the calendar provider last
/// read them (nil without one: the screens show the household's own day).
/// A check-off shows at once and goes to the provider; when the server
/// refuses it the reminder goes back, marked with the reason, until the next
/// change of it.
@MainActor
public final class AgendaBook {
  public private(set) var agenda: Agenda?
  /// Bumped at every change: a cache key for what the screens draw.
  public private(set) var revision = 0
  /// Check-offs waiting for the server, by `key(list, reminder)`.
  public private(set) var pending: [String: ReminderChange] = [:]
  /// Check-offs the server refused: the reason, by `key(list, reminder)`.
  public private(set) var refused: [String: String] = [:]
  private var writer: (@MainActor (ReminderChange) -> Void)?
  private let bus: EventBus

  init(bus: EventBus) { self.bus = bus }

  public static func key(_ listID: String, _ reminderID: String) -> String { listID + "\u{1F}" + reminderID }

  /// The provider that writes check-offs back.
  public func attach(writer: @escaping @MainActor (ReminderChange) -> Void) { self.writer = writer }

  /// What the provider read. Changes still waiting for the server stay shown.
  public func report(_ new: Agenda) {
    var a = new
    for c in pending.values { Self.apply(c, to: &a) }
    guard a != agenda else { return }
    agenda = a
    changed()
  }

  /// The person ticked a reminder: shown at once, written back by the provider.
  public func setCompleted(listID: String, reminderID: String, _ done: Bool) {
    guard var a = agenda, let writer else { return }
    let change = ReminderChange(listID: listID, reminderID: reminderID, completed: done)
    let k = Self.key(listID, reminderID)
    guard Self.apply(change, to: &a) else { return }
    pending[k] = change
    refused[k] = nil
    agenda = a
    changed()
    writer(change)
  }

  /// The provider's answer: nil when written, else why the server refused
  /// (the reminder goes back and is marked).
  public func finished(_ change: ReminderChange, problem: String?) {
    let k = Self.key(change.listID, change.reminderID)
    guard pending[k] == change else { return }
    pending[k] = nil
    if let problem, var a = agenda {
      refused[k] = problem
      Self.apply(ReminderChange(listID: change.listID, reminderID: change.reminderID, completed: !change.completed), to: &a)
      agenda = a
    }
    changed()
  }

  @discardableResult
  static func apply(_ c: ReminderChange, to a: inout Agenda) -> Bool {
    guard let l = a.lists.firstIndex(where: { $0.id == c.listID }),
      let r = a.lists[l].reminders.firstIndex(where: { $0.id == c.reminderID })
    else { return false }
    a.lists[l].reminders[r].completed = c.completed
    return true
  }

  private func changed() {
    revision += 1
    bus.post(AgendaChanged())
  }
}

/// The agenda, a reminder or its mark changed.
public struct AgendaChanged: Event {
  public init() {}
}
