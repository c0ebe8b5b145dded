import Art
import Basics
import Canvas
import HomeModel
import Runtime
import Widgets

/// The reminder lists side by side (three across a landscape panel, one
/// upright), each in its colour: a ring to tick, the title, when it is due (red
/// once overdue). A tick shows at once; one the server refused comes back
/// unticked with the reason in red under it.
final class RemindersScreen: Screen {
  unowned let plugin: CalendarPlugin
  private let controls = Controls()
  private var closeRect = Rect.zero
  private var calendarRect = Rect.zero
  private var staleRect = Rect.zero
  /// The rows on screen: (list, reminder, frame).
  private var rows: [(list: String, reminder: Reminder, frame: Rect, refused: String?)] = []
  private var listFrames: [(list: ReminderList, frame: Rect, hidden: Int)] = []

  init(plugin: CalendarPlugin) {
    self.plugin = plugin
    super.init(id: ScreenRoute.reminders.screen)
  }

  static let rowHeight = 60.0
  static let refusedHeight = 22.0

  override func layout() {
    let m = CalendarStyle.margin
    closeRect = Rect(x: m, y: m, width: 48, height: 48)
    let font = TextStyle(weight: .semibold, size: 19, color: .white)
    let s = CapsuleButton.size(title: "Calendar", icon: .calendar, height: 48, font: font)
    calendarRect = Rect(x: size.width - m - s.width, y: m, width: s.width, height: 48)
    let staleWidth = TextLayout(CalendarStyle.staleText, style: CalendarScreen.staleStyle).size.width + 36
    staleRect = Rect(x: calendarRect.minX - 16 - staleWidth, y: m + 8, width: staleWidth, height: 32)
    layoutRows()
  }

  func agendaChanged() {
    guard size != .zero else { return }
    layoutRows()
    setNeedsDisplay()
  }

  private func layoutRows() {
    let m = CalendarStyle.margin
    let lists = plugin.agenda.lists
    let columns = max(1, min(lists.count, size.width >= size.height ? 3 : 1))
    let top = closeRect.maxY + 32
    let bottom = size.height - m
    let gap = 24.0
    let width = (size.width - 2 * m - Double(columns - 1) * gap) / Double(columns)
    rows = []
    listFrames = []
    // Upright, the lists follow one another down the column.
    var y = top
    for (i, list) in lists.enumerated() {
      let column = columns == 1 ? 0 : i % columns
      if columns > 1 && i >= columns { break }
      let x = m + Double(column) * (width + gap)
      var rowY = (columns == 1 ? y : top) + 56
      var hidden = 0
      for r in Self.ordered(list.reminders) {
        let refused = plugin.refusal(list.id, r.id)
        let h = Self.rowHeight + (refused == nil ? 0 : Self.refusedHeight)
        if rowY + h > bottom {
          hidden += 1
          continue
        }
        rows.append((list.id, r, Rect(x: x, y: rowY, width: width, height: h), refused))
        rowY += h
      }
      let frameTop = columns == 1 ? y : top
      listFrames.append((list, Rect(x: x, y: frameTop, width: width, height: rowY - frameTop), hidden))
      y = rowY + 24
      if columns == 1 && y + 56 + Self.rowHeight > bottom { break }
    }
    controls.removeAll()
    controls.add("reminders.close", closeRect) { [unowned self] in
      plugin.context.audio.click()
      context?.navigator.back(transition: .crossfade)
    }
    controls.add("reminders.calendar", calendarRect) { [unowned self] in
      plugin.context.audio.click()
      plugin.open(.calendar)
    }
    // A reminder from a file or a published URL cannot be written back: its row is not a control.
    for (i, row) in rows.enumerated() where row.reminder.writable {
      let list = row.list, reminder = row.reminder
      controls.add("reminders.item.\(i)", row.frame) { [unowned self] in plugin.toggle(list: list, reminder: reminder) }
    }
  }

  /// Open ones first (by due date, undated last), then the completed.
  static func ordered(_ rs: [Reminder]) -> [Reminder] {
    rs.enumerated().sorted { a, b in
      if a.element.completed != b.element.completed { return !a.element.completed }
      let da = a.element.due?.secondsSinceEpoch ?? .infinity, db = b.element.due?.secondsSinceEpoch ?? .infinity
      return (da, a.offset) < (db, b.offset)
    }.map(\.element)
  }

  override var elements: [Element] { controls.elements }

  override func state(_ key: String) -> String? {
    switch key {
    case "reminders.lists":
      return plugin.agenda.lists.map { "\($0.title): \($0.reminders.filter { !$0.completed }.count)" }.joined(separator: ", ")
    case "reminders.open":
      return rows.map {
        ($0.reminder.completed ? "[x] " : "[ ] ") + $0.reminder.title + ($0.refused == nil ? "" : " (refused)") + ($0.reminder.writable ? "" : " (read-only)")
      }.joined(separator: "; ")
    default: return nil
    }
  }

  override func apply(snapshotState: String) -> Bool {
    guard plugin.seed(snapshotState) else { return false }
    agendaChanged()
    return true
  }

  override func touch(_ event: TouchEvent) -> Bool {
    if let r = controls.track(event) { setNeedsDisplay(r) }
    return false
  }

  override func gesture(_ gesture: Gesture) {
    if case .tap(let p) = gesture { _ = controls.handleTap(at: p) }
  }

  override func draw(_ canvas: Canvas) {
    guard let context else { return }
    let agenda = plugin.agenda
    canvas.fill(bounds, CalendarStyle.paper)
    let pressed = controls.pressedID
    RoundButton.draw(canvas, icon: .xmark, in: closeRect, style: .grey, pressed: pressed == "reminders.close")
    canvas.drawText("Reminders", TextStyle(weight: .bold, size: 34, color: CalendarStyle.blue), at: Point(closeRect.maxX + 18, closeRect.midY), anchor: .left)
    CapsuleButton.draw(
      canvas, title: "Calendar", icon: .calendar, in: calendarRect, fill: .color(CalendarStyle.red),
      font: TextStyle(weight: .semibold, size: 19, color: .white), pressed: pressed == "reminders.calendar")
    if agenda.stale { CalendarScreen.drawStale(canvas, in: staleRect) }

    if listFrames.isEmpty {
      let mid = size.height / 2
      canvas.drawText("No reminders", TextStyle(weight: .bold, size: 36, color: CalendarStyle.ink), at: Point(size.width / 2, mid - 4), anchor: .bottom)
      canvas.drawText(
        "Reminder lists come from a CalDAV server (providers.calendar)", TextStyle(weight: .regular, size: 20, color: CalendarStyle.secondary),
        at: Point(size.width / 2, mid + 8), anchor: .top)
      return
    }
    for (list, frame, hidden) in listFrames {
      let color = CalendarStyle.color(of: list.title)
      canvas.withState {
        canvas.clip(Rect(x: frame.minX, y: frame.minY, width: frame.width - 60, height: 44))
        canvas.drawText(list.title, TextStyle(weight: .bold, size: 26, color: color), at: Point(frame.minX, frame.minY + 4))
      }
      let open = list.reminders.filter { !$0.completed }.count
      canvas.drawText("\(open)", TextStyle(weight: .bold, size: 26, color: CalendarStyle.secondary), at: Point(frame.maxX, frame.minY + 4), anchor: Anchor(1, 0))
      if hidden > 0 {
        canvas.drawText(
          "+\(hidden) more", TextStyle(weight: .medium, size: 15, color: CalendarStyle.secondary), at: Point(frame.minX + 48, frame.maxY + 2))
      }
    }
    let now = context.now
    for (i, row) in rows.enumerated() {
      drawRow(canvas, row.reminder, color: CalendarStyle.color(of: listTitle(row.list)), refused: row.refused, in: row.frame, now: now, pressed: pressed == "reminders.item.\(i)")
    }
  }

  private func listTitle(_ id: String) -> String { plugin.agenda.lists.first { $0.id == id }?.title ?? id }

  private func drawRow(_ canvas: Canvas, _ r: Reminder, color: Color, refused: String?, in frame: Rect, now: CivilTime, pressed: Bool) {
    let ring = Rect(x: frame.minX + 2, y: frame.minY + 10, width: 28, height: 28)
    if !r.writable {
      // Read-only (a file or a published URL): no circle to tick, a bullet, or a plain check when done.
      if r.completed {
        Icon.checkmark.draw(canvas, in: ring.insetBy(7, 7), color: CalendarStyle.secondary)
      } else {
        canvas.fill(Path.circle(center: ring.center, radius: 4), color)
      }
    } else if r.completed {
      canvas.fill(Path.ellipse(in: ring), color)
      Icon.checkmark.draw(canvas, in: ring.insetBy(6, 6), color: .white)
    } else {
      canvas.stroke(Path.ellipse(in: ring.insetBy(1, 1)), refused == nil ? Color(hex: 0xC7C7CC) : CalendarStyle.red, width: 2)
    }
    if pressed { canvas.fill(Path.ellipse(in: ring.insetBy(-6, -6)), Color(white: 0, alpha: 0.08)) }
    let textX = ring.maxX + 16
    canvas.withState {
      canvas.clip(Rect(x: textX, y: frame.minY, width: frame.maxX - textX, height: frame.height))
      canvas.drawText(r.title, TextStyle(weight: .regular, size: 20, color: r.completed ? CalendarStyle.secondary : CalendarStyle.ink), at: Point(textX, frame.minY + 8))
      if let due = r.due {
        let overdue = !r.completed && (r.dueIsDate ? CalendarStyle.dayNumber(due) < CalendarStyle.dayNumber(now) : due.secondsSinceEpoch < now.secondsSinceEpoch)
        let text = CalendarStyle.dayText(due, today: now) + (r.dueIsDate ? "" : ", " + CalendarStyle.timeText(due, plugin.locale))
        canvas.drawText(text, TextStyle(weight: .regular, size: 15, color: overdue ? CalendarStyle.red : CalendarStyle.secondary), at: Point(textX, frame.minY + 34))
      }
      if let refused {
        canvas.drawText("Not saved: \(refused)", TextStyle(weight: .semibold, size: 14, color: CalendarStyle.red), at: Point(textX, frame.minY + Self.rowHeight - 4))
      }
    }
    canvas.fill(Rect(x: textX, y: frame.maxY - 1, width: frame.maxX - textX, height: 1), CalendarStyle.hairline)
  }
}
