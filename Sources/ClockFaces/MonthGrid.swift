public import Basics
public import Canvas

/// A month as a calendar shows it: weeks from the locale's first day (Sunday
/// by default), blanks before the 1st,
/// today circled. The calendar face and the day dashboard's mini calendar
/// draw the clock's real month with it.
public struct MonthGrid {
  public let year: Int
  public let month: Int
  /// The day circled (the clock's day in this month), or nil.
  public let today: Int?
  /// 0 = Sunday … 6 = Saturday.
  public let firstWeekday: Int
  /// The weekday of a week's first column (0 = Sunday).
  public let weekStart: Int
  public let dayCount: Int

  public static let weekdayLetters = ["S", "M", "T", "W", "T", "F", "S"]
  public static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
    "December",
  ]

  /// The month `time` falls in, with `time`'s day as today, its weeks from `weekStart`.
  public init(_ time: CivilTime, weekStart: Int = 0) {
    year = time.year
    month = time.month
    today = time.day
    firstWeekday = time.firstWeekdayOfMonth
    self.weekStart = weekStart
    dayCount = time.daysInMonth
  }

  /// Blank cells before the 1st.
  var leading: Int { ((firstWeekday - weekStart) % 7 + 7) % 7 }
  /// The header's letters, from the week's first day.
  public var weekLetters: [String] { (0..<7).map { Self.weekdayLetters[(weekStart + $0) % 7] } }

  /// "April 2026"
  public var title: String { "\(Self.monthNames[month - 1]) \(year)" }
  /// "Apr"
  public var shortMonth: String { String(Self.monthNames[month - 1].prefix(3)) }

  /// Rows of seven cells, nil where the month has no day.
  public var weeks: [[Int?]] {
    let cells: [Int?] = Array(repeating: nil, count: leading) + (1...dayCount).map { $0 }
    return stride(from: 0, to: cells.count, by: 7).map { start in
      (start..<start + 7).map { $0 < cells.count ? cells[$0] : nil }
    }
  }

  /// (row, column) of `day` among `weeks`.
  public func cell(of day: Int) -> (row: Int, column: Int) {
    let i = leading + day - 1
    return (i / 7, i % 7)
  }

  public struct Style: Sendable {
    public var header: TextStyle
    public var day: TextStyle
    public var todayText: Color
    public var todayCircle: Color
    /// The header row's height as a fraction of a day row's.
    public var headerRows: Double

    public init(header: TextStyle, day: TextStyle, todayText: Color, todayCircle: Color, headerRows: Double = 0.8) {
      self.header = header
      self.day = day
      self.todayText = todayText
      self.todayCircle = todayCircle
      self.headerRows = headerRows
    }
  }

  /// Where things go when the grid fills `rect`: the header row, then one row per week.
  public struct Layout {
    public var header: Rect
    public var cellSize: Size
    public var origin: Point
    public func cell(row: Int, column: Int) -> Rect {
      Rect(x: origin.x + Double(column) * cellSize.width, y: origin.y + Double(row) * cellSize.height, width: cellSize.width, height: cellSize.height)
    }
  }

  public func layout(in rect: Rect, headerRows: Double) -> Layout {
    let rowH = rect.height / (Double(weeks.count) + headerRows)
    let cw = rect.width / 7
    return Layout(
      header: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: rowH * headerRows),
      cellSize: Size(cw, rowH), origin: Point(rect.minX, rect.minY + rowH * headerRows))
  }

  /// Draws the weekday letters and the days filling `rect`; `dayOverride` may
  /// recolour a day (the calendar face whitens days over its giant numeral).
  public func draw(_ canvas: Canvas, in rect: Rect, style: Style, days: Bool = true, letters: Bool = true, circle: Bool = true) {
    let l = layout(in: rect, headerRows: style.headerRows)
    if letters {
      for (i, letter) in weekLetters.enumerated() {
        let x = l.header.minX + (Double(i) + 0.5) * l.cellSize.width
        canvas.drawText(letter, style.header, at: Point(x, l.header.midY), anchor: .center)
      }
    }
    for (r, week) in weeks.enumerated() {
      for (c, day) in week.enumerated() {
        guard let day else { continue }
        let cell = l.cell(row: r, column: c)
        var s = style.day
        if day == today {
          if circle {
            let radius = min(cell.width, cell.height) * 0.42
            canvas.fill(Path.circle(center: cell.center, radius: radius), style.todayCircle)
          }
          s.color = style.todayText
          s.weight = .bold
        }
        if days { centered(canvas, String(day), s, in: cell) }
      }
    }
  }

  /// Digits centred by their ink height, so rows of numbers sit level in their circles.
  private func centered(_ canvas: Canvas, _ text: String, _ style: TextStyle, in cell: Rect) {
    let layout = TextLayout(text, style: style)
    let capHeight = style.size * 0.72
    canvas.draw(layout, at: Point(cell.midX - layout.size.width / 2, cell.midY + capHeight / 2 - layout.baseline))
  }
}
