import Art
import Basics
import Canvas
import HomeModel
import Runtime
import Widgets

/// Today and the next days on a time grid: a column a day (four across a
/// landscape panel, two upright), the all-day events in a band under the
/// day names, the timed ones as cards in their calendar's colour, side by side
/// where they overlap; a red line marks "now" in today's column.
final class CalendarScreen: Screen {
  unowned let plugin: CalendarPlugin
  private let controls = Controls()
  private var closeRect = Rect.zero
  private var remindersRect = Rect.zero
  private var staleRect = Rect.zero
  private var shownRevision = -1

  init(plugin: CalendarPlugin) {
    self.plugin = plugin
    super.init(id: ScreenRoute.calendar.screen)
  }

  override func layout() {
    let m = CalendarStyle.margin
    closeRect = Rect(x: m, y: m, width: 48, height: 48)
    let font = TextStyle(weight: .semibold, size: 19, color: .white)
    let size = CapsuleButton.size(title: "Reminders", icon: .checklist, height: 48, font: font)
    remindersRect = Rect(x: self.size.width - m - size.width, y: m, width: size.width, height: 48)
    let staleWidth = TextLayout(CalendarStyle.staleText, style: Self.staleStyle).size.width + 36
    staleRect = Rect(x: remindersRect.minX - 16 - staleWidth, y: m + 8, width: staleWidth, height: 32)
    controls.removeAll()
    controls.add("calendar.close", closeRect) { [unowned self] in
      plugin.context.audio.click()
      context?.navigator.back(transition: .crossfade)
    }
    controls.add("calendar.reminders", remindersRect) { [unowned self] in
      plugin.context.audio.click()
      plugin.open(.reminders)
    }
  }

  static let staleStyle = TextStyle(weight: .semibold, size: 15, color: Color(hex: 0x9A5B00))

  func agendaChanged() { setNeedsDisplay() }

  override var elements: [Element] { controls.elements }

  override func state(_ key: String) -> String? {
    switch key {
    case "calendar.days":
      let a = plugin.agenda
      return days.map { d in "\(d.month)/\(d.day): " + a.events(on: d).map(\.title).joined(separator: ", ") }.joined(separator: "; ")
    case "calendar.stale": return plugin.agenda.stale ? "stale" : "fresh"
    default: return nil
    }
  }

  override func apply(snapshotState: String) -> Bool { plugin.seed(snapshotState) }

  override func touch(_ event: TouchEvent) -> Bool {
    if let r = controls.track(event) { setNeedsDisplay(r) }
    return false
  }

  override func gesture(_ gesture: Gesture) {
    if case .tap(let p) = gesture { _ = controls.handleTap(at: p) }
  }

  // MARK: geometry

  private var columnCount: Int { size.width >= size.height ? 4 : 2 }

  /// The days shown, today first.
  private var days: [CivilTime] {
    let now = context?.now ?? .demo
    let today = CivilTime(year: now.year, month: now.month, day: now.day)
    return (0..<columnCount).map { today.adding(seconds: Double($0) * 86400) }
  }

  private static let gutter = 72.0
  private static let headerHeight = 64.0
  private static let allDayRow = 30.0

  // MARK: drawing

  override func draw(_ canvas: Canvas) {
    guard let context else { return }
    let now = context.now
    let agenda = plugin.agenda
    shownRevision = plugin.revision
    canvas.fill(bounds, CalendarStyle.paper)
    let pressed = controls.pressedID
    RoundButton.draw(canvas, icon: .xmark, in: closeRect, style: .grey, pressed: pressed == "calendar.close")
    canvas.drawText(
      "\(CalendarStyle.months[now.month - 1]) \(now.year)", TextStyle(weight: .bold, size: 34, color: CalendarStyle.red),
      at: Point(closeRect.maxX + 18, closeRect.midY), anchor: .left)
    CapsuleButton.draw(
      canvas, title: "Reminders", icon: .checklist, in: remindersRect, fill: .color(CalendarStyle.blue),
      font: TextStyle(weight: .semibold, size: 19, color: .white), pressed: pressed == "calendar.reminders")
    if agenda.stale { Self.drawStale(canvas, in: staleRect) }

    let m = CalendarStyle.margin
    let days = self.days
    let top = closeRect.maxY + 24
    let left = m + Self.gutter
    let columnWidth = (size.width - m - left) / Double(days.count)
    let perDay = days.map { agenda.events(on: $0) }
    let allDayRows = min(2, perDay.map { $0.filter(\.allDay).count }.max() ?? 0)
    let allDayTop = top + Self.headerHeight
    let gridTop = allDayTop + Double(allDayRows) * (Self.allDayRow + 4) + (allDayRows > 0 ? 8 : 0)
    let gridBottom = size.height - m
    let (firstHour, lastHour) = hours(perDay, days: days, now: now)
    let hourHeight = (gridBottom - gridTop) / Double(lastHour - firstHour)

    // Day names, today's number in a red disc.
    for (i, d) in days.enumerated() {
      let x = left + Double(i) * columnWidth
      let isToday = i == 0
      canvas.drawText(
        String(CalendarStyle.weekdays[d.weekday].prefix(3)).uppercased(),
        TextStyle(weight: .semibold, size: 15, tracking: 0.6, color: isToday ? CalendarStyle.red : CalendarStyle.secondary),
        at: Point(x + 12, top), anchor: .topLeft)
      let numberStyle = TextStyle(weight: .semibold, size: 28, color: isToday ? .white : CalendarStyle.ink)
      let number = TextLayout("\(d.day)", style: numberStyle)
      let disc = Rect(center: Point(x + 12 + 20, top + 42), size: Size(40, 40))
      if isToday { canvas.fill(Path.ellipse(in: disc), CalendarStyle.red) }
      canvas.draw(number, at: Point(disc.midX - number.size.width / 2, disc.midY - number.size.height / 2))
    }

    // All-day events.
    for (i, events) in perDay.enumerated() {
      let all = events.filter(\.allDay)
      let x = left + Double(i) * columnWidth
      for (row, e) in all.prefix(allDayRows).enumerated() {
        let r = Rect(x: x + 4, y: allDayTop + Double(row) * (Self.allDayRow + 4), width: columnWidth - 8, height: Self.allDayRow)
        let more = row == allDayRows - 1 && all.count > allDayRows
        drawAllDay(canvas, more ? "+\(all.count - row) more" : e.title, color: CalendarStyle.color(of: e.calendar), in: r)
      }
    }

    // The hour lines and their labels (not under the "now" label).
    let nowY = gridTop + (Double(now.hour * 60 + now.minute) / 60 - Double(firstHour)) * hourHeight
    for h in firstHour...lastHour {
      let y = gridTop + Double(h - firstHour) * hourHeight
      canvas.fill(Rect(x: left, y: y, width: size.width - m - left, height: 1), CalendarStyle.hairline)
      if abs(y - nowY) > 16 {
        canvas.drawText(
          CalendarStyle.hourText(h, plugin.locale), TextStyle(weight: .medium, size: 14, color: CalendarStyle.secondary), at: Point(left - 10, y),
          anchor: Anchor(1, 0.5))
      }
    }
    for i in 0...days.count {
      let x = left + Double(i) * columnWidth
      canvas.fill(Rect(x: x, y: top + Self.headerHeight - 4, width: 1, height: gridBottom - top - Self.headerHeight + 4), CalendarStyle.hairline)
    }

    // Timed events, in lanes where they overlap.
    for (i, events) in perDay.enumerated() {
      let dayStart = days[i].secondsSinceEpoch
      let timed = events.filter { !$0.allDay }
      for (e, lane, lanes) in Self.lanes(timed) {
        let s = max(e.start.secondsSinceEpoch - dayStart, Double(firstHour) * 3600)
        let f = min(e.end.secondsSinceEpoch - dayStart, Double(lastHour) * 3600)
        // Over before the grid begins (the night before's end): pinned to its top.
        guard f > s || e.start == e.end || e.start.secondsSinceEpoch < dayStart else { continue }
        let y0 = gridTop + (s / 3600 - Double(firstHour)) * hourHeight
        let y1 = max(y0 + 26, gridTop + (f / 3600 - Double(firstHour)) * hourHeight)
        let laneWidth = (columnWidth - 8) / Double(lanes)
        let r = Rect(x: left + Double(i) * columnWidth + 4 + Double(lane) * laneWidth, y: y0 + 1, width: laneWidth - 3, height: min(y1, gridBottom) - y0 - 2)
        drawCard(canvas, e, in: r, continues: e.start.secondsSinceEpoch < dayStart || e.end.secondsSinceEpoch > dayStart + 86400)
      }
    }

    // Now.
    let minutes = Double(now.hour * 60 + now.minute)
    if minutes >= Double(firstHour * 60), minutes <= Double(lastHour * 60) {
      let y = nowY
      canvas.fill(Rect(x: left, y: y - 1, width: columnWidth, height: 2), CalendarStyle.red)
      canvas.fill(Path.ellipse(in: Rect(center: Point(left, y), size: Size(12, 12))), CalendarStyle.red)
      let label = Rect(x: m, y: y - 11, width: Self.gutter - 14, height: 22)
      canvas.fill(Path.roundedRect(label, radius: 11), CalendarStyle.red)
      canvas.drawText(
        plugin.locale.time(now, separator: ""), TextStyle(weight: .semibold, size: 12, color: .white),
        at: label.center, anchor: .center)
    }
  }

  static func drawStale(_ canvas: Canvas, in r: Rect) {
    canvas.fill(Path.roundedRect(r, radius: r.height / 2), Color(hex: 0xFFE9B8))
    canvas.fill(Path.ellipse(in: Rect(center: Point(r.minX + 16, r.midY), size: Size(8, 8))), Color(hex: 0xF28C1C))
    canvas.drawText(CalendarStyle.staleText, staleStyle, at: Point(r.minX + 26, r.midY), anchor: .left)
  }

  /// The hours the grid spans: 8 AM to 6 PM at least, widened to the events
  /// that begin on a day shown and to now. The morning part of an event that
  /// began the day before does not widen it (it is pinned to the grid's top).
  private func hours(_ perDay: [[AgendaEvent]], days: [CivilTime], now: CivilTime) -> (Int, Int) {
    var first = min(8, now.hour), last = max(18, now.hour + 1)
    for (i, events) in perDay.enumerated() {
      let dayStart = days[i].secondsSinceEpoch
      for e in events where !e.allDay && e.start.secondsSinceEpoch >= dayStart {
        let s = (e.start.secondsSinceEpoch - dayStart) / 3600
        let f = min(24, (e.end.secondsSinceEpoch - dayStart) / 3600)
        first = min(first, Int(s.rounded(.down)))
        last = max(last, Int(f.rounded(.up)), min(24, Int(s.rounded(.down)) + 1))
      }
    }
    return (max(0, first), min(24, max(last, first + 1)))
  }

  /// Each event with its lane and the lanes of its overlapping group.
  static func lanes(_ events: [AgendaEvent]) -> [(AgendaEvent, Int, Int)] {
    var out: [(AgendaEvent, Int, Int)] = []
    var group: [(AgendaEvent, Int)] = []
    var groupEnd = -Double.infinity
    var laneEnds: [Double] = []
    func flush() {
      let n = max(1, laneEnds.count)
      out += group.map { ($0.0, $0.1, n) }
      group = []
      laneEnds = []
    }
    for e in events.sorted(by: { $0.start.secondsSinceEpoch < $1.start.secondsSinceEpoch }) {
      let s = e.start.secondsSinceEpoch, f = max(e.end.secondsSinceEpoch, s + 1800)
      if s >= groupEnd { flush() }
      let lane = laneEnds.firstIndex { $0 <= s } ?? laneEnds.count
      if lane == laneEnds.count { laneEnds.append(f) } else { laneEnds[lane] = f }
      group.append((e, lane))
      groupEnd = max(groupEnd, f)
    }
    flush()
    return out
  }

  private func drawAllDay(_ canvas: Canvas, _ title: String, color: Color, in r: Rect) {
    let shape = Path.roundedRect(r, radius: 8)
    canvas.fill(shape, color.withAlpha(0.9))
    canvas.withState {
      canvas.clip(r.insetBy(8, 0))
      canvas.drawText(title, TextStyle(weight: .semibold, size: 15, color: .white), at: Point(r.minX + 10, r.midY), anchor: .left)
    }
  }

  private func drawCard(_ canvas: Canvas, _ e: AgendaEvent, in r: Rect, continues: Bool) {
    let color = CalendarStyle.color(of: e.calendar)
    let shape = Path.roundedRect(r, radius: 8)
    canvas.fill(shape, Color.white)
    canvas.fill(shape, color.withAlpha(0.2))
    canvas.withState {
      canvas.clip(shape)
      canvas.fill(Rect(x: r.minX, y: r.minY, width: 4, height: r.height), color)
    }
    canvas.withState {
      canvas.clip(r.insetBy(10, 3))
      let deep = CalendarStyle.deep(color)
      let title = TextLayout(e.title, style: TextStyle(weight: .semibold, size: 16, color: deep))
      canvas.draw(title, at: Point(r.minX + 11, r.minY + 4))
      var y = r.minY + 4 + title.size.height
      if y + 18 <= r.maxY {
        let l = plugin.locale
        let time = continues ? "\(Self.shortDay(e.start)) \(CalendarStyle.timeText(e.start, l)) – \(Self.shortDay(e.end)) \(CalendarStyle.timeText(e.end, l))"
          : "\(CalendarStyle.timeText(e.start, l)) – \(CalendarStyle.timeText(e.end, l))"
        canvas.drawText(time, TextStyle(weight: .regular, size: 13, color: deep.withAlpha(0.8)), at: Point(r.minX + 11, y))
        y += 18
      }
      if let location = e.location, y + 18 <= r.maxY {
        canvas.drawText(location, TextStyle(weight: .regular, size: 13, color: deep.withAlpha(0.8)), at: Point(r.minX + 11, y))
      }
    }
  }

  static func shortDay(_ t: CivilTime) -> String { String(CalendarStyle.weekdays[t.weekday].prefix(3)) }
}
