/// How a camera says its JPEG is to be turned for showing: the EXIF
/// Orientation tag (0x0112) from the APP1 block near the file's start. Phones
/// store the sensor's pixels as they come and set this tag, so without it a
/// portrait photo lies on its side. Read here by hand, bounded: only the
/// markers before the first scan are walked, every offset is checked against
/// the block, and anything odd means "as stored" (1), never an error.
public enum ExifOrientation: Int, Sendable, CaseIterable {
  /// As stored.
  case up = 1
  case mirrored = 2
  case down = 3
  case downMirrored = 4
  /// Mirrored left–right, then turned a quarter anticlockwise (the stored
  /// image's main diagonal becomes the shown one's).
  case leftMirrored = 5
  /// Shown turned a quarter clockwise.
  case right = 6
  case rightMirrored = 7
  /// Shown turned a quarter anticlockwise.
  case left = 8

  /// Whether the shown picture is the stored one's height wide.
  public var swapsSides: Bool { rawValue >= 5 }

  /// IFD0 entries looked at before giving up (a real one has a dozen).
  static let maxEntries = 512
  /// Markers walked before the first scan (a real file has under twenty).
  static let maxMarkers = 64

  /// The orientation a JPEG's bytes state; `.up` when it states none.
  public static func read(jpeg data: [UInt8]) -> ExifOrientation {
    data.withUnsafeBufferPointer { read(jpeg: $0) }
  }

  public static func read(jpeg data: UnsafeBufferPointer<UInt8>) -> ExifOrientation {
    guard data.count >= 4, data[0] == 0xFF, data[1] == 0xD8 else { return .up }
    var at = 2
    for _ in 0..<maxMarkers {
      // Fill bytes (0xFF) may precede a marker.
      while at < data.count, data[at] == 0xFF, at + 1 < data.count, data[at + 1] == 0xFF { at += 1 }
      guard at + 4 <= data.count, data[at] == 0xFF else { return .up }
      let marker = data[at + 1]
      // Start of scan, end of image: no more headers.
      if marker == 0xDA || marker == 0xD9 { return .up }
      // Markers without a length.
      if marker == 0x01 || (0xD0...0xD7).contains(marker) {
        at += 2
        continue
      }
      let length = Int(data[at + 2]) << 8 | Int(data[at + 3])
      guard length >= 2, at + 2 + length <= data.count else { return .up }
      let body = UnsafeBufferPointer(rebasing: data[(at + 4)..<(at + 2 + length)])
      if marker == 0xE1, let o = fromAPP1(body) { return o }
      at += 2 + length
    }
    return .up
  }

  /// The orientation in an APP1 block's body ("Exif\0\0", then a TIFF
  /// header and IFD0), or nil when it is not EXIF or states none.
  static func fromAPP1(_ b: UnsafeBufferPointer<UInt8>) -> ExifOrientation? {
    let exif: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0]
    guard b.count >= 14, b.starts(with: exif) else { return nil }
    let tiff = UnsafeBufferPointer(rebasing: b[6...])
    let little: Bool
    switch (tiff[0], tiff[1]) {
    case (0x49, 0x49): little = true
    case (0x4D, 0x4D): little = false
    default: return nil
    }
    func u16(_ at: Int) -> Int? {
      guard at >= 0, at + 2 <= tiff.count else { return nil }
      let a = Int(tiff[at]), c = Int(tiff[at + 1])
      return little ? c << 8 | a : a << 8 | c
    }
    func u32(_ at: Int) -> Int? {
      guard let hi = u16(little ? at + 2 : at), let lo = u16(little ? at : at + 2) else { return nil }
      return hi << 16 | lo
    }
    guard u16(2) == 42, let ifd = u32(4), let count = u16(ifd) else { return nil }
    for i in 0..<min(count, maxEntries) {
      let entry = ifd + 2 + 12 * i
      guard let tag = u16(entry) else { return nil }
      guard tag == 0x0112 else { continue }
      // Type SHORT, one value, kept in the entry's value field.
      guard u16(entry + 2) == 3, u32(entry + 4) == 1, let value = u16(entry + 8) else { return nil }
      return ExifOrientation(rawValue: value)
    }
    return nil
  }
}

extension Surface {
  /// The picture as the orientation says to show it (a copy; `self` when `.up`).
  public func oriented(_ o: ExifOrientation) -> Surface {
    guard o != .up else { return self }
    let w = pixelWidth, h = pixelHeight
    let ow = o.swapsSides ? h : w, oh = o.swapsSides ? w : h
    let out = Surface(pixelWidth: ow, pixelHeight: oh, scale: scale)
    withPixels { src, srcRow in
      out.withPixels { dst, dstRow in
        for y in 0..<oh {
          for x in 0..<ow {
            // The stored pixel shown at (x, y).
            let (sx, sy): (Int, Int)
            switch o {
            case .up: (sx, sy) = (x, y)
            case .mirrored: (sx, sy) = (w - 1 - x, y)
            case .down: (sx, sy) = (w - 1 - x, h - 1 - y)
            case .downMirrored: (sx, sy) = (x, h - 1 - y)
            case .leftMirrored: (sx, sy) = (y, x)
            case .right: (sx, sy) = (y, h - 1 - x)
            case .rightMirrored: (sx, sy) = (w - 1 - y, h - 1 - x)
            case .left: (sx, sy) = (w - 1 - y, x)
            }
            dst[y * dstRow + x] = src[sy * srcRow + sx]
          }
        }
      }
    }
    return out
  }
}
