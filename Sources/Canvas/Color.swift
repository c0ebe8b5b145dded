public import Basics

/// A straight (not premultiplied) RGBA colour, components 0…1.
public struct Color: Hashable, Sendable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// `Color(hex: 0xF5F5F7)`, as the reference writes colours.
  public init(hex: UInt32, alpha: Double = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255, alpha: alpha)
  }

  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  public func withAlpha(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }

  public static func lerp(_ a: Color, _ b: Color, _ t: Double) -> Color {
    Color(
      red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
      blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
  }

  public static let black = Color(white: 0)
  public static let white = Color(white: 1)
  public static let clear = Color(white: 0, alpha: 0)
}

/// What a shape is filled or stroked with.
public enum Paint: Sendable {
  case color(Color)
  case linear(from: Point, to: Point, stops: [GradientStop])
  case radial(center: Point, radius: Double, stops: [GradientStop], focus: Point? = nil, focusRadius: Double = 0)
}

public struct GradientStop: Sendable {
  public var offset: Double
  public var color: Color
  public init(_ offset: Double, _ color: Color) {
    self.offset = offset
    self.color = color
  }
}
