import Synchronization

/// A fixed-size single-producer single-consumer ring of plain values. One thread
/// pushes, one other thread pops; neither ever waits, locks or allocates, so the
/// audio thread can read from it while the frame thread writes.
public final class SPSCRing<Element: BitwiseCopyable>: @unchecked Sendable {
  // @unchecked: the slots are shared memory, but a slot is written only by the
  // producer before `written` publishes it (release) and read only by the
  // consumer after it acquired that count, so no slot is touched by both at once.
  private let slots: UnsafeMutablePointer<Element>
  private let mask: Int
  public let capacity: Int
  /// How many elements were ever pushed (the producer's counter).
  private let written = Atomic<Int>(0)
  /// How many elements were ever popped (the consumer's counter).
  private let read = Atomic<Int>(0)

  /// `capacity` is rounded up to a power of two; `filler` only initialises memory.
  public init(capacity: Int, filler: Element) {
    var size = 1
    while size < capacity { size <<= 1 }
    self.capacity = size
    mask = size - 1
    slots = .allocate(capacity: size)
    slots.initialize(repeating: filler, count: size)
  }

  deinit { slots.deallocate() }

  /// Elements waiting (exact on either side, a snapshot on the other).
  public var count: Int { written.load(ordering: .acquiring) - read.load(ordering: .acquiring) }

  // MARK: producer side

  /// False when the ring is full: nothing is overwritten.
  @discardableResult
  public func push(_ element: Element) -> Bool {
    let w = written.load(ordering: .relaxed)
    guard w - read.load(ordering: .acquiring) < capacity else { return false }
    slots[w & mask] = element
    written.store(w + 1, ordering: .releasing)
    return true
  }

  /// Pushes as many of `elements` as fit; returns how many.
  public func push(contentsOf elements: UnsafeBufferPointer<Element>) -> Int {
    let w = written.load(ordering: .relaxed)
    let n = min(elements.count, capacity - (w - read.load(ordering: .acquiring)))
    for i in 0..<n { slots[(w + i) & mask] = elements[i] }
    written.store(w + n, ordering: .releasing)
    return n
  }

  // MARK: consumer side

  public func pop() -> Element? {
    let r = read.load(ordering: .relaxed)
    guard r < written.load(ordering: .acquiring) else { return nil }
    let element = slots[r & mask]
    read.store(r + 1, ordering: .releasing)
    return element
  }

  /// Pops up to `buffer.count` elements into it; returns how many.
  public func pop(into buffer: UnsafeMutableBufferPointer<Element>) -> Int {
    let r = read.load(ordering: .relaxed)
    let n = min(buffer.count, written.load(ordering: .acquiring) - r)
    for i in 0..<n { buffer[i] = slots[(r + i) & mask] }
    read.store(r + n, ordering: .releasing)
    return n
  }
}
