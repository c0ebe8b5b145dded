/// A seeded, deterministic mutator: the same seed gives the same inputs on every
/// machine, so a failure found in CI is found again by running with its seed.
struct Mutator {
  private var state: UInt64

  init(seed: UInt64) { state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed }

  /// xorshift64*.
  mutating func next() -> UInt64 {
    state ^= state >> 12
    state ^= state << 25
    state ^= state >> 27
    return state &* 0x2545_F491_4F6C_DD1D
  }

  mutating func below(_ n: Int) -> Int { n <= 1 ? 0 : Int(next() % UInt64(n)) }

  /// Numbers that have broken parsers before: overflow, non-finite, negative, huge.
  static let numbers = [
    "0", "-1", "1e300", "-1e300", "1e400", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
    "9999999999999", "4294967296", "NaN", "inf", "-0", "0.5", "1e-320", "65536", "32768", "100000", "2147483648",
  ]
  /// Bytes that mean something to the formats: quotes, brackets, separators,
  /// control characters, invalid UTF-8.
  static let bytes: [UInt8] = [0x22, 0x7B, 0x7D, 0x5B, 0x5D, 0x3A, 0x2C, 0x5C, 0x0A, 0x00, 0x09, 0x7F, 0xFF, 0xC3, 0xE2, 0x23, 0x40, 0x2D]

  /// One to four edits of `input`; `other` is another seed of the same kind to splice from.
  mutating func mutate(_ input: [UInt8], splicing other: [UInt8], maxSize: Int) -> [UInt8] {
    var b = input
    for _ in 0...below(4) { edit(&b, other) }
    return b.count > maxSize ? Array(b.prefix(maxSize)) : b
  }

  private mutating func edit(_ b: inout [UInt8], _ other: [UInt8]) {
    let at = below(b.count + 1)
    switch below(10) {
    case 0 where !b.isEmpty:  // flip a bit
      let i = below(b.count)
      b[i] ^= UInt8(1) << UInt8(below(8))
    case 1 where !b.isEmpty:  // an interesting byte
      b[below(b.count)] = Self.bytes[below(Self.bytes.count)]
    case 2:  // insert an interesting byte
      b.insert(Self.bytes[below(Self.bytes.count)], at: at)
    case 3 where !b.isEmpty:  // delete a run
      let n = min(b.count - min(at, b.count - 1), 1 + below(16))
      b.removeSubrange(min(at, b.count - 1)..<(min(at, b.count - 1) + n))
    case 4 where !b.isEmpty:  // repeat a run, up to many times
      let start = below(b.count)
      let run = Array(b[start..<min(b.count, start + 1 + below(32))])
      for _ in 0..<(1 + below(below(8) == 0 ? 2000 : 8)) { b.insert(contentsOf: run, at: min(at, b.count)) }
    case 5, 6:  // replace a number with an interesting one
      replaceNumber(&b)
    case 7 where !other.isEmpty:  // splice in part of another seed
      let start = below(other.count)
      b.insert(contentsOf: other[start..<min(other.count, start + 1 + below(64))], at: at)
    case 8 where !b.isEmpty:  // truncate
      b.removeSubrange(below(b.count)...)
    default:  // an interesting number anywhere
      b.insert(contentsOf: Array(Self.numbers[below(Self.numbers.count)].utf8), at: at)
    }
  }

  /// Finds the digits at or after a random place and swaps them for one of `numbers`.
  private mutating func replaceNumber(_ b: inout [UInt8]) {
    guard !b.isEmpty else { return }
    func digit(_ c: UInt8) -> Bool { (0x30...0x39).contains(c) || c == 0x2E || c == 0x2D || c == 0x65 || c == 0x2B }
    var i = below(b.count)
    while i < b.count, !(0x30...0x39).contains(b[i]) { i += 1 }
    guard i < b.count else { return }
    var start = i
    while start > 0, digit(b[start - 1]) { start -= 1 }
    var end = i
    while end < b.count, digit(b[end]) { end += 1 }
    b.replaceSubrange(start..<end, with: Array(Self.numbers[below(Self.numbers.count)].utf8))
  }
}
