import Basics
import Art
import Canvas
import Runtime

/// "Pasta is done" along the top of whatever screen shows, until a tap
/// dismisses it. An overlay is drawn over the screen without the screen under
/// it being redrawn, so it is opaque: a warm dark strip the width of the screen.
@MainActor
final class TimerBanner: Overlay {
  let name = "timers"
  unowned let plugin: TimersPlugin
  private var title = ""
  private var detail = ""
  /// Its content changed since it was last drawn.
  private var changed = true
  static let height = 96.0

  init(plugin: TimersPlugin) { self.plugin = plugin }

  /// Names the ended timers: "Pasta is done", "Pasta and Tea are done".
  func show(_ ended: [KitchenTimer]) {
    let names = ended.map(\.name)
    let newTitle: String
    switch names.count {
    case 1: newTitle = "\(names[0]) is done"
    case 2: newTitle = "\(names[0]) and \(names[1]) are done"
    default: newTitle = "\(names.count) timers are done"
    }
    let whileOff = ended.contains { if case .ended(_, true) = $0.state { true } else { false } }
    let newDetail = (whileOff ? "Ended while HomeView was off · " : "") + "Tap to dismiss"
    if newTitle != title || newDetail != detail { changed = true }
    title = newTitle
    detail = newDetail
  }

  func frame(in size: Size) -> Rect { Rect(x: 0, y: 0, width: size.width, height: Self.height) }

  func frameEnded(_ figures: FrameFigures, screenDrew: Bool, time: Double) -> OverlayRedraw { changed ? .nextFrame : .no }

  func draw(_ canvas: Canvas, in rect: Rect) {
    changed = false
    canvas.fill(rect, Color(hex: 0x241A12))
    canvas.fill(Rect(x: rect.minX, y: rect.maxY - 3, width: rect.width, height: 3), Color(hex: 0xFF9F0A))
    let side = 52.0
    let badge = Rect(x: rect.minX + 32, y: rect.midY - side / 2 - 1, width: side, height: side)
    canvas.fill(Path.ellipse(in: badge), .linear(from: Point(0, badge.minY), to: Point(0, badge.maxY), stops: [
      GradientStop(0, Color(hex: 0xFFB340)), GradientStop(1, Color(hex: 0xF2711C)),
    ]))
    Icon.timer.draw(canvas, in: badge.insetBy(13, 13), color: .white)
    let left = badge.maxX + 20
    canvas.drawText(title, TextStyle(weight: .bold, size: 26, color: .white), at: Point(left, rect.midY - 3), anchor: .bottomLeft)
    canvas.drawText(detail, TextStyle(weight: .medium, size: 18, color: Color(white: 1, alpha: 0.7)), at: Point(left, rect.midY + 3))
  }

  var takesTouches: Bool { true }
  func tapped(at point: Point) { plugin.dismissBanner() }
  func elements(in size: Size) -> [Element] { [Element("timers.banner", frame(in: size))] }

  func state(_ key: String) -> String? { key == "timers.banner" ? title : nil }
}
