import Art
import Basics
import Canvas
import Widgets

/// The step cards' screen but its clock, as a value any thread can draw: the
/// frame thread draws it while the cards move or a control is pressed; at
/// rest the painter paints it once into an opaque picture the screen copies
/// (the cards' glass and text, the dim and the backdrop were nearly all of
/// the screen's first frame). Both ways run this same drawing, so the copy
/// gives the pixels drawing gives.
struct StepsScene: Sendable {
  let size: Size
  let closeRect: Rect
  let cardSize: Size
  let cardCenter: Point
  let backRect: Rect
  let nextRect: Rect
  let dotsRect: Rect
  static let margin = 40.0
  static let gap = 32.0
  static let cardPadding = 44.0
  static let cardRadius = 36.0
  static let rimWidth = 1.0
  /// Over the blurred photo, under the cards.
  static let dim = Color(white: 0, alpha: 0.4)

  init(size: Size) {
    self.size = size
    let m = Self.margin
    closeRect = Rect(x: m, y: m, width: 48, height: 48)
    cardSize = Size(min(760, size.width - 2 * 150), min(440, size.height - 2 * 150))
    cardCenter = Point(size.width / 2, size.height / 2 - 6)
    let buttonsY = size.height - m - 30
    backRect = Rect(center: Point(size.width / 2 - 120, buttonsY), size: Size(60, 60))
    nextRect = Rect(center: Point(size.width / 2 + 120, buttonsY), size: Size(60, 60))
    dotsRect = Rect(center: Point(size.width / 2, buttonsY), size: Size(150, 20))
  }

  var bounds: Rect { Rect(size: size) }
  /// From one card to the next.
  var pitch: Double { cardSize.width + Self.gap }

  /// Where the current card sits once the pages stop moving.
  var restingCard: Rect { Rect(center: cardCenter, size: cardSize) }

  /// The timer capsule at the bottom left of a card.
  func timerRect(onCardAt card: Rect) -> Rect {
    Rect(x: card.minX + Self.cardPadding, y: card.maxY - Self.cardPadding - 52, width: 230, height: 52)
  }

  /// The band the cards move in, and the page dots (apart: the chevrons
  /// between them stay as they are while the cards move).
  var cardsRegion: [Rect] {
    [Rect(x: 0, y: cardCenter.y - cardSize.height / 2 - 4, width: size.width, height: cardSize.height + 8), dotsRect]
  }

  /// Card `i` with the pages scrolled `scrollOffset` points.
  func card(_ i: Int, scrollOffset: Double) -> Rect {
    let x = cardCenter.x - cardSize.width / 2 + Double(i) * pitch - scrollOffset
    return Rect(origin: Point(x, cardCenter.y - cardSize.height / 2), size: cardSize)
  }

  /// The card in the middle is bright; neighbours dim as they move aside.
  func fade(ofCardAt rect: Rect) -> Double {
    1 - 0.55 * min(1, abs(rect.midX - cardCenter.x) / pitch)
  }

  /// Per step: "Step 1 of 6", its title and its text.
  typealias CardTexts = (label: TextLayout, title: TextLayout, text: TextLayout)

  func cardTexts(titles: [String], texts: [String]) -> [CardTexts] {
    let textWidth = cardSize.width - 2 * Self.cardPadding
    return zip(titles, texts).enumerated().map { i, step in
      (
        TextLayout("Step \(i + 1) of \(titles.count)", style: TextStyle(weight: .semibold, size: 20, color: Color(hex: 0xFFB340))),
        TextLayout(step.0, style: TextStyle(weight: .bold, size: 40, color: .white), width: textWidth),
        TextLayout(step.1, style: TextStyle(weight: .regular, size: 28, color: Color(white: 1, alpha: 0.9), lineSpacing: 1.15), width: textWidth)
      )
    }
  }

  /// How a step's timer capsule reads: "Start 20:00 timer" until it is
  /// started, then the countdown, then "Done".
  struct TimerFace: Sendable, Hashable {
    var title: String
    var fill: Color
    var started: Bool
  }

  /// Everything but the clock. `timers[i]`: step i's capsule (nil: its step
  /// names no time); `skipTimer`: a capsule left out (a running countdown,
  /// drawn over the picture each second).
  /// `base`: the backdrop under its dim, painted once (`StepsPicture.base`),
  /// copied instead of drawn and dimmed again. `pane`: the backdrop under
  /// the cards' tint, painted once (`RecipePhoto.frostedPane`): the cards'
  /// insides are copied from it, and the base is not copied under them;
  /// `cardMask`: a card's shape and rim, rasterised once
  /// (`StepsPicture.cardMask`), the cards' corners and rims blend through.
  /// `pictures`: see `drawTimer`.
  func draw(
    _ canvas: Canvas, texts: [CardTexts], backdrop: Surface, base: Surface? = nil, pane: Surface? = nil, scrollOffset: Double, page: Int,
    timers: [TimerFace?], pressed: String?, skipTimer: Int? = nil, cardMask: ShapeMask? = nil, pictures: LayerCache? = nil
  ) {
    let bounds = self.bounds
    let shown = texts.indices.map { ($0, card($0, scrollOffset: scrollOffset)) }.filter { $0.1.maxX > 0 && $0.1.minX < size.width }
    // Drawn from the pictures only when every card can be: the base is
    // left out under their solid middles.
    let glass = shown.map { SquircleGlass($0.1, radius: Self.cardRadius, on: canvas) }
    let fromPictures = pane != nil && cardMask != nil && glass.allSatisfy { $0 != nil }
    if let base {
      canvas.withState {
        if fromPictures { canvas.clip(outside: glass.flatMap { $0?.solid ?? [] }, within: bounds) }
        canvas.copy(base, at: .zero)
      }
    } else {
      drawBase(canvas, backdrop: backdrop)
    }
    RoundButton.draw(canvas, icon: .xmark, in: closeRect, style: .glass, pressed: pressed == "recipe.steps.close", backdrop: backdrop, backdropRect: bounds)

    for ((i, rect), glass) in zip(shown, glass) {
      let texts = texts[i]
      if fromPictures, let pane, let cardMask, let glass {
        canvas.drawFrostedGlass(glass, mask: cardMask, pane: pane, backdrop: backdrop, backdropRect: bounds, tint: RecipePhoto.glassTint)
      } else {
        canvas.drawFrostedGlass(
          Path.squircle(rect, radius: Self.cardRadius), backdrop: backdrop, backdropRect: bounds, tint: RecipePhoto.glassTint,
          strokeWidth: Self.rimWidth)
      }
      // Text alpha rather than a layer: a layer would allocate a band-sized group per card per frame.
      let fade = fade(ofCardAt: rect)
      let pad = Self.cardPadding
      canvas.draw(texts.label, at: Point(rect.minX + pad, rect.minY + pad - 4), color: texts.label.style.color.withAlpha(fade))
      canvas.draw(texts.title, at: Point(rect.minX + pad, rect.minY + pad + 34), color: texts.title.style.color.withAlpha(fade))
      canvas.draw(
        texts.text, at: Point(rect.minX + pad, rect.minY + pad + 34 + texts.title.size.height + 18),
        color: texts.text.style.color.withAlpha(texts.text.style.color.alpha * fade))
      if let face = timers[i], i != skipTimer { drawTimer(canvas, face, card: rect, fade: fade, pressed: pressed, pictures: pictures) }
    }

    // Chevrons either side of the page dots; each dims at its end.
    for (id, icon, rect, enabled) in [
      ("recipe.steps.back", Icon.chevronLeft, backRect, page > 0),
      ("recipe.steps.next", Icon.chevronRight, nextRect, page < texts.count - 1),
    ] {
      canvas.withState {
        // The clip keeps the layer button-sized.
        canvas.clip(rect.insetBy(-2, -2))
        canvas.withLayer(alpha: enabled ? 1 : 0.4) {
          RoundButton.draw(canvas, icon: icon, in: rect, style: .glass, pressed: pressed == id, backdrop: backdrop, backdropRect: bounds)
        }
      }
    }
    let n = texts.count
    let spacing = 16.0
    let current = scrollOffset / pitch
    for i in 0..<n {
      let near = max(0, 1 - abs(Double(i) - current))
      let c = Point(dotsRect.midX + (Double(i) - Double(n - 1) / 2) * spacing, dotsRect.midY)
      canvas.fill(Path.circle(center: c, radius: 4), Color(white: 1, alpha: 0.35 + 0.65 * near))
    }
  }

  /// The blurred photo under the 40 % dim.
  func drawBase(_ canvas: Canvas, backdrop: Surface) {
    canvas.draw(backdrop, in: bounds)
    canvas.fill(bounds, Self.dim)
  }

  /// One card's timer capsule, blended at the card's fade. With `pictures`
  /// (the frame thread's), each look of the capsule is drawn once and kept
  /// there: the cards' moving frames blend it instead of laying its title
  /// out and drawing it into a layer each frame. Its rim can differ from
  /// the layer's by a level at a pixel or two (cairo flattens the curves
  /// a hair differently elsewhere on the grid): a moving frame shows it.
  func drawTimer(_ canvas: Canvas, _ face: TimerFace, card: Rect, fade: Double, pressed: String?, pictures: LayerCache? = nil) {
    let rect = timerRect(onCardAt: card)
    // The clip keeps the layer capsule-sized (it was as big as the cards'
    // band, blended whole for each capsule).
    let area = rect.insetBy(-2, -2)
    let isPressed = pressed == "recipe.steps.timer"
    if let pictures, canvas.isOnWholePixels(area) {
      let fill = face.fill
      let key = "recipe.steps.capsule.\(face.title).\(fill.red),\(fill.green),\(fill.blue),\(fill.alpha).\(face.started).\(isPressed).\(area.size)@\(canvas.scale)"
      let capsule = pictures.surface(key, size: area.size, scale: canvas.scale) { c in
        // Drawn at the picture's own origin rather than translated there: a
        // translated transform strokes the rim a shade differently.
        c.translate(-area.minX, -area.minY)
        drawCapsule(c, face, in: rect, pressed: isPressed)
      }
      canvas.draw(capsule, at: area.origin, alpha: fade)
      return
    }
    canvas.withState {
      canvas.clip(area)
      canvas.withLayer(alpha: fade) { drawCapsule(canvas, face, in: rect, pressed: isPressed) }
    }
  }

  private func drawCapsule(_ canvas: Canvas, _ face: TimerFace, in rect: Rect, pressed: Bool) {
    CapsuleButton.draw(
      canvas, title: face.title, icon: nil, in: rect, fill: .color(face.fill),
      font: TextStyle(weight: face.started ? .bold : .semibold, size: face.started ? 26 : 20, tracking: face.started ? 1 : 0),
      stroke: Color(white: 1, alpha: 0.35), pressed: pressed)
  }
}
