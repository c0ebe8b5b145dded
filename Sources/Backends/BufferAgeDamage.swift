/// Which pixels each scan-out buffer lacks, by buffer age: a buffer written
/// `age` frames ago needs the union of the last `age` frames' damage; one never
/// written (or whose contents are unknown after a mode set or a lost card)
/// needs everything. With two buffers flipping in turn the age is 2: each copy
/// is this frame's damage plus the previous one's.
public struct BufferAgeDamage: Sendable {
  public let bounds: PixelRect
  /// Frames since each buffer was last brought up to date; nil = unknown.
  public private(set) var ages: [Int?]
  /// The damage of recent frames, newest first.
  private var history: [[PixelRect]] = []
  /// Above this many rects a frame's damage collapses to their union.
  public static let maxRects = 16

  public init(buffers: Int, bounds: PixelRect) {
    self.bounds = bounds
    ages = Array(repeating: nil, count: buffers)
  }

  /// Forgets every buffer's contents (new buffers, a mode set, a card that came back).
  public mutating func invalidateAll() {
    for i in ages.indices { ages[i] = nil }
    history.removeAll()
  }

  /// Records a new frame's damage and returns the rects to copy into `buffer`
  /// to bring it up to date. Afterwards `buffer` is current (age 1 at the next frame).
  public mutating func frame(_ damage: [PixelRect], into buffer: Int) -> [PixelRect] {
    let clipped = Self.merge(damage.map { $0.intersection(bounds) }.filter { !$0.isEmpty })
    history.insert(clipped, at: 0)
    if history.count > ages.count + 1 { history.removeLast() }
    var out: [PixelRect]
    if let age = ages[buffer], age >= 1, age <= history.count {
      out = Self.merge(history.prefix(age).flatMap { $0 })
    } else {
      out = [bounds]
    }
    for i in ages.indices { ages[i] = ages[i].map { $0 + 1 } }
    ages[buffer] = 1
    if out.count == 1, out[0].contains(bounds) { out = [bounds] }
    return out
  }

  /// Drops rects contained in others; too many collapse to their union.
  static func merge(_ rects: [PixelRect]) -> [PixelRect] {
    var out: [PixelRect] = []
    for r in rects.sorted(by: { $0.area > $1.area }) where !out.contains(where: { $0.contains(r) }) { out.append(r) }
    if out.count > maxRects { return [out.reduce(out[0]) { $0.union($1) }] }
    return out
  }
}
