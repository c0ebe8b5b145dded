public import Canvas

/// Every picture Art paints, by name, so each can be looked at alone
/// (`homeview snapshot art.<name>`).
@MainActor
public enum ArtCatalog {
  public static let names = ["dad-son", "dad-son-sky", "beagle-sitting", "beagle-doghouse", "icons"]

  /// Paints `name` filling `rect`; false for an unknown name.
  public static func draw(_ name: String, on canvas: Canvas, in rect: Rect) -> Bool {
    switch name {
    case "dad-son":
      DadSonScene.drawBackground(canvas, in: rect)
      DadSonScene.drawPeople(canvas, in: rect)
    case "dad-son-sky":
      DadSonScene.drawBackground(canvas, in: rect)
    case "beagle-sitting", "beagle-doghouse":
      // As the "WEDNESDAY" faces show them: on black, and on grey.
      let sitting = name == "beagle-sitting"
      canvas.fill(rect, Color(hex: sitting ? 0x000000 : 0x8E8E93))
      let dog = rect.insetBy(rect.width * 0.2, rect.height * 0.08)
      if sitting { Beagle.drawSitting(canvas, in: dog) } else { Beagle.drawOnDoghouse(canvas, in: dog) }
      for (x, y, r) in [(0.16, 0.2, 0.03), (0.84, 0.16, 0.025), (0.1, 0.6, 0.02), (0.9, 0.42, 0.018)] {
        Beagle.drawStar(canvas, center: Point(rect.minX + rect.width * x, rect.minY + rect.height * y), radius: rect.height * r, color: Color(hex: 0xE53935))
      }
    case "icons":
      IconSheet.draw(canvas, in: rect)
    default:
      return false
    }
    return true
  }
}
