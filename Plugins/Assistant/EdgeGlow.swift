import Basics
import Canvas
import Glibc
import Runtime

/// The coloured glow round the screen's edges while Siri listens: blue,
/// violet, pink, orange and cyan running round the frame, brightest at the
/// edge and gone a thumb's width in. Painted once per size into cached
/// strips, on the painter; the screen only changes the alpha they are drawn
/// with. Until a strip arrives that edge shows no glow (it fades in anyway).
@MainActor
enum EdgeGlow {
  /// How far in the glow reaches, in points.
  nonisolated static let reach = 66.0

  nonisolated static let palette: [Color] = [
    Color(hex: 0x2F7BFF), Color(hex: 0x9B5CFF), Color(hex: 0xFF4FA3), Color(hex: 0xFF8A3D),
    Color(hex: 0xFFC84A), Color(hex: 0x3FD6FF), Color(hex: 0x2F7BFF),
  ]

  /// Draws the glow at `alpha`: its four strips (the middle of the screen
  /// holds none of it, so it is not kept: a quarter of the memory), those
  /// the painter has; `arrived` marks a strip that comes later.
  static func draw(
    _ c: Canvas, size: Size, alpha: Double, painter: Painter, for owner: AnyObject?, arrived: @escaping @MainActor (Rect) -> Void
  ) {
    for (i, strip) in strips(size: size).enumerated() {
      let layer = painter.picture(
        key(i, size), size: strip.size, scale: c.scale, for: owner, paint: paintStrip(strip, size: size), arrived: { arrived(strip) })
      if let layer { c.draw(layer, at: strip.origin, alpha: alpha) }
    }
  }

  /// Paints the strips ahead of need (Siri will likely be asked next), under the cache's budget.
  static func warm(size: Size, scale: Double, painter: Painter) {
    for (i, strip) in strips(size: size).enumerated() {
      painter.warm(key(i, size), size: strip.size, scale: scale, paint: paintStrip(strip, size: size))
    }
  }

  private static func key(_ i: Int, _ size: Size) -> String { "assistant.glow.\(i).\(Int(size.width))x\(Int(size.height))" }

  /// The painter's job for one strip: the whole glow, drawn shifted so the strip's part lands in its layer.
  nonisolated private static func paintStrip(_ strip: Rect, size: Size) -> @Sendable (Canvas) -> Void {
    { lc in
      let glow = field(size: size)
      lc.translate(-strip.minX, -strip.minY)
      lc.draw(glow, in: Rect(size: size))
    }
  }

  /// The glow computed per pixel at a quarter of a point's resolution (it is
  /// all soft), premultiplied; drawing it scaled up smooths it.
  nonisolated static func field(size: Size) -> Surface {
    let step = 4.0
    let w = Int((size.width / step).rounded(.up)) + 1, h = Int((size.height / step).rounded(.up)) + 1
    let s = Surface(pixelWidth: w, pixelHeight: h, scale: 1 / step)
    let center = Point(size.width / 2, size.height / 2)
    s.withPixels { p, row in
      for y in 0..<h {
        let py = (Double(y) + 0.5) * step
        for x in 0..<w {
          let px = (Double(x) + 0.5) * step
          let d = max(0, min(px, size.width - px, py, size.height - py))
          // A bright rim close to the edge over a broad soft falloff.
          // Tapered to exactly nothing a little inside `reach` (the smooth
          // upscale spreads it a few points): past the strips nothing changes.
          let end = reach - 6
          let taper = d >= end ? 0 : d <= end * 0.7 ? 1 : 1 - Easing.easeInOut.apply((d - end * 0.7) / (end * 0.3))
          let a = taper * min(1, 0.55 * exp(-d / (reach * 0.16)) + 0.5 * exp(-(d / (reach * 0.55)) * (d / (reach * 0.55))))
          guard a > 0.004 else {
            p[y * row + x] = 0
            continue
          }
          let angle = atan2(py - center.y, (px - center.x) * size.height / size.width)
          let color = colorAround((angle + Double.pi) / (2 * Double.pi))
          let a8 = UInt32((a * 255).rounded())
          func channel(_ v: Double) -> UInt32 { UInt32((v * a * 255).rounded()) }
          p[y * row + x] = a8 << 24 | channel(color.red) << 16 | channel(color.green) << 8 | channel(color.blue)
        }
      }
    }
    return s
  }

  /// The colour `f` of the way round (0…1, closing on itself).
  nonisolated static func colorAround(_ f: Double) -> Color {
    let x = (f - f.rounded(.down)) * Double(palette.count - 1)
    let i = min(Int(x), palette.count - 2)
    return Color.lerp(palette[i], palette[i + 1], x - Double(i))
  }

  /// The strips the glow covers, as rects that do not overlap (so the frame
  /// redraws four thin bands, not their bounding box).
  nonisolated static func strips(size: Size) -> [Rect] {
    let g = reach
    return [
      Rect(x: 0, y: 0, width: size.width, height: g),
      Rect(x: 0, y: g, width: g, height: max(0, size.height - 2 * g)),
      Rect(x: size.width - g, y: g, width: g, height: max(0, size.height - 2 * g)),
      Rect(x: 0, y: size.height - g, width: size.width, height: g),
    ]
  }
}
