internal import CCairo
internal import CJPEG
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

  /// A transparent surface covering `size` points at `scale` pixels per point.
  public convenience init(size: Size, scale: Double) {
    self.init(
      pixelWidth: max(1, Int((size.width * scale).rounded(.up))),
      pixelHeight: max(1, Int((size.height * scale).rounded(.up))), scale: scale)
  }

  public init(pixelWidth: Int, pixelHeight: Int, scale: Double = 1) {
    handle = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
    self.scale = scale
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
    let data = cairo_image_surface_get_data(handle)!
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

  /// Loads a PNG or JPEG file (chosen by its first bytes, not its name).
  public static func load(path: String, scale: Double = 1) throws(ImageError) -> Surface {
    guard let magic = readMagic(path) else { throw ImageError(path: path, problem: "cannot open the file") }
    if magic.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
      let s = cairo_image_surface_create_from_png(path)!
      let status = cairo_surface_status(s)
      guard status == CAIRO_STATUS_SUCCESS else {
        cairo_surface_destroy(s)
        throw ImageError(path: path, problem: "not a readable PNG (\(String(cString: cairo_status_to_string(status))))")
      }
      return Surface(adopting: s, scale: scale)
    }
    if magic.starts(with: [0xFF, 0xD8]) { return try loadJPEG(path: path, scale: scale) }
    throw ImageError(path: path, problem: "not a PNG or JPEG image")
  }

  private static func loadJPEG(path: String, scale: Double) throws(ImageError) -> Surface {
    var w: Int32 = 0
    var h: Int32 = 0
    var message = [CChar](repeating: 0, count: 256)
    guard let pixels = cjpeg_decode_file(path, &w, &h, &message, message.count) else {
      let text = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
      throw ImageError(path: path, problem: "not a readable JPEG (\(text))")
    }
    defer { free(pixels) }
    let out = Surface(pixelWidth: Int(w), pixelHeight: Int(h), scale: scale)
    out.withPixels { dst, row in
      for y in 0..<Int(h) {
        (dst + y * row).update(from: pixels + y * Int(w), count: Int(w))
      }
    }
    return out
  }

  private static func readMagic(_ path: String) -> [UInt8]? {
    guard let f = fopen(path, "rb") else { return nil }
    defer { fclose(f) }
    var bytes = [UInt8](repeating: 0, count: 8)
    let n = fread(&bytes, 1, 8, f)
    return Array(bytes.prefix(n))
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
