public import Basics

/// Where the panel's picture lies in a desktop window, and where a pointer in
/// the window falls on the panel. Three sizes meet here: the panel's logical
/// pixels, the window's size in the desktop's units (points on a HiDPI desktop)
/// and its drawable in real pixels.
public struct WindowGeometry: Sendable, Equatable {
  public let panelWidth: Int
  public let panelHeight: Int
  public let windowWidth: Int
  public let windowHeight: Int
  public let drawableWidth: Int
  public let drawableHeight: Int
  /// The picture in drawable pixels: the panel scaled to fit, centred.
  public let picture: PixelRect

  public init(panelWidth: Int, panelHeight: Int, windowWidth: Int, windowHeight: Int, drawableWidth: Int, drawableHeight: Int) {
    self.panelWidth = panelWidth
    self.panelHeight = panelHeight
    self.windowWidth = max(1, windowWidth)
    self.windowHeight = max(1, windowHeight)
    self.drawableWidth = max(1, drawableWidth)
    self.drawableHeight = max(1, drawableHeight)
    let s = min(Double(self.drawableWidth) / Double(panelWidth), Double(self.drawableHeight) / Double(panelHeight))
    let w = max(1, Int((Double(panelWidth) * s).rounded())), h = max(1, Int((Double(panelHeight) * s).rounded()))
    picture = PixelRect(x: (self.drawableWidth - w) / 2, y: (self.drawableHeight - h) / 2, width: w, height: h)
  }

  /// Drawable pixels per window unit (2 on a doubled HiDPI desktop).
  public var pixelRatio: Double { Double(drawableWidth) / Double(windowWidth) }

  /// True when each panel pixel is one drawable pixel (the picture is exact).
  public var isOneToOne: Bool { picture.width == panelWidth && picture.height == panelHeight }

  /// The panel pixel under a window position, clamped to the panel (a finger
  /// dragged off the picture stays on its edge).
  public func panelPoint(windowX: Double, windowY: Double) -> Point {
    let px = windowX * Double(drawableWidth) / Double(windowWidth)
    let py = windowY * Double(drawableHeight) / Double(windowHeight)
    let x = (px - Double(picture.x)) * Double(panelWidth) / Double(picture.width)
    let y = (py - Double(picture.y)) * Double(panelHeight) / Double(picture.height)
    return Point(min(max(0, x), Double(panelWidth)), min(max(0, y), Double(panelHeight)))
  }

  /// The window size (desktop units) that shows the panel one drawable pixel per
  /// panel pixel where that fits in `usable` (the desktop minus its panels),
  /// else scaled down to fit, keeping the panel's shape.
  public static func windowSize(
    panelWidth: Int, panelHeight: Int, usableWidth: Int, usableHeight: Int, pixelRatio: Double
  ) -> (width: Int, height: Int) {
    let ratio = max(pixelRatio, 0.25)
    let w = Double(panelWidth) / ratio, h = Double(panelHeight) / ratio
    let fit = min(1, Double(usableWidth) / w, Double(usableHeight) / h)
    return (max(1, Int((w * fit).rounded(.down))), max(1, Int((h * fit).rounded(.down))))
  }
}
