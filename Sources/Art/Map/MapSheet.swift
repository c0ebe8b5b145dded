import Basics
import Canvas

extension ArtCatalog {
  /// The park map in a rounded card of the answer card's shape, with a pin
  /// where the destination lies.
  static func drawMapSheet(_ canvas: Canvas, in rect: Rect) {
    canvas.fill(rect, Color(hex: 0xF5F5F7))
    let width = rect.width - 80
    let card = Rect(center: rect.center, size: Size(width, min(rect.height - 80, width / 2.35)))
    let shape = Path.roundedRect(card, radius: 28)
    canvas.withState {
      canvas.clip(shape)
      ParkMap.draw(canvas, in: card)
      MapPin.draw(canvas, center: ParkMap.destination(in: card), diameter: 52, glyph: .pickleballPlayer, color: Color(hex: 0x34A853), label: nil)
    }
    canvas.stroke(shape, Color(hex: 0xD1D1D6), width: 1)
  }
}
