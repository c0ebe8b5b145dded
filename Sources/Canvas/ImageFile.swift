internal import CCairo
internal import CJPEG
import Glibc

/// The one image loader: every picture (PNG or JPEG: configured photos,
/// later camera pictures and photo folders) is read through here. The file
/// is read once (a regular file only, at most `Limits.fileBytes`), its
/// header is checked before anything is decoded, and a JPEG is decoded
/// scaled down by libjpeg to the size it is shown at, so a photo never
/// exists in memory larger than the screen needs, and turned as its EXIF
/// orientation says (a phone's portrait photo stands upright).
public enum ImageFile {
  public enum Format: String, Sendable { case png = "PNG", jpeg = "JPEG" }

  /// What a header states.
  public struct Header: Sendable, Equatable {
    public var format: Format
    public var width: Int
    public var height: Int
  }

  /// What is refused, and why these numbers (documented in Config/README.md).
  public enum Limits {
    /// Cairo cannot hold a surface wider or taller than this.
    public static let side = Surface.maxSide
    /// The file itself: a 50-megapixel camera JPEG is 10–25 MB.
    public static let fileBytes = 64 << 20
    /// Pixels that may exist decoded: 32 megapixels, 128 MiB. A PNG is decoded
    /// whole (cairo cannot scale while decoding), so this is its limit.
    public static let decodedPixels = 32 << 20
    /// Pixels a JPEG may claim: it is decoded scaled (down to 1/8 a side), so
    /// 120 megapixels (a 13,400×8,900 frame) still decodes within the budget
    /// above; more than that is not a photo.
    public static let jpegPixels = 120_000_000
    /// libjpeg's own working memory (a progressive JPEG keeps every
    /// coefficient of the whole frame).
    public static let jpegWorkingBytes = 256 << 20
  }

  /// The header of the picture at `path`, checked against the limits: what
  /// check-config calls for every configured photo.
  public static func header(path: String) throws(ImageError) -> Header {
    try checked(header(of: try bytes(path), path: path), path: path)
  }

  /// Decodes the picture at `path`. With `fitting`, a JPEG is decoded at the
  /// smallest of libjpeg's scales (n/8) that still covers that many pixels.
  public static func load(path: String, scale: Double = 1, fitting: PixelSize? = nil) throws(ImageError) -> Surface {
    try decode(try bytes(path), name: path, scale: scale, fitting: fitting)
  }

  /// `load` for a picture already in memory (a camera's JPEG from MQTT);
  /// `name` says where it came from in errors.
  public static func decode(_ data: [UInt8], name path: String, scale: Double = 1, fitting: PixelSize? = nil) throws(ImageError) -> Surface {
    guard data.count <= Limits.fileBytes else { throw ImageError(path: path, problem: "\(data.count) bytes: more than \(Limits.fileBytes >> 20) MiB") }
    let h = try checked(header(of: data, path: path), path: path)
    switch h.format {
    case .png: return try decodePNG(data, path: path, scale: scale)
    case .jpeg: return try decodeJPEG(data, header: h, fitting: fitting, path: path, scale: scale)
    }
  }

  /// Decodes a picture already in memory (a music player's cover art);
  /// `name` stands for its path in errors.
  public static func load(data: [UInt8], name: String, scale: Double = 1, fitting: PixelSize? = nil) throws(ImageError) -> Surface {
    guard data.count <= Limits.fileBytes else { throw ImageError(path: name, problem: "\(data.count) bytes, over the \(Limits.fileBytes)-byte limit") }
    let h = try checked(header(of: data, path: name), path: name)
    switch h.format {
    case .png: return try decodePNG(data, path: name, scale: scale)
    case .jpeg: return try decodeJPEG(data, header: h, fitting: fitting, path: name, scale: scale)
    }
  }

  /// The eighths (1…8) libjpeg should decode a `width`×`height` JPEG at: the
  /// fewest that still cover `fitting`, and few enough for the pixel budget.
  static func eighths(width: Int, height: Int, fitting: PixelSize?) -> Int {
    func scaled(_ side: Int, _ e: Int) -> Int { (side * e + 7) / 8 }
    var e = 8
    if let fitting {
      e = 1
      while e < 8, scaled(width, e) < fitting.width || scaled(height, e) < fitting.height { e += 1 }
    }
    while e > 1, scaled(width, e) * scaled(height, e) > Limits.decodedPixels { e -= 1 }
    return e
  }

  // MARK: reading and checking

  private static func bytes(_ path: String) throws(ImageError) -> [UInt8] {
    let data: [UInt8]?
    do { data = try RegularFile.read(path, limit: Limits.fileBytes) } catch { throw ImageError(path: path, problem: error.problem) }
    guard let data else { throw ImageError(path: path, problem: "file not found") }
    return data
  }

  static func header(of data: [UInt8], path: String) throws(ImageError) -> Header {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    if data.starts(with: png) {
      // The IHDR chunk comes first: length, "IHDR", width, height (big-endian).
      guard data.count >= 24, data[12..<16].elementsEqual("IHDR".utf8) else {
        throw ImageError(path: path, problem: "not a readable PNG (no IHDR header)")
      }
      func be32(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
      return Header(format: .png, width: be32(16), height: be32(20))
    }
    if data.starts(with: [0xFF, 0xD8]) {
      var w: Int32 = 0
      var h: Int32 = 0
      var message = [CChar](repeating: 0, count: 256)
      let status = data.withUnsafeBufferPointer { cjpeg_read_size($0.baseAddress, $0.count, &w, &h, &message, message.count) }
      guard status == 0 else { throw ImageError(path: path, problem: "not a readable JPEG (\(text(message)))") }
      return Header(format: .jpeg, width: Int(w), height: Int(h))
    }
    throw ImageError(path: path, problem: "not a PNG or JPEG image")
  }

  static func checked(_ h: Header, path: String) throws(ImageError) -> Header {
    let size = "\(h.width)x\(h.height)"
    guard h.width > 0, h.height > 0 else { throw ImageError(path: path, problem: "the \(h.format.rawValue) header states \(size) pixels") }
    guard h.width <= Limits.side, h.height <= Limits.side else {
      throw ImageError(path: path, problem: "\(size) pixels: a picture may be at most \(Limits.side) pixels a side")
    }
    let pixels = h.width * h.height
    switch h.format {
    case .png where pixels > Limits.decodedPixels:
      throw ImageError(path: path, problem: "\(size) pixels: a PNG may have at most \(Limits.decodedPixels / (1 << 20)) megapixels (use a JPEG, or a smaller picture)")
    case .jpeg where pixels > Limits.jpegPixels:
      throw ImageError(path: path, problem: "\(size) pixels: a JPEG may have at most \(Limits.jpegPixels / 1_000_000) megapixels")
    default: return h
    }
  }

  // MARK: decoding

  private final class Cursor {
    let bytes: [UInt8]
    var offset = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }
  }

  private static func decodePNG(_ data: [UInt8], path: String, scale: Double) throws(ImageError) -> Surface {
    let cursor = Cursor(data)
    let s = withExtendedLifetime(cursor) {
      cairo_image_surface_create_from_png_stream({ closure, out, length in
        guard let closure, let out else { return CAIRO_STATUS_READ_ERROR }
        let c = Unmanaged<Cursor>.fromOpaque(closure).takeUnretainedValue()
        let n = Int(length)
        guard c.bytes.count - c.offset >= n else { return CAIRO_STATUS_READ_ERROR }
        c.bytes.withUnsafeBufferPointer { out.update(from: $0.baseAddress! + c.offset, count: n) }
        c.offset += n
        return CAIRO_STATUS_SUCCESS
      }, Unmanaged.passUnretained(cursor).toOpaque())
    }
    guard let s else { throw ImageError(path: path, problem: "not a readable PNG (cairo made no surface)") }
    let status = cairo_surface_status(s)
    guard status == CAIRO_STATUS_SUCCESS, cairo_image_surface_get_data(s) != nil else {
      cairo_surface_destroy(s)
      let why = status == CAIRO_STATUS_READ_ERROR ? "the file ends early or is damaged" : String(cString: cairo_status_to_string(status))
      throw ImageError(path: path, problem: "not a readable PNG (\(why))")
    }
    return Surface(adopting: s, scale: scale)
  }

  private static func decodeJPEG(_ data: [UInt8], header h: Header, fitting: PixelSize?, path: String, scale: Double) throws(ImageError) -> Surface {
    var w: Int32 = 0
    var ht: Int32 = 0
    var message = [CChar](repeating: 0, count: 256)
    // The EXIF orientation turns the picture after decoding: what it must
    // cover is asked of the stored picture with its sides swapped back.
    let orientation = ExifOrientation.read(jpeg: data)
    let covering = fitting.map { orientation.swapsSides ? PixelSize(width: $0.height, height: $0.width) : $0 }
    let e = eighths(width: h.width, height: h.height, fitting: covering)
    let decoded = data.withUnsafeBufferPointer {
      cjpeg_decode($0.baseAddress, $0.count, Int32(e), Limits.jpegWorkingBytes, Limits.decodedPixels, &w, &ht, &message, message.count)
    }
    guard let pixels = decoded else {
      var why = text(message)
      if why.contains("Backing store") { why = "needs more than \(Limits.jpegWorkingBytes >> 20) MiB to decode" }
      throw ImageError(path: path, problem: "not a readable JPEG (\(why))")
    }
    defer { free(pixels) }
    let out: Surface
    do { out = try Surface.make(pixelWidth: Int(w), pixelHeight: Int(ht), scale: scale) } catch {
      throw ImageError(path: path, problem: error.problem)
    }
    out.withPixels { dst, row in
      for y in 0..<Int(ht) {
        (dst + y * row).update(from: pixels + y * Int(w), count: Int(w))
      }
    }
    return out.oriented(orientation)
  }

  private static func text(_ message: [CChar]) -> String {
    message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
  }
}
