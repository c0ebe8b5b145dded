import Canvas
import Foundation
import Glibc

/// Photos made by the tests: small JPEGs built byte by byte (every 8×8 block
/// one grey, coded by its DC value alone, so no encoder is needed), with the
/// EXIF APP1 block a camera writes, and photos folders to put them in.
enum TestPhotos {
  /// A baseline greyscale JPEG, `blocks[row][column]` giving each 8×8
  /// block's grey; with `orientation`, an APP1 EXIF block stating it
  /// (`bigEndian`: Motorola byte order, as some cameras write).
  static func jpeg(blocks: [[UInt8]], orientation: Int? = nil, bigEndian: Bool = true) -> [UInt8] {
    let height = blocks.count * 8, width = blocks[0].count * 8
    var out: [UInt8] = [0xFF, 0xD8]
    if let orientation { out += segment(0xE1, exif(orientation: orientation, bigEndian: bigEndian)) }
    out += segment(0xDB, [0x00] + [UInt8](repeating: 1, count: 64))  // DQT: table 0, all ones
    out += segment(0xC0, [8] + be16(height) + be16(width) + [1, 1, 0x11, 0])  // SOF0: grey
    // DC: twelve 4-bit codes, one per size category 0…11; AC: one 1-bit code, end of block.
    out += segment(0xC4, [0x00, 0, 0, 0, 12] + [UInt8](repeating: 0, count: 12) + (0...11).map { UInt8($0) })
    out += segment(0xC4, [0x10, 1] + [UInt8](repeating: 0, count: 15) + [0x00])
    out += segment(0xDA, [1, 1, 0x00, 0, 63, 0])
    var bits = BitWriter()
    var previous = 0
    for row in blocks {
      for grey in row {
        // With quantisation 1 a block's grey is 128 + DC / 8.
        let dc = (Int(grey) - 128) * 8
        let diff = dc - previous
        previous = dc
        let size = diff == 0 ? 0 : Int.bitWidth - abs(diff).leadingZeroBitCount
        bits.put(size, count: 4)
        if size > 0 { bits.put(diff > 0 ? diff : diff + (1 << size) - 1, count: size) }
        bits.put(0, count: 1)  // end of block
      }
    }
    return out + bits.finished() + [0xFF, 0xD9]
  }

  /// An EXIF APP1 body: "Exif", a TIFF header and IFD0 holding only the
  /// Orientation tag (0x0112, one SHORT).
  static func exif(orientation: Int, bigEndian: Bool) -> [UInt8] {
    func u16(_ v: Int) -> [UInt8] { bigEndian ? be16(v) : Array(be16(v).reversed()) }
    func u32(_ v: Int) -> [UInt8] { bigEndian ? be32(v) : Array(be32(v).reversed()) }
    var tiff: [UInt8] = bigEndian ? [0x4D, 0x4D] : [0x49, 0x49]
    tiff += u16(42) + u32(8)
    tiff += u16(1)  // one entry
    tiff += u16(0x0112) + u16(3) + u32(1) + u16(orientation) + [0, 0]
    tiff += u32(0)  // no next IFD
    return Array("Exif".utf8) + [0, 0] + tiff
  }

  static func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] { [0xFF, marker] + be16(body.count + 2) + body }
  static func be16(_ v: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)] }
  static func be32(_ v: Int) -> [UInt8] { be16(v >> 16) + be16(v) }

  /// Entropy-coded bits, most significant first, a 0xFF byte followed by a
  /// stuffed zero, the last byte padded with ones.
  struct BitWriter {
    var bytes: [UInt8] = []
    var current = 0, filled = 0
    mutating func put(_ value: Int, count: Int) {
      for i in stride(from: count - 1, through: 0, by: -1) {
        current = current << 1 | (value >> i & 1)
        filled += 1
        if filled == 8 { flush() }
      }
    }
    private mutating func flush() {
      bytes.append(UInt8(current))
      if current == 0xFF { bytes.append(0) }
      current = 0
      filled = 0
    }
    mutating func finished() -> [UInt8] {
      while filled != 0 { put(1, count: 1) }
      return bytes
    }
  }

  /// A fresh temporary folder.
  static func folder(_ name: String) throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("homeview-\(name)-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }

  /// A config naming a copy of the repository's household whose `faces`
  /// section has `photoFolder` (relative to the household file); its path.
  static func config(photoFolder: String, in dir: String, root: String) throws -> String {
    var household = try String(contentsOfFile: root + "/Config/household.json", encoding: .utf8)
    household = household.replacingOccurrences(of: #""photos": {}"#, with: "\"photos\": {}, \"photoFolder\": \"\(photoFolder)\"")
    guard household.contains("photoFolder") else { throw CocoaError(.fileReadCorruptFile) }
    try household.write(toFile: dir + "/household.json", atomically: true, encoding: .utf8)
    try #"{"household": "household.json"}"#.write(toFile: dir + "/homeview.json", atomically: true, encoding: .utf8)
    return dir + "/homeview.json"
  }

  /// Whatever the process writes to standard error while `body` runs
  /// (the log's warnings), still passed on to the real standard error.
  static func standardError(_ body: () throws -> Void) rethrows -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("homeview-stderr-\(UUID().uuidString)").path
    let saved = dup(2)
    let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    dup2(file, 2)
    close(file)
    defer { close(saved) }
    do { try body() } catch {
      dup2(saved, 2)
      throw error
    }
    dup2(saved, 2)
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    unlink(path)
    FileHandle.standardError.write(Data(text.utf8))
    return text
  }
}
