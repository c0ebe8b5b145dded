public import Basics

/// The one rotation setting that turns the panel into the logical screen. The
/// scan-out copy and the touch path both go through this type, so pixels and
/// touches can never disagree.
///
/// Rotation 90 means the logical picture is turned 90° clockwise onto the panel
/// (a portrait 720×1280 panel at 90 is a 1280×720 landscape screen whose top
/// edge lies along the panel's right edge).
public struct PanelTransform: Sendable, Equatable {
  public let rotation: Int
  /// The panel's native size in pixels (the KMS mode).
  public let panelWidth: Int
  public let panelHeight: Int

  public init(rotation: Int, panelWidth: Int, panelHeight: Int) {
    precondition([0, 90, 180, 270].contains(rotation), "rotation \(rotation) is not 0, 90, 180 or 270")
    self.rotation = rotation
    self.panelWidth = panelWidth
    self.panelHeight = panelHeight
  }

  public var swapsAxes: Bool { rotation == 90 || rotation == 270 }
  public var logicalWidth: Int { swapsAxes ? panelHeight : panelWidth }
  public var logicalHeight: Int { swapsAxes ? panelWidth : panelHeight }

  /// The panel pixel that shows logical pixel (x, y).
  @inline(__always)
  public func panelPixel(x: Int, y: Int) -> (x: Int, y: Int) {
    switch rotation {
    case 90: return (panelWidth - 1 - y, x)
    case 180: return (panelWidth - 1 - x, panelHeight - 1 - y)
    case 270: return (y, panelHeight - 1 - x)
    default: return (x, y)
    }
  }

  /// The panel pixels a logical rect covers.
  public func panelRect(_ r: PixelRect) -> PixelRect {
    switch rotation {
    case 90: return PixelRect(x: panelWidth - r.maxY, y: r.x, width: r.height, height: r.width)
    case 180: return PixelRect(x: panelWidth - r.maxX, y: panelHeight - r.maxY, width: r.width, height: r.height)
    case 270: return PixelRect(x: r.y, y: panelHeight - r.maxX, width: r.height, height: r.width)
    default: return r
    }
  }

  /// A continuous position on the panel (pixels, 0…width) in logical pixels:
  /// the inverse of `panelPixel` for pixel centres.
  public func logicalPoint(panelX px: Double, panelY py: Double) -> Point {
    let w = Double(panelWidth), h = Double(panelHeight)
    switch rotation {
    case 90: return Point(py, w - px)
    case 180: return Point(w - px, h - py)
    case 270: return Point(h - py, px)
    default: return Point(px, py)
    }
  }

  /// The inverse of `logicalPoint` (for tests and the board's host harness).
  public func panelPoint(logical p: Point) -> Point {
    let w = Double(panelWidth), h = Double(panelHeight)
    switch rotation {
    case 90: return Point(w - p.y, p.x)
    case 180: return Point(w - p.x, h - p.y)
    case 270: return Point(p.y, h - p.x)
    default: return p
    }
  }
}
