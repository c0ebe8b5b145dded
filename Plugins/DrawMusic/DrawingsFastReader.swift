import Basics

/// Reads `drawings.json` straight from its bytes, for a big drawing's load:
/// the general JSON reader builds a tree of every number and a key path for
/// each, which took a 5,000-stroke file (1.7 MB) most of a second.
///
/// It accepts only a file the general reader (`DrawingStore.decode`) accepts
/// with the same result, in the shape `encode` writes (keys in that order,
/// any whitespace): version 1, at most three drawings, marker names, x, y
/// pairs in range. Anything else, a mistake included, gives nil, and the
/// general reader then decodes it or names the file, place and problem.
struct DrawingsFastReader {
  private let bytes: [UInt8]
  private var i = 0

  static func read(_ text: String) -> [Drawing]? {
    var reader = DrawingsFastReader(bytes: Array(text.utf8))
    return reader.file()
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private mutating func file() -> [Drawing]? {
    guard take("{"), key("version"), wholeNumber() == DrawingStore.version, take(","), key("drawings"), take("[") else { return nil }
    var drawings: [Drawing] = []
    var id = 0
    if !take("]") {
      repeat {
        guard drawings.count < DrawMusicModel.slots, let d = drawing(id: &id) else { return nil }
        drawings.append(d)
      } while take(",")
      guard take("]") else { return nil }
    }
    guard take("}") else { return nil }
    skipSpace()
    return i == bytes.count ? drawings : nil
  }

  private mutating func drawing(id: inout Int) -> Drawing? {
    guard take("{"), key("strokes"), take("[") else { return nil }
    var d = Drawing()
    if !take("]") {
      repeat {
        guard take("{"), key("colour"), let colour = markerName(), take(","), key("points"), let points = points(), take("}") else { return nil }
        id += 1
        d.add(Stroke(id: id, colour: colour, points: points))
      } while take(",")
      guard take("]") else { return nil }
    }
    guard take("}") else { return nil }
    return Drawing(strokes: d.strokes)
  }

  /// x, y pairs within the ranges `decode` allows.
  private mutating func points() -> [Point]? {
    guard take("["), !take("]") else { return nil }
    var points: [Point] = []
    repeat {
      guard let x = number(), (-1000...1360).contains(x), take(","), let y = number(), (-1000...1480).contains(y) else { return nil }
      points.append(Point(x, y))
    } while take(",")
    return take("]") ? points : nil
  }

  private mutating func markerName() -> Int? {
    skipSpace()
    guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { return nil }
    let start = i + 1
    var end = start
    // Plain names only: an escape or a control character is the general reader's.
    while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
      guard bytes[end] >= 0x20, bytes[end] != UInt8(ascii: "\\") else { return nil }
      end += 1
    }
    guard end < bytes.count else { return nil }
    i = end + 1
    return Palette.marker(named: String(decoding: bytes[start..<end], as: UTF8.self))
  }

  /// `"name":`
  private mutating func key(_ name: StaticString) -> Bool {
    skipSpace()
    let n = name.utf8CodeUnitCount
    guard bytes.count - i >= n + 2, bytes[i] == UInt8(ascii: "\""), bytes[i + n + 1] == UInt8(ascii: "\"") else { return false }
    let matches = name.withUTF8Buffer { word in (0..<n).allSatisfy { bytes[i + 1 + $0] == word[$0] } }
    guard matches else { return false }
    i += n + 2
    return take(":")
  }

  private mutating func wholeNumber() -> Int? {
    skipSpace()
    var value = 0, digits = 0
    while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9"), digits < 9 {
      value = value * 10 + Int(bytes[i] - UInt8(ascii: "0"))
      digits += 1
      i += 1
    }
    guard digits > 0, i < bytes.count, !Self.continuesNumber(bytes[i]) else { return nil }
    return value
  }

  /// A JSON number as the general reader reads it (`Double` of its text):
  /// up to 15 digits without an exponent is its digits over a power of ten,
  /// which rounds the same (both exact, one correctly rounded division);
  /// longer ones are handed to `Double` itself.
  private mutating func number() -> Double? {
    skipSpace()
    let start = i
    let negative = i < bytes.count && bytes[i] == UInt8(ascii: "-")
    if negative { i += 1 }
    var mantissa = 0, digits = 0, fraction = 0
    func digit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
    while i < bytes.count, digit(bytes[i]) {
      if digits < 18 { mantissa = mantissa * 10 + Int(bytes[i] - UInt8(ascii: "0")) }
      digits += 1
      i += 1
    }
    guard digits > 0 else { return nil }
    if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
      i += 1
      while i < bytes.count, digit(bytes[i]) {
        if digits < 18 { mantissa = mantissa * 10 + Int(bytes[i] - UInt8(ascii: "0")) }
        digits += 1
        fraction += 1
        i += 1
      }
      guard fraction > 0 else { return nil }
    }
    if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
      i += 1
      if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
      let exponentStart = i
      while i < bytes.count, digit(bytes[i]) { i += 1 }
      guard i > exponentStart else { return nil }
      return Double(String(decoding: bytes[start..<i], as: UTF8.self)).flatMap { $0.isFinite ? $0 : nil }
    }
    guard digits <= 15 else { return Double(String(decoding: bytes[start..<i], as: UTF8.self)).flatMap { $0.isFinite ? $0 : nil } }
    let magnitude = Double(mantissa) / Self.powersOfTen[fraction]
    return negative ? -magnitude : magnitude
  }

  private static let powersOfTen: [Double] = (0...15).map { k in (0..<k).reduce(1.0) { a, _ in a * 10 } }

  private static func continuesNumber(_ b: UInt8) -> Bool {
    (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: ".") || b == UInt8(ascii: "e") || b == UInt8(ascii: "E")
  }

  /// Skips whitespace, then takes `c` if it is next.
  private mutating func take(_ c: Unicode.Scalar) -> Bool {
    skipSpace()
    guard i < bytes.count, bytes[i] == UInt8(ascii: c) else { return false }
    i += 1
    return true
  }

  private mutating func skipSpace() {
    while i < bytes.count {
      switch bytes[i] {
      case 0x20, 0x0A, 0x0D, 0x09: i += 1
      default: return
      }
    }
  }
}
