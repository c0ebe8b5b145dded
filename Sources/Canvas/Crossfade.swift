internal import CCairo
import Basics

extension Canvas {
  /// Fills the whole surface with `incoming` at `alpha` over `outgoing`,
  /// both opaque and of its pixel size: exactly the pixels copying
  /// `outgoing` and drawing `incoming` over it at `alpha` give (pixman's
  /// rounding, per channel `in·m/255 + out·(255−m)/255` for cairo's 8-bit
  /// `m`), in one pass that reads each picture once and writes each pixel
  /// once, rather than a copy and a blend that reads the copy back.
  /// It fills every pixel whatever the clip and transform. False, drawing
  /// nothing, when the sizes differ.
  public func crossfade(from outgoing: Surface, to incoming: Surface, alpha: Double) -> Bool {
    let target = surface
    guard outgoing.pixelWidth == target.pixelWidth, outgoing.pixelHeight == target.pixelHeight,
      incoming.pixelWidth == target.pixelWidth, incoming.pixelHeight == target.pixelHeight,
      outgoing.stride == target.stride, incoming.stride == target.stride, outgoing !== target, incoming !== target
    else { return false }
    let m = UInt16(Self.maskByte(alpha: alpha))
    let count = target.stride / 4 * target.pixelHeight
    outgoing.withPixels { from, _ in
      incoming.withPixels { to, _ in
        target.withPixels { out, _ in Self.blend(from, to, into: out, count: count, m: m) }
      }
    }
    return true
  }

  /// The 8-bit weight cairo gives a paint at `alpha`, read off a one-pixel
  /// paint the same way (an opaque white picture over nothing leaves `m` in
  /// its alpha byte), so it follows cairo's conversion whatever it is.
  static func maskByte(alpha: Double) -> UInt8 {
    let probe = Surface(pixelWidth: 1, pixelHeight: 1)
    let white = Surface(pixelWidth: 1, pixelHeight: 1)
    white.withPixels { p, _ in p[0] = 0xFFFF_FFFF }
    Canvas(surface: probe).draw(white, in: Rect(x: 0, y: 0, width: 1, height: 1), alpha: alpha)
    return UInt8(truncatingIfNeeded: probe.pixel(x: 0, y: 0) >> 24)
  }

  /// `x·y/255` rounded per 16-bit lane, as pixman rounds it: `t = x·y + 128`,
  /// then `t·257 >> 16` (one high-half multiply, the same as `(t + t>>8) >> 8`
  /// for every `t` up to 255·255 + 128).
  @inline(__always)
  private static func multiply(_ x: SIMD8<UInt16>, _ y: SIMD8<UInt16>) -> SIMD8<UInt16> {
    let t = SIMD8<UInt32>(truncatingIfNeeded: x &* y &+ 128)
    return SIMD8<UInt16>(truncatingIfNeeded: (t &* 257) &>> 16)
  }

  private static func blend(
    _ from: UnsafeMutablePointer<UInt32>, _ to: UnsafeMutablePointer<UInt32>, into out: UnsafeMutablePointer<UInt32>, count: Int, m: UInt16
  ) {
    let mv = SIMD8<UInt16>(repeating: m), nv = SIMD8<UInt16>(repeating: 255 - m)
    var i = 0
    // Four pixels (16 bytes) at a time; the sum of the two products never
    // passes 255 (each is at most its weight), so no lane saturates.
    while i + 4 <= count {
      let a = UnsafeRawPointer(from + i).loadUnaligned(as: SIMD16<UInt8>.self)
      let b = UnsafeRawPointer(to + i).loadUnaligned(as: SIMD16<UInt8>.self)
      let lo = multiply(SIMD8<UInt16>(truncatingIfNeeded: b.lowHalf), mv) &+ multiply(SIMD8<UInt16>(truncatingIfNeeded: a.lowHalf), nv)
      let hi = multiply(SIMD8<UInt16>(truncatingIfNeeded: b.highHalf), mv) &+ multiply(SIMD8<UInt16>(truncatingIfNeeded: a.highHalf), nv)
      let mixed = SIMD16<UInt8>(lowHalf: SIMD8<UInt8>(truncatingIfNeeded: lo), highHalf: SIMD8<UInt8>(truncatingIfNeeded: hi))
      UnsafeMutableRawPointer(out + i).storeBytes(of: mixed, as: SIMD16<UInt8>.self)
      i += 4
    }
    while i < count {
      var mixed: UInt32 = 0
      for shift in stride(from: 0, to: 32, by: 8) {
        let x = UInt32(truncatingIfNeeded: to[i] >> UInt32(shift)) & 0xFF, y = UInt32(truncatingIfNeeded: from[i] >> UInt32(shift)) & 0xFF
        var t = x * UInt32(m) + 128
        var c = (t + (t >> 8)) >> 8
        t = y * UInt32(255 - m) + 128
        c += (t + (t >> 8)) >> 8
        mixed |= c << UInt32(shift)
      }
      out[i] = mixed
      i += 1
    }
  }
}
