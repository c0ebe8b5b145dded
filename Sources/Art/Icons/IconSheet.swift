public import Basics
public import Canvas

/// Every icon at two sizes with its SF Symbol name under it, laid out to fill
/// a rect: for looking at the set (and its golden).
@MainActor
public enum IconSheet {
  public static func draw(_ canvas: Canvas, in rect: Rect, background: Color = Color(hex: 0xF5F5F7), ink: Color = Color(hex: 0x1C1C1E)) {
    canvas.fill(rect, background)
    let columns = 7
    let rows = (Icon.allCases.count + columns - 1) / columns
    let cell = Size(rect.width / Double(columns), rect.height / Double(rows))
    let big = min(cell.width * 0.36, cell.height * 0.55)
    let small = big * 0.375
    let label = TextStyle(size: max(8, cell.height * 0.1), color: Color(hex: 0x6E6E73), alignment: .center)
    for (i, icon) in Icon.allCases.enumerated() {
      let x = rect.minX + Double(i % columns) * cell.width, y = rect.minY + Double(i / columns) * cell.height
      let top = y + cell.height * 0.1
      icon.draw(canvas, in: Rect(x: x + cell.width * 0.5 - big * 0.9, y: top, width: big, height: big), color: ink)
      icon.draw(canvas, in: Rect(x: x + cell.width * 0.5 + big * 0.35, y: top + (big - small) / 2, width: small, height: small), color: ink)
      canvas.drawText(
        icon.rawValue + (icon.isFontGlyph ? "" : " ·path"), label,
        at: Point(x + cell.width / 2, top + big + cell.height * 0.06), anchor: .top)
    }
  }
}
