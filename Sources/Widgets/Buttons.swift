public import Art
public import Basics
public import Canvas

/// The round buttons the screens share, drawn the same way everywhere, on
/// any thread (the recipe's step cards paint theirs on the painter).
public enum RoundButton {
  public enum Style: Sendable {
    /// The small grey "x" of the dashboard and Now Playing.
    case grey
    /// Frosted glass over a photo (the recipe's "x"): pass the blurred backdrop.
    case glass
    /// White with a hairline border (Draw Music's toolbar).
    case white
    /// Selected: black fill, white icon.
    case selected
  }

  /// `backdrop` (glass only) is the blurred picture behind, covering `backdropRect`.
  public static func draw(
    _ canvas: Canvas, icon: Icon, in rect: Rect, style: Style, pressed: Bool = false,
    backdrop: Surface? = nil, backdropRect: Rect = .zero
  ) {
    let circle = Path.ellipse(in: rect)
    let iconColor: Color
    switch style {
    case .grey:
      canvas.fill(circle, Color(white: 0.47, alpha: 0.42))
      iconColor = Color(white: 1, alpha: 0.95)
    case .glass:
      if let backdrop {
        canvas.drawFrostedGlass(circle, backdrop: backdrop, backdropRect: backdropRect, tint: Color(white: 1, alpha: 0.22), stroke: Color(white: 1, alpha: 0.45))
      } else {
        canvas.fill(circle, Color(white: 1, alpha: 0.25))
        canvas.stroke(circle, .color(Color(white: 1, alpha: 0.45)), width: 1)
      }
      iconColor = .white
    case .white:
      canvas.fill(circle, Color.white)
      canvas.stroke(Path.ellipse(in: rect.insetBy(0.5, 0.5)), .color(Color(hex: 0xE2E0DA)), width: 1)
      iconColor = Color(hex: 0x2B2B2B)
    case .selected:
      canvas.fill(circle, Color(hex: 0x111111))
      iconColor = .white
    }
    let side = rect.width * 0.46
    icon.draw(canvas, in: Rect(center: rect.center, size: Size(side, side)), color: iconColor)
    if pressed { canvas.fill(circle, Color(white: 0, alpha: 0.15)) }
  }
}

/// A capsule button: glass over a photo ("Ingredients", "Start Cooking") or
/// solid colour (Siri's blue "18 min"). Drawn on any thread.
public enum CapsuleButton {
  public static func size(title: String, icon: Icon?, height: Double, font: TextStyle) -> Size {
    let text = TextLayout(title, style: font)
    let iconWidth = icon == nil ? 0 : height * 0.42 + height * 0.22
    return Size(text.size.width + iconWidth + height * 0.9, height)
  }

  public static func draw(
    _ canvas: Canvas, title: String, icon: Icon?, in rect: Rect, fill: Paint, textColor: Color = .white,
    font: TextStyle, stroke: Color? = nil, pressed: Bool = false
  ) {
    let shape = Path.roundedRect(rect, radius: rect.height / 2)
    canvas.fill(shape, fill)
    if let stroke { canvas.stroke(shape, .color(stroke), width: 1) }
    var style = font
    style.color = textColor
    let text = TextLayout(title, style: style)
    let iconSide = rect.height * 0.42
    let gap = icon == nil ? 0 : rect.height * 0.22
    let total = (icon == nil ? 0 : iconSide + gap) + text.size.width
    var x = rect.midX - total / 2
    if let icon {
      icon.draw(canvas, in: Rect(x: x, y: rect.midY - iconSide / 2, width: iconSide, height: iconSide), color: textColor)
      x += iconSide + gap
    }
    canvas.draw(text, at: Point(x, rect.midY - text.size.height / 2))
    if pressed { canvas.fill(shape, Color(white: 0, alpha: 0.12)) }
  }
}

/// A home-screen app icon: a gradient squircle with a white glyph, and its
/// name under it. Drawn on any thread (the home paints its icons on the painter).
public enum AppIcon {
  public static func draw(_ canvas: Canvas, icon: Icon?, colors: [Color], in rect: Rect, title: String?, pressed: Bool = false) {
    let shape = Path.squircle(rect, radius: rect.width * 0.225)
    // A soft contact shadow under the tile.
    canvas.fill(Path.squircle(rect.insetBy(-1, -1).offsetBy(0, rect.height * 0.03), radius: rect.width * 0.23), Color(white: 0, alpha: 0.12))
    let stops = colors.enumerated().map { GradientStop(colors.count > 1 ? Double($0.offset) / Double(colors.count - 1) : 0, $0.element) }
    canvas.fill(shape, .linear(from: Point(rect.midX, rect.minY), to: Point(rect.midX, rect.maxY), stops: stops))
    // The glossy top light iOS icons have.
    canvas.withState {
      canvas.clip(shape)
      canvas.fill(rect, .linear(from: Point(rect.midX, rect.minY), to: Point(rect.midX, rect.midY), stops: [GradientStop(0, Color(white: 1, alpha: 0.18)), GradientStop(1, Color(white: 1, alpha: 0))]))
    }
    if let icon {
      let side = rect.width * 0.5
      icon.draw(canvas, in: Rect(center: rect.center, size: Size(side, side)), color: .white)
    }
    if pressed { canvas.fill(shape, Color(white: 0, alpha: 0.18)) }
    if let title {
      canvas.drawText(title, TextStyle(weight: .medium, size: max(11, rect.width * 0.13), color: .white, alignment: .center), at: Point(rect.midX, rect.maxY + rect.width * 0.08), anchor: .top)
    }
  }
}

extension Rect {
  public func offsetBy(_ dx: Double, _ dy: Double) -> Rect { Rect(x: x + dx, y: y + dy, width: width, height: height) }
}
