import Foundation

/// Reads a 16-bit PCM WAV back for the tests (its first channel, as -1…1).
public struct WAVReader {
  public var channels = 0
  public var sampleRate = 0
  public var bits = 0
  public var samples: [Float] = []

  public struct Malformed: Error, CustomStringConvertible {
    public var description: String
  }

  public init(path: String) throws {
    let d = try Data(contentsOf: URL(fileURLWithPath: path))
    let bytes = [UInt8](d)
    func u32(_ o: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bytes[o + $1]) << (8 * $1) } }
    func u16(_ o: Int) -> Int { Int(bytes[o]) | Int(bytes[o + 1]) << 8 }
    func tag(_ o: Int) -> String { String(decoding: bytes[o..<(o + 4)], as: UTF8.self) }
    guard bytes.count >= 44, tag(0) == "RIFF", tag(8) == "WAVE", u32(4) == bytes.count - 8 else {
      throw Malformed(description: "not a RIFF/WAVE file of the size its header says")
    }
    var o = 12
    var data: Range<Int>?
    while o + 8 <= bytes.count {
      let size = u32(o + 4)
      if tag(o) == "fmt " {
        guard u16(o + 8) == 1 else { throw Malformed(description: "not PCM") }
        channels = u16(o + 10)
        sampleRate = u32(o + 12)
        bits = u16(o + 22)
      } else if tag(o) == "data" {
        data = (o + 8)..<min(bytes.count, o + 8 + size)
      }
      o += 8 + size
    }
    guard let data, channels > 0, bits == 16 else { throw Malformed(description: "no 16-bit data chunk") }
    let frameBytes = 2 * channels
    samples = stride(from: data.lowerBound, to: data.upperBound - frameBytes + 1, by: frameBytes).map {
      Float(Int16(bitPattern: UInt16(u16($0)))) / 32767
    }
  }
}

/// The first sample at or after `from` whose magnitude exceeds `threshold`.
public func firstSound(in x: [Float], from: Int, threshold: Float = 1e-4) -> Int? {
  (max(0, from)..<x.count).first { abs(x[$0]) > threshold }
}
