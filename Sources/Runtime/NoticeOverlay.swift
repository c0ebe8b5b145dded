public import Basics
public import Canvas

/// A notice along the bottom of the screen, over whatever shows: the window
/// backend's "reload failed: file: key.path: problem". Drawn once when put up;
/// taking it away lets the screen redraw what it covered.
@MainActor
public final class NoticeOverlay: Overlay {
  public let name = "notice"
  public let title: String
  public let message: String

  public init(title: String, message: String) {
    self.title = title
    self.message = message
  }

  static let height = 92.0
  static let inset = 12.0

  public func frame(in size: Size) -> Rect {
    Rect(x: Self.inset, y: size.height - Self.height - Self.inset, width: size.width - Self.inset * 2, height: Self.height)
  }

  public func frameEnded(_ figures: FrameFigures, screenDrew: Bool, time: Double) -> OverlayRedraw { .no }

  public func draw(_ canvas: Canvas, in rect: Rect) {
    canvas.fill(rect, Color(hex: 0x3A0D10))
    canvas.fill(Rect(x: rect.x, y: rect.y, width: 6, height: rect.height), Color(hex: 0xFF453A))
    let left = rect.x + 22, width = rect.width - 34
    _ = canvas.drawText(title, TextStyle(weight: .bold, size: 17, color: Color(hex: 0xFFD9D6)), at: Point(left, rect.y + 12))
    let body = TextLayout(message, style: TextStyle(weight: .medium, size: 14, color: .white, lineSpacing: 1), width: width)
    canvas.draw(body, at: Point(left, rect.y + 40))
  }
}
