import Art
import Basics
import Canvas
import HomeModel
import Runtime
import Widgets

/// The recipe's title card over its photo but the clock: the glass "x", the
/// title, its source, time and servings, and the two glass capsules. Painted
/// on the painter once per size into an opaque picture the recipe screen
/// copies (its first frame and each frame of the sheet springing), warmed by
/// the home with the photo. The frame thread draws it the same way while a
/// control is pressed or until the picture lands.
@MainActor
enum RecipeCard {
  nonisolated static let margin = 40.0
  nonisolated static let buttonFont = TextStyle(weight: .semibold, size: 19, color: .white)
  nonisolated static let titleStyle = TextStyle(weight: .bold, size: 36, color: .white)
  nonisolated static let subtitleStyle = TextStyle(weight: .regular, size: 20, color: Color(white: 1, alpha: 0.8))

  /// Where the card's parts sit on a screen of one size.
  struct Geometry: Sendable {
    let size: Size
    let closeRect: Rect
    let ingredientsRect: Rect
    let startRect: Rect
    let titleOrigin: Point

    nonisolated init(size: Size) {
      self.size = size
      let m = RecipeCard.margin
      closeRect = Rect(x: m, y: m, width: 48, height: 48)
      let buttonHeight = 52.0
      let ingredientsSize = CapsuleButton.size(title: "Ingredients", icon: .list, height: buttonHeight, font: RecipeCard.buttonFont)
      let startSize = CapsuleButton.size(title: "Start Cooking", icon: .stove, height: buttonHeight, font: RecipeCard.buttonFont)
      ingredientsRect = Rect(origin: Point(m, size.height - m - buttonHeight), size: ingredientsSize)
      startRect = Rect(origin: Point(ingredientsRect.maxX + 14, ingredientsRect.minY), size: startSize)
      titleOrigin = Point(m, ingredientsRect.minY - 28 - 26 - 50)
    }
  }

  static func picture(_ context: ScreenContext, size: Size, recipe: Recipe, for owner: AnyObject?, arrived: @escaping @MainActor () -> Void)
    -> Surface?
  {
    context.painter.picture(
      key(size, context.scale, recipe), size: size, scale: context.scale, for: owner, paint: paint(size, recipe, scale: context.scale),
      arrived: arrived)
  }

  /// The picture if it is in the cache; nothing is painted for it.
  static func cached(_ context: ScreenContext, size: Size, recipe: Recipe) -> Surface? {
    context.cache.lookup(key(size, context.scale, recipe))
  }

  static func warm(_ painter: Painter, size: Size, scale: Double, recipe: Recipe) {
    painter.warm(key(size, scale, recipe), size: size, scale: scale, paint: paint(size, recipe, scale: scale))
  }

  private static func key(_ size: Size, _ scale: Double, _ recipe: Recipe) -> String {
    var text = Hasher()
    text.combine(recipe.title)
    text.combine(recipe.subtitle)
    return "recipe.card.\(Int(size.width))x\(Int(size.height))@\(scale).\(text.finalize())"
  }

  /// The job paints the photo and its blur for itself: the cached ones are
  /// the frame thread's.
  nonisolated private static func paint(_ size: Size, _ recipe: Recipe, scale: Double) -> @Sendable (Canvas) -> Void {
    { c in
      let photo = Surface(size: size, scale: scale)
      RecipePhoto.drawSharp(Canvas(surface: photo), size: size)
      draw(c, Geometry(size: size), recipe: recipe, photo: photo, blurred: RecipePhoto.blurredPicture(size: size, scale: scale), pressed: nil)
    }
  }

  /// Everything but the clock (nothing here overlaps it).
  nonisolated static func draw(_ canvas: Canvas, _ g: Geometry, recipe: Recipe, photo: Surface, blurred: Surface, pressed: String?) {
    let bounds = Rect(size: g.size)
    // Opaque (its linen covers it): copied, not blended.
    canvas.copy(photo, at: .zero)
    RoundButton.draw(canvas, icon: .xmark, in: g.closeRect, style: .glass, pressed: pressed == "recipe.close", backdrop: blurred, backdropRect: bounds)
    let title = canvas.drawText(recipe.title, Self.titleStyle, at: g.titleOrigin)
    canvas.drawText(recipe.subtitle, Self.subtitleStyle, at: Point(g.titleOrigin.x, title.maxY + 4))
    for (id, text, icon, rect) in [("recipe.ingredients", "Ingredients", Icon.list, g.ingredientsRect), ("recipe.start", "Start Cooking", Icon.stove, g.startRect)] {
      let shape = Path.roundedRect(rect, radius: rect.height / 2)
      canvas.drawFrostedGlass(shape, backdrop: blurred, backdropRect: bounds, tint: Color(white: 1, alpha: 0.2), stroke: Color(white: 1, alpha: 0.45))
      CapsuleButton.draw(canvas, title: text, icon: icon, in: rect, fill: .color(.clear), font: buttonFont, pressed: pressed == id)
    }
  }
}
