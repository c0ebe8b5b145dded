/// One of the three drawings: its strokes and what undo can take back (a
/// stroke drawn, an erase, a shuffle).
public struct Drawing: Sendable, Equatable {
  public enum Edit: Sendable, Equatable {
    case added(id: Int)
    /// The strokes an eraser drag removed, with where they were.
    case erased([Int: Stroke])
    /// Every stroke's colour before the shuffle.
    case shuffled([Int: Int])
  }

  public private(set) var strokes: [Stroke] = []
  public private(set) var history: [Edit] = []
  private var beforeErasing: [Stroke]?

  public init(strokes: [Stroke] = []) { self.strokes = strokes }

  /// This drawing with each stroke that equals `other`'s at the same place
  /// taken from `other` (the same storage), and `other`'s strokes whole when
  /// all are: a loaded drawing then compares with the one shown at a glance,
  /// and the two take the memory of one.
  public func sharingStrokes(with other: Drawing) -> Drawing {
    var shared = strokes
    var all = strokes.count == other.strokes.count
    for i in shared.indices {
      if i < other.strokes.count, shared[i] == other.strokes[i] { shared[i] = other.strokes[i] } else { all = false }
    }
    return Drawing(strokes: all ? other.strokes : shared)
  }

  public mutating func add(_ stroke: Stroke) {
    strokes.append(stroke)
    history.append(.added(id: stroke.id))
  }

  /// An eraser drag: what it removes until `endErasing` is one undo step.
  public mutating func beginErasing() { beforeErasing = strokes }

  /// Removes the strokes `hit` says yes to; returns how many went.
  @discardableResult
  public mutating func erase(where hit: (Stroke) -> Bool) -> Int {
    let before = strokes.count
    strokes.removeAll(where: hit)
    return before - strokes.count
  }

  public mutating func endErasing() {
    guard let original = beforeErasing else { return }
    beforeErasing = nil
    let kept = Set(strokes.map(\.id))
    var removed: [Int: Stroke] = [:]
    for (i, s) in original.enumerated() where !kept.contains(s.id) { removed[i] = s }
    if !removed.isEmpty { history.append(.erased(removed)) }
  }

  public mutating func shuffle(using rng: inout SplitMix) {
    guard !strokes.isEmpty else { return }
    var before: [Int: Int] = [:]
    for i in strokes.indices {
      before[strokes[i].id] = strokes[i].colour
      // Always a different marker, so a shuffle is never invisible.
      strokes[i].colour = (strokes[i].colour + 1 + Int(rng.next() % 8)) % 9
    }
    history.append(.shuffled(before))
  }

  /// Takes back the last edit; false when there is none.
  @discardableResult
  public mutating func undo() -> Bool {
    guard let last = history.popLast() else { return false }
    switch last {
    case .added(let id):
      strokes.removeAll { $0.id == id }
    case .erased(let removed):
      for (index, stroke) in removed.sorted(by: { $0.key < $1.key }) {
        strokes.insert(stroke, at: min(index, strokes.count))
      }
    case .shuffled(let colours):
      for i in strokes.indices { if let c = colours[strokes[i].id] { strokes[i].colour = c } }
    }
    return true
  }

  public mutating func clear() {
    strokes.removeAll()
    history.removeAll()
    beforeErasing = nil
  }

  /// The largest stroke id in use.
  var maxID: Int { strokes.map(\.id).max() ?? 0 }
}

/// A small deterministic random source (shuffles look the same on every run).
public struct SplitMix: Sendable {
  private var state: UInt64
  public init(seed: UInt64) { state = seed }
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
