public import Basics
public import Canvas

/// The frame-budget overlay: frames drawn per second, the mean frame's phases
/// against the budget, and each plugin's share of the frame time, as small bars
/// in a corner. It sums the loop's per-frame figures over half a second and is
/// redrawn only when that reading changes, so a static screen stays static (one
/// last reading shows it idle) and the overlay's own cost appears in its list.
@MainActor
public final class BudgetOverlay: Overlay {
  /// What the overlay shows: one half-second's figures.
  public struct Reading: Sendable, Equatable {
    /// Frames the screen drew, per second.
    public var fps = 0.0
    /// Mean milliseconds of the frames summed (the drawn ones when there were any).
    public var frameMilliseconds = 0.0
    public var phaseMilliseconds = [Double](repeating: 0, count: FrameBudget.Phase.allCases.count)
    /// The busiest plugins (and the overlay), share of frame time 0…1, largest first.
    public var pluginShares: [(name: String, share: Double)] = []

    public init() {}

    public static func == (a: Reading, b: Reading) -> Bool {
      a.fps == b.fps && a.frameMilliseconds == b.frameMilliseconds && a.phaseMilliseconds == b.phaseMilliseconds
        && a.pluginShares.map(\.name) == b.pluginShares.map(\.name) && a.pluginShares.map(\.share) == b.pluginShares.map(\.share)
    }
  }

  public let name = "overlay"
  /// Seconds one frame may take.
  public let budget: Double
  public static let refreshSeconds = 0.5
  public static let pluginRows = 4
  public private(set) var reading = Reading()

  // Sums since the last reading.
  private var windowStart: Double?
  private var frames = 0
  private var drawnFrames = 0
  private var sums = FrameFigures()
  private var drawnSums = FrameFigures()

  public init(budget: Double) { self.budget = budget }

  // Points, at 1280×800 (other sizes scale with the screen's points).
  static let size = Size(300, 204)
  static let inset = 12.0
  static let rowHeight = 17.0

  public func frame(in size: Size) -> Rect {
    Rect(x: size.width - Self.size.width - Self.inset, y: Self.inset, width: Self.size.width, height: Self.size.height)
  }

  public func frameEnded(_ figures: FrameFigures, screenDrew: Bool, time: Double) -> OverlayRedraw {
    guard let start = windowStart else {
      // The first frame only opens the first half second: the frames that
      // count are those after it.
      windowStart = time
      return .at(time + Self.refreshSeconds)
    }
    frames += 1
    add(figures, to: &sums)
    if screenDrew {
      drawnFrames += 1
      add(figures, to: &drawnSums)
    }
    let elapsed = time - start
    guard elapsed >= Self.refreshSeconds else {
      // Come back at the end of the half second while there is something to
      // show: frames the screen drew, or a busy reading still to turn idle.
      return drawnFrames > 0 || reading.fps > 0 ? .at(start + Self.refreshSeconds) : .no
    }
    let next = Self.reading(
      drawn: drawnFrames, elapsed: elapsed, sums: drawnFrames > 0 ? drawnSums : sums, frames: drawnFrames > 0 ? drawnFrames : frames,
      rows: Self.pluginRows)
    windowStart = time
    frames = 0
    drawnFrames = 0
    sums = FrameFigures()
    drawnSums = FrameFigures()
    guard next != reading else { return .no }
    reading = next
    return .nextFrame
  }

  private func add(_ f: FrameFigures, to s: inout FrameFigures) {
    s.seconds += f.seconds
    for i in f.phaseSeconds.indices { s.phaseSeconds[i] += f.phaseSeconds[i] }
    for (name, t) in f.pluginSeconds { s.pluginSeconds[name, default: 0] += t }
  }

  /// The reading of `frames` frames' summed figures over `elapsed` seconds.
  static func reading(drawn: Int, elapsed: Double, sums: FrameFigures, frames: Int, rows: Int) -> Reading {
    var r = Reading()
    let n = Double(max(1, frames))
    r.fps = (Double(drawn) / max(elapsed, 1e-9) * 10).rounded() / 10
    r.frameMilliseconds = sums.seconds / n * 1000
    r.phaseMilliseconds = sums.phaseSeconds.map { $0 / n * 1000 }
    let total = max(sums.seconds, 1e-12)
    r.pluginShares = sums.pluginSeconds.map { ($0.key, min(1, $0.value / total)) }
      .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
      .prefix(rows).map { (name: $0.0, share: $0.1) }
    return r
  }

  /// Shows `reading` (tests draw a known one).
  public func show(_ reading: Reading) { self.reading = reading }

  // MARK: drawing

  static let background = Color(hex: 0x11161C)
  static let track = Color(hex: 0x2A323C)
  static let label = Color(hex: 0xAEB8C4)
  static let value = Color(hex: 0xF2F5F8)
  static let phaseColors: [Color] = [
    Color(hex: 0x5AC8FA), Color(hex: 0xAF52DE), Color(hex: 0x34C759), Color(hex: 0xFF9F0A), Color(hex: 0xFF375F),
  ]
  static let pluginColor = Color(hex: 0x64D2FF)
  static let overColor = Color(hex: 0xFF453A)

  public func draw(_ canvas: Canvas, in rect: Rect) {
    canvas.fill(rect, Self.background)
    canvas.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: 2), Self.phaseColors[0])
    let r = reading
    let pad = 10.0
    let labelStyle = TextStyle(weight: .medium, size: 11, color: Self.label)
    let valueStyle = TextStyle(weight: .semibold, size: 11, color: Self.value)
    let left = rect.x + pad, right = rect.maxX - pad
    let barX = left + 62, barWidth = right - 58 - barX
    var y = rect.y + pad

    // Title: fps, and the mean frame against the budget.
    _ = canvas.drawText("\(fmt(r.fps, decimals: 1)) fps", TextStyle(weight: .bold, size: 15, color: Self.value), at: Point(left, y))
    _ = canvas.drawText(
      "frame \(fmt(r.frameMilliseconds)) of \(fmt(budget * 1000, decimals: 1)) ms", labelStyle, at: Point(right, y + 3), anchor: .topRight)
    y += 24

    // Phases: bars on the budget's scale (a full bar is the whole budget).
    for (i, phase) in FrameBudget.Phase.allCases.enumerated() {
      let ms = r.phaseMilliseconds[i]
      bar(canvas, label: phase.rawValue, value: "\(fmt(ms)) ms", fraction: ms / (budget * 1000), color: Self.phaseColors[i],
          y: y, left: left, right: right, barX: barX, barWidth: barWidth, labelStyle: labelStyle, valueStyle: valueStyle)
      y += Self.rowHeight
    }
    y += 3
    canvas.fill(Rect(x: left, y: y, width: right - left, height: 1), Self.track)
    y += 5

    // Plugins: share of the frame time.
    for p in r.pluginShares {
      bar(canvas, label: p.name, value: "\(Int((p.share * 100).rounded())) %", fraction: p.share, color: Self.pluginColor,
          y: y, left: left, right: right, barX: barX, barWidth: barWidth, labelStyle: labelStyle, valueStyle: valueStyle)
      y += Self.rowHeight
    }
  }

  private func bar(
    _ canvas: Canvas, label: String, value: String, fraction: Double, color: Color, y: Double, left: Double, right: Double,
    barX: Double, barWidth: Double, labelStyle: TextStyle, valueStyle: TextStyle
  ) {
    _ = canvas.drawText(label, labelStyle, at: Point(left, y))
    let track = Rect(x: barX, y: y + 4, width: barWidth, height: 7)
    canvas.fill(track, Self.track)
    let f = min(max(fraction, 0), 1)
    if f > 0 { canvas.fill(Rect(x: track.x, y: track.y, width: max(1, track.width * f), height: track.height), fraction > 1 ? Self.overColor : color) }
    _ = canvas.drawText(value, valueStyle, at: Point(right, y), anchor: .topRight)
  }
}
