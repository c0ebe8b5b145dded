import Art
import Basics
import Canvas
import ClockFaces
import Runtime
import HomeModel

/// The soup photo full bleed, and its blurred copy for the frosted glass:
/// each painted once per screen size on the painter and kept in the layer
/// cache; nil until they arrive (then `arrived` runs), while the screen shows
/// `placeholder`, the photo's own dark broth colour. The home warms both.
@MainActor
enum RecipePhoto {
  /// The photo's average tone: what shows in the moment before it arrives.
  static let placeholder = Color(hex: 0x2B1D14)

  static func sharp(_ context: ScreenContext, size: Size, for owner: AnyObject?, arrived: @escaping @MainActor () -> Void) -> Surface? {
    context.painter.picture(sharpKey(size), size: size, scale: context.scale, for: owner, paint: paintSharp(size), arrived: arrived)
  }

  static func blurred(_ context: ScreenContext, size: Size, for owner: AnyObject?, arrived: @escaping @MainActor () -> Void) -> Surface? {
    context.painter.picture(blurredKey(size), size: size, scale: context.scale, for: owner, paint: paintBlurred(size), arrived: arrived)
  }

  /// The frosted glass's tint (the step cards', the ingredients sheet's):
  /// dark, half see-through, over the blurred photo.
  nonisolated static let glassTint = Color(hex: 0x1C1A18, alpha: 0.5)

  /// The blurred photo under the glass's tint, opaque: what the inside of a
  /// step card or the ingredients sheet shows, copied while they move.
  static func frostedPane(_ context: ScreenContext, size: Size, for owner: AnyObject?) -> Surface? {
    blurred(under: "pane", context, size: size, for: owner) { $0.fill(Rect(size: size), glassTint) }
  }

  /// A screen-sized opaque picture of the blurred photo with `over` drawn
  /// over it, painted on the painter (`name` tells them apart).
  static func blurred(
    under name: String, _ context: ScreenContext, size: Size, for owner: AnyObject?, arrived: @escaping @MainActor () -> Void = {},
    over: @escaping @Sendable (Canvas) -> Void
  ) -> Surface? {
    let scale = context.scale
    let blurred = cachedBlurred(context.cache, size: size)
    return context.painter.picture(
      "\(blurredKey(size)).\(name)@\(scale)", size: size, scale: scale, for: owner,
      paint: { c in
        // A few of the blur's corner pixels are not quite opaque: drawn
        // over black, the picture stays opaque (copied, not blended).
        c.clear(.black)
        c.draw(blurred ?? blurredPicture(size: size, scale: scale), in: Rect(size: size))
        over(c)
      }, arrived: arrived)
  }

  /// The blurred photo if it is in the cache, for a painter job to paint
  /// from (it only reads it) rather than painting the photo and blurring it
  /// again: a few hundred milliseconds that held up the jobs behind it.
  static func cachedBlurred(_ cache: LayerCache, size: Size) -> Surface? { cache.lookup(blurredKey(size)) }

  /// Paints both ahead of need (the home: the Cookbook is a tap away).
  static func warm(_ painter: Painter, size: Size, scale: Double) {
    painter.warm(sharpKey(size), size: size, scale: scale, paint: paintSharp(size))
    painter.warm(blurredKey(size), size: size, scale: scale, paint: paintBlurred(size))
  }

  private static func sharpKey(_ size: Size) -> String { "recipe.photo.\(Int(size.width))x\(Int(size.height))" }
  private static func blurredKey(_ size: Size) -> String { "recipe.photo.blurred.\(Int(size.width))x\(Int(size.height))" }

  nonisolated private static func paintSharp(_ size: Size) -> @Sendable (Canvas) -> Void {
    { c in drawSharp(c, size: size) }
  }

  nonisolated static func drawSharp(_ c: Canvas, size: Size) {
    let bounds = Rect(size: size)
    SoupPhoto.draw(c, in: bounds)
    // Shade for the white text: the bottom third and a little at the top.
    c.fill(bounds, .linear(from: Point(0, 0), to: Point(0, size.height), stops: [
      GradientStop(0, Color(white: 0, alpha: 0.25)), GradientStop(0.16, Color(white: 0, alpha: 0)),
      GradientStop(0.55, Color(white: 0, alpha: 0)), GradientStop(1, Color(white: 0, alpha: 0.6)),
    ]))
  }

  /// Blurred once at quarter resolution, then scaled back up once: glass
  /// copies it pixel for pixel instead of resampling it every frame. The job
  /// paints its own sharp copy, so it never waits for the other: into its own
  /// surface, which the blur then replaces (a second full-screen surface
  /// would add 4 MB to the moment the Cookbook opens).
  nonisolated private static func paintBlurred(_ size: Size) -> @Sendable (Canvas) -> Void {
    { c in
      drawSharp(c, size: size)
      let blurred = c.surface.blurred(radius: 24)
      c.clear()
      // Over the whole surface, not `size`: its pixels can reach a column
      // past it (points × scale rounds up), left clear it would show as a
      // seam where the picture meets the screen's edge.
      c.draw(blurred, in: Rect(size: c.surface.size))
    }
  }

  /// A blurred copy of its own for a painter job that draws over it (the
  /// cached one belongs to the frame thread): the same pixels.
  nonisolated static func blurredPicture(size: Size, scale: Double) -> Surface {
    let surface = Surface(size: size, scale: scale)
    paintBlurred(size)(Canvas(surface: surface))
    return surface
  }

  /// "10:09" at the top right, as the clock reads now.
  static func drawClock(_ canvas: Canvas, _ context: ScreenContext, _ locale: DisplayLocale, rightAt x: Double, centerY: Double) {
    // Not laid out for a frame that redraws elsewhere (the cards moving).
    guard canvas.clipBounds.intersects(Rect(x: x - 160, y: centerY - 30, width: 160, height: 60)) else { return }
    let (h, m) = clockText(context.now, locale)
    canvas.drawText("\(h):\(m)", TextStyle(weight: .semibold, size: 26, color: .white), at: Point(x, centerY), anchor: .right)
  }
}
