import Basics
import Canvas
import HomeModel
import Runtime

/// The step cards' screen at rest (`StepsScene` on one page, nothing pressed,
/// a running countdown left out), painted once on the painter into an opaque
/// picture in the layer cache: the screen's whole-screen frames copy it. The
/// recipe screen warms it while it sits still ("Start Cooking" is a tap away).
@MainActor
enum StepsPicture {
  /// What the picture shows besides its size.
  struct Inputs: Sendable, Hashable {
    /// Each step's title and text.
    var titles: [String]
    var texts: [String]
    var page: Int
    var timers: [StepsScene.TimerFace?]
    var skipTimer: Int?

    /// The recipe of `plugin` on `page`, its timers as they read at `time`.
    @MainActor init(_ plugin: RecipePlugin, recipe: Recipe, page: Int, at time: Double) {
      titles = recipe.steps.map(\.title)
      texts = recipe.steps.map(\.text)
      self.page = page
      timers = plugin.timerFaces(at: time)
      skipTimer = plugin.runningTimerStep(at: time)
    }
  }

  static func picture(
    _ context: ScreenContext, scene: StepsScene, inputs: Inputs, for owner: AnyObject?, arrived: @escaping @MainActor () -> Void
  ) -> Surface? {
    context.painter.picture(
      key(scene, inputs, context.scale), size: scene.size, scale: context.scale, for: owner,
      paint: paint(scene, inputs, scale: context.scale, blurred: RecipePhoto.cachedBlurred(context.cache, size: scene.size)), arrived: arrived)
  }

  /// The blurred photo under the dim, opaque: what the cards move over,
  /// copied each frame they move.
  static func base(_ context: ScreenContext, scene: StepsScene, for owner: AnyObject?, arrived: @escaping @MainActor () -> Void) -> Surface? {
    RecipePhoto.blurred(under: "steps.dim", context, size: scene.size, for: owner, arrived: arrived) { $0.fill(scene.bounds, StepsScene.dim) }
  }

  /// A card's shape and rim, rasterised once: the corners of the moving
  /// cards blend through it.
  static func cardMask(_ context: ScreenContext, scene: StepsScene, for owner: AnyObject?) -> ShapeMask? {
    let size = scene.cardSize
    return context.painter.shapeMask(
      "recipe.steps.card.\(Int(size.width))x\(Int(size.height))@\(context.scale)", size: size, scale: context.scale,
      outlineWidth: StepsScene.rimWidth, for: owner
    ) { Path.squircle($0, radius: StepsScene.cardRadius) }
  }

  /// The picture if it is in the cache; nothing is painted for it.
  static func cached(_ context: ScreenContext, scene: StepsScene, inputs: Inputs) -> Surface? {
    context.cache.lookup(key(scene, inputs, context.scale))
  }

  static func warm(_ painter: Painter, scene: StepsScene, inputs: Inputs, scale: Double, blurred: Surface?) {
    painter.warm(key(scene, inputs, scale), size: scene.size, scale: scale, paint: paint(scene, inputs, scale: scale, blurred: blurred))
  }

  private static func key(_ scene: StepsScene, _ inputs: Inputs, _ scale: Double) -> String {
    "recipe.steps.still.\(Int(scene.size.width))x\(Int(scene.size.height))@\(scale).\(inputs.hashValue)"
  }

  /// The job lays the cards' text out for itself (the frame thread's
  /// layouts are the frame thread's) and paints from the cached blurred
  /// photo (`blurred`, only read), else blurs the photo for itself.
  nonisolated private static func paint(_ scene: StepsScene, _ inputs: Inputs, scale: Double, blurred: Surface?) -> @Sendable (Canvas) -> Void {
    { c in
      let backdrop = blurred ?? RecipePhoto.blurredPicture(size: scene.size, scale: scale)
      // A few of the blur's corner pixels are not quite opaque: drawn, they
      // take in a trace of the dark screen under them, as over black, and
      // the picture stays opaque (copied, not blended). The same for `base`.
      c.clear(.black)
      scene.draw(
        c, texts: scene.cardTexts(titles: inputs.titles, texts: inputs.texts), backdrop: backdrop, scrollOffset: Double(inputs.page) * scene.pitch, page: inputs.page,
        timers: inputs.timers, pressed: nil, skipTimer: inputs.skipTimer)
    }
  }
}
