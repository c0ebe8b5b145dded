public import Basics
internal import CCairo
import Glibc

/// Pixels in memory: premultiplied ARGB32, native endian (cairo's layout, and what
/// an XRGB8888 scan-out buffer wants). `scale` is pixels per point.
/// Sendable so the painter can hand one over: one thread at a time owns it
/// (the painter job that makes it, then the frame thread).
public final class Surface: @unchecked Sendable {
  let handle: OpaquePointer
  public let pixelWidth: Int
  public let pixelHeight: Int
  public let scale: Double

  /// Cairo's limit on either side of an image surface.
  public static let maxSide = 32767

  /// A transparent surface covering `size` points at `scale` pixels per point.
  public convenience init(size: Size, scale: Double) {
    self.init(pixelWidth: Self.pixels(size.width * scale), pixelHeight: Self.pixels(size.height * scale), scale: scale)
  }

  /// A transparent surface for painting, its sides kept within 1…`maxSide`
  /// (layout sizes never come near; anything sized by a file's contents goes
  /// through the throwing `make` instead). `faultedIn` makes a large one's
  /// pages at once, for a surface the frame thread fills whole as soon as it
  /// has it (a transition's); others get pages as they are written.
  public init(pixelWidth: Int, pixelHeight: Int, scale: Double = 1, faultedIn: Bool = false) {
    let w = min(max(pixelWidth, 1), Self.maxSide)
    let h = min(max(pixelHeight, 1), Self.maxSide)
    handle = (faultedIn ? PixelMemory.surface(width: w, height: h) : nil)
      ?? cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h))
    self.pixelWidth = w
    self.pixelHeight = h
    self.scale = scale
  }

  /// A surface whose size comes from input: one cairo cannot create (a side
  /// over `maxSide`, or no memory for the pixels) is an error, not a trap.
  public static func make(pixelWidth: Int, pixelHeight: Int, scale: Double = 1) throws(SurfaceError) -> Surface {
    guard (1...maxSide).contains(pixelWidth), (1...maxSide).contains(pixelHeight) else {
      throw SurfaceError(problem: "\(pixelWidth)x\(pixelHeight) pixels is outside 1…\(maxSide) a side, the most cairo can hold")
    }
    let surface = Surface(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
    let status = cairo_surface_status(surface.handle)
    guard status == CAIRO_STATUS_SUCCESS, cairo_image_surface_get_data(surface.handle) != nil else {
      throw SurfaceError(problem: "cannot hold \(pixelWidth)x\(pixelHeight) pixels (\(String(cString: cairo_status_to_string(status))))")
    }
    return surface
  }

  /// Rounds a length up to whole pixels within 1…`maxSide` (NaN and infinity
  /// too). A length within rounding error of a whole number is that number:
  /// an 800-pixel panel's logical width times its scale (1333.33… × 0.6) is
  /// 800.0000000000001, and a surface a column wider than the screen is
  /// squeezed by that column, softened, wherever it is drawn.
  public static func pixels(_ length: Double) -> Int {
    guard !length.isNaN, length > 1 else { return 1 }
    guard length < Double(maxSide) else { return maxSide }
    let whole = length.rounded()
    return abs(length - whole) <= whole * 1e-9 ? Int(whole) : Int(length.rounded(.up))
  }

  init(adopting handle: OpaquePointer, scale: Double) {
    self.handle = handle
    pixelWidth = Int(cairo_image_surface_get_width(handle))
    pixelHeight = Int(cairo_image_surface_get_height(handle))
    self.scale = scale
  }

  deinit { cairo_surface_destroy(handle) }

  /// The size in points.
  public var size: Size { Size(Double(pixelWidth) / scale, Double(pixelHeight) / scale) }
  public var byteCount: Int { stride * pixelHeight }
  public var stride: Int { Int(cairo_image_surface_get_stride(handle)) }

  /// Direct access to the pixels, one UInt32 per pixel, `stride / 4` per row.
  public func withPixels<R>(_ body: (UnsafeMutablePointer<UInt32>, _ rowLength: Int) throws -> R) rethrows -> R {
    cairo_surface_flush(handle)
    guard let data = cairo_image_surface_get_data(handle) else {
      // Only a painting surface can get here (sides are clamped, so only when
      // the machine is out of memory): loaders use `make`, which checks.
      fatalError("no memory for a \(pixelWidth)x\(pixelHeight) surface")
    }
    let rowLength = stride / 4
    let pixels = UnsafeMutableRawPointer(data).bindMemory(to: UInt32.self, capacity: rowLength * pixelHeight)
    defer { cairo_surface_mark_dirty(handle) }
    return try body(pixels, rowLength)
  }

  /// The pixel at (x, y) as 0xAARRGGBB, premultiplied.
  public func pixel(x: Int, y: Int) -> UInt32 {
    precondition(x >= 0 && x < pixelWidth && y >= 0 && y < pixelHeight, "pixel (\(x), \(y)) outside the surface")
    return withPixels { p, row in p[y * row + x] }
  }

  /// How many pixels differ from `other`'s (of the same size), and by how
  /// many levels of a channel at most: for drawings that may round apart.
  public func difference(from other: Surface) -> (pixels: Int, levels: Int) {
    precondition(pixelWidth == other.pixelWidth && pixelHeight == other.pixelHeight, "surfaces of different sizes")
    var pixels = 0, levels = 0
    for y in 0..<pixelHeight {
      for x in 0..<pixelWidth {
        let a = pixel(x: x, y: y), b = other.pixel(x: x, y: y)
        guard a != b else { continue }
        pixels += 1
        for shift: UInt32 in [0, 8, 16, 24] { levels = max(levels, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF))) }
      }
    }
    return (pixels, levels)
  }

  /// Whether `other` has this surface's size and exactly its pixels.
  public func hasSamePixels(as other: Surface) -> Bool {
    guard pixelWidth == other.pixelWidth, pixelHeight == other.pixelHeight else { return false }
    return withPixels { a, row in other.withPixels { b, _ in (0..<(row * pixelHeight)).allSatisfy { a[$0] == b[$0] } } }
  }

  /// `reused` when it has this pixel size and scale (its old pixels left in
  /// it: the caller covers or clears them), else a new transparent surface.
  /// Drawing a frame into one already shown saves a new big surface's
  /// thousand page faults, and its unmapping, every frame.
  public static func reusing(_ reused: Surface?, pixelWidth: Int, pixelHeight: Int, scale: Double) -> (surface: Surface, isReused: Bool) {
    if let reused, reused.pixelWidth == pixelWidth, reused.pixelHeight == pixelHeight, reused.scale == scale { return (reused, true) }
    return (Surface(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale), false)
  }

  public func copy() -> Surface {
    let out = Surface(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
    let c = cairo_create(out.handle)!
    cairo_set_operator(c, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_surface(c, handle, 0, 0)
    cairo_paint(c)
    cairo_destroy(c)
    return out
  }

  public func writePNG(to path: String) throws(ImageError) {
    cairo_surface_flush(handle)
    let status = cairo_surface_write_to_png(handle, path)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw ImageError(path: path, problem: String(cString: cairo_status_to_string(status)))
    }
  }

  /// Loads a PNG or JPEG file (chosen by its first bytes, not its name)
  /// through the one image loader (`ImageFile`): header first, sizes checked
  /// against `ImageFile.Limits`, big JPEGs decoded scaled down to cover
  /// `fitting` pixels when given.
  public static func load(path: String, scale: Double = 1, fitting: PixelSize? = nil) throws(ImageError) -> Surface {
    try ImageFile.load(path: path, scale: scale, fitting: fitting)
  }
}

public struct ImageError: Error, CustomStringConvertible {
  public var path: String
  public var problem: String
  public init(path: String, problem: String) {
    self.path = path
    self.problem = problem
  }
  public var description: String { "\(path): \(problem)" }
}

/// A surface that could not be created, and why.
public struct SurfaceError: Error, Sendable, CustomStringConvertible {
  public var problem: String
  public var description: String { problem }
}

/// A size in whole pixels.
public struct PixelSize: Sendable, Equatable {
  public var width: Int
  public var height: Int
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }
}
