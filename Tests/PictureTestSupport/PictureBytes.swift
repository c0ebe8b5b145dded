/// Picture files built byte by byte for the loader's tests: sizes cairo
/// cannot make (a PNG 40,000 pixels wide) and JPEGs with no encoder at hand.
public enum PictureBytes {
  /// A valid grey PNG (8-bit greyscale, stored deflate blocks): any size,
  /// since nothing here goes through cairo.
  public static func png(width: Int, height: Int, grey: UInt8 = 0x80) -> [UInt8] {
    var raw: [UInt8] = []
    raw.reserveCapacity((width + 1) * height)
    for _ in 0..<height {
      raw.append(0)  // filter: none
      raw += [UInt8](repeating: grey, count: width)
    }
    var ihdr = be32(width) + be32(height)
    ihdr += [8, 0, 0, 0, 0]  // depth 8, greyscale, deflate, adaptive filter, no interlace
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", zlibStored(raw))
      + chunk("IEND", [])
  }

  /// Only a PNG's signature, header and end: enough for a loader that checks
  /// the header before it decodes, without building megabytes of pixels.
  public static func pngHeader(width: Int, height: Int) -> [UInt8] {
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", be32(width) + be32(height) + [8, 0, 0, 0, 0]) + chunk("IEND", [])
  }

  /// A valid flat grey baseline JPEG: one component, every 8×8 block's
  /// coefficients zero (mid grey), coded with one-symbol Huffman tables, so
  /// each block costs two bits and a 4000×3000 picture is 47 KB.
  public static func jpeg(width: Int, height: Int) -> [UInt8] {
    var out: [UInt8] = [0xFF, 0xD8]
    out += segment(0xDB, [0x00] + [UInt8](repeating: 1, count: 64))  // DQT: table 0, all ones
    out += segment(0xC0, [8] + be16(height) + be16(width) + [1, 1, 0x11, 0])  // SOF0: grey, 1×1 sampling
    // DHT: one code of length 1 for DC category 0, and one for AC end-of-block.
    out += segment(0xC4, [0x00, 1] + [UInt8](repeating: 0, count: 15) + [0x00])
    out += segment(0xC4, [0x10, 1] + [UInt8](repeating: 0, count: 15) + [0x00])
    out += segment(0xDA, [1, 1, 0x00, 0, 63, 0])  // SOS
    let blocks = ((width + 7) / 8) * ((height + 7) / 8)
    // Two zero bits a block; the last byte padded with ones.
    out += [UInt8](repeating: 0, count: blocks * 2 / 8)
    let rest = blocks * 2 % 8
    if rest > 0 { out.append(UInt8(0xFF >> rest)) }
    return out + [0xFF, 0xD9]
  }

  static func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] { [0xFF, marker] + be16(body.count + 2) + body }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typed = Array(type.utf8) + data
    return be32(data.count) + typed + be32(Int(crc32(typed)))
  }

  static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var i = 0
    repeat {
      let n = min(65535, data.count - i)
      out.append(i + n == data.count ? 1 : 0)
      out += [UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
      out += data[i..<i + n]
      i += n
    } while i < data.count
    var a: UInt32 = 1, b: UInt32 = 0
    for byte in data {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    return out + be32(Int(b << 16 | a))
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      c ^= UInt32(byte)
      for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }
    return ~c
  }

  static func be32(_ v: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: v >> 24), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)] }
  static func be16(_ v: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)] }
}
