public import Basics
public import Canvas
import Glibc
import Runtime

/// WCAG contrast measured on rendered pixels: how a text of a known colour
/// stands out from what is drawn right behind it, shadows and glass included.
///
/// In the text's rectangle the pixels are split in two by their distance from
/// the text's colour: the ink (its glyphs) and the rest. The ink's colour is
/// that of its most text-like pixels (the glyphs' solid cores, any alpha
/// already composed). What is behind is the rest within a few pixels of the
/// ink (the ring around the glyphs a reader's eye compares them with; the
/// anti-aliased edge pixel right next to the ink is skipped), taken at its
/// worst: the tenth of it closest to the ink in luminance.
public enum TextContrast {
  /// WCAG's thresholds: large text (18 pt, or 14 pt bold, and up) and the rest.
  public static let largeText = 3.0
  public static let smallText = 4.5

  public struct Measure: Sendable, CustomStringConvertible {
    /// The contrast ratio, 1…21.
    public var ratio: Double
    /// The relative luminances (0…1) of the ink and of what is behind it.
    public var ink: Double
    public var behind: Double
    public var description: String { "\(fmt(ratio, decimals: 2)):1 (ink \(fmt(ink, decimals: 3)), behind \(fmt(behind, decimals: 3)))" }
  }

  /// The contrast of the text of `color` drawn in `rect` (points) of `frame`;
  /// nil when the rectangle holds no pixel of that colour or nothing around it.
  public static func measure(_ frame: Surface, text rect: Rect, color: Color) -> Measure? {
    let s = frame.scale
    let x0 = max(0, Int((rect.minX * s).rounded(.down))), x1 = min(frame.pixelWidth, Int((rect.maxX * s).rounded(.up)))
    let y0 = max(0, Int((rect.minY * s).rounded(.down))), y1 = min(frame.pixelHeight, Int((rect.maxY * s).rounded(.up)))
    let w = x1 - x0, h = y1 - y0
    guard w > 2, h > 2 else { return nil }
    var rgb = [(Double, Double, Double)](repeating: (0, 0, 0), count: w * h)
    frame.withPixels { p, row in
      for y in 0..<h {
        for x in 0..<w { rgb[y * w + x] = unpremultiplied(p[(y0 + y) * row + x0 + x]) }
      }
    }
    let text = (color.red, color.green, color.blue)
    let distance = rgb.map { dist($0, text) }
    // Two groups by distance from the text's colour: split where the gap
    // between the nearer and the farther pixels is widest (Otsu's threshold).
    guard let cut = otsu(distance) else { return nil }
    let isInk = distance.map { $0 <= cut }
    guard isInk.contains(true), isInk.contains(false) else { return nil }
    // The ink's colour: its most text-like fifth.
    let inkLuminances = zip(isInk, rgb).filter(\.0).map { luminance($0.1) }
    let inkDistances = zip(isInk, distance).filter(\.0).map(\.1).sorted()
    let core = inkDistances[inkDistances.count / 5]
    let coreLuminances = zip(zip(isInk, distance), rgb).filter { $0.0.0 && $0.0.1 <= core }.map { luminance($0.1) }
    let ink = median(coreLuminances.isEmpty ? inkLuminances : coreLuminances)
    // Behind: 2…4 pixels (scaled) from the nearest ink.
    let near = max(1, Int((1 * s).rounded())), far = max(near + 1, Int((4 * s).rounded()))
    let reach = inkDistanceMap(isInk, width: w, height: h, limit: far)
    var behind: [Double] = []
    for i in 0..<(w * h) where !isInk[i] && reach[i] > near && reach[i] <= far { behind.append(luminance(rgb[i])) }
    guard !behind.isEmpty else { return nil }
    behind.sort()
    // The worst tenth: for light ink the lightest of what is behind, for dark ink the darkest.
    let worst = ink >= median(behind) ? behind[min(behind.count - 1, behind.count * 9 / 10)] : behind[behind.count / 10]
    return Measure(ratio: ratio(ink, worst), ink: ink, behind: worst)
  }

  /// WCAG's contrast ratio of two relative luminances.
  public static func ratio(_ a: Double, _ b: Double) -> Double { (max(a, b) + 0.05) / (min(a, b) + 0.05) }

  /// WCAG's relative luminance of an sRGB colour (components 0…1).
  public static func luminance(_ c: (Double, Double, Double)) -> Double {
    func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    return 0.2126 * linear(c.0) + 0.7152 * linear(c.1) + 0.0722 * linear(c.2)
  }

  static func unpremultiplied(_ argb: UInt32) -> (Double, Double, Double) {
    let a = Double(argb >> 24 & 0xFF)
    guard a > 0 else { return (0, 0, 0) }
    return (Double(argb >> 16 & 0xFF) / a, Double(argb >> 8 & 0xFF) / a, Double(argb & 0xFF) / a)
  }

  static func dist(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
    let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
    return (dr * dr + dg * dg + db * db).squareRoot()
  }

  static func median(_ v: [Double]) -> Double { v.sorted()[v.count / 2] }

  /// The threshold splitting `values` into two groups with the widest
  /// between-group variance, over a 256-bin histogram of 0…√3.
  static func otsu(_ values: [Double]) -> Double? {
    let bins = 256, top = 3.0.squareRoot()
    var histogram = [Double](repeating: 0, count: bins)
    for v in values { histogram[min(bins - 1, Int(v / top * Double(bins)))] += 1 }
    let total = Double(values.count)
    let sum = histogram.enumerated().reduce(0) { $0 + Double($1.offset) * $1.element }
    var below = 0.0, belowSum = 0.0, best = -1.0, cut: Int?
    for i in 0..<(bins - 1) {
      below += histogram[i]
      belowSum += Double(i) * histogram[i]
      let above = total - below
      guard below > 0, above > 0 else { continue }
      let m0 = belowSum / below, m1 = (sum - belowSum) / above
      let between = below * above * (m0 - m1) * (m0 - m1)
      if between > best {
        best = between
        cut = i
      }
    }
    return cut.map { (Double($0) + 1) / Double(bins) * top }
  }

  /// Each pixel's chessboard distance to the nearest ink pixel, up to `limit`
  /// (`limit + 1` when farther).
  static func inkDistanceMap(_ ink: [Bool], width w: Int, height h: Int, limit: Int) -> [Int] {
    var d = ink.map { $0 ? 0 : limit + 1 }
    for step in 1...limit {
      var next = d
      for y in 0..<h {
        for x in 0..<w where d[y * w + x] > step {
          var touches = false
          for dy in -1...1 where !touches {
            let yy = y + dy
            guard yy >= 0, yy < h else { continue }
            for dx in -1...1 {
              let xx = x + dx
              if xx >= 0, xx < w, d[yy * w + xx] == step - 1 {
                touches = true
                break
              }
            }
          }
          if touches { next[y * w + x] = step }
        }
      }
      d = next
    }
    return d
  }
}
