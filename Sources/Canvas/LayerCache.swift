public import Basics

/// Rendered layers and pictures, kept under a byte budget and evicted
/// least-recently-used first. A key names what was drawn and from which inputs
/// (size, data, minute), so a changed input simply misses and redraws.
public final class LayerCache {
  public private(set) var byteBudget: Int
  public private(set) var bytes = 0
  public private(set) var hits = 0
  public private(set) var misses = 0
  public private(set) var evictions = 0
  private var entries: [String: (surface: Surface, lastUse: UInt64)] = [:]
  private var useCounter: UInt64 = 0

  public init(byteBudget: Int) { self.byteBudget = byteBudget }

  public var count: Int { entries.count }

  /// The cached surface for `key`, drawn by `draw` on a miss.
  public func surface(_ key: String, size: Size, scale: Double, draw: (Canvas) -> Void) -> Surface {
    useCounter += 1
    if let hit = entries[key] {
      hits += 1
      entries[key] = (hit.surface, useCounter)
      return hit.surface
    }
    misses += 1
    let s = Surface(size: size, scale: scale)
    draw(Canvas(surface: s))
    insert(key, s)
    return s
  }

  /// Stores an already-made surface (a blur, a decoded photo).
  public func insert(_ key: String, _ surface: Surface) {
    useCounter += 1
    if let old = entries[key] { bytes -= old.surface.byteCount }
    entries[key] = (surface, useCounter)
    bytes += surface.byteCount
    evict(keeping: key)
  }

  public func lookup(_ key: String) -> Surface? {
    guard let e = entries[key] else { return nil }
    useCounter += 1
    hits += 1
    entries[key] = (e.surface, useCounter)
    return e.surface
  }

  /// True when `key` is cached (without counting a use).
  public func contains(_ key: String) -> Bool { entries[key] != nil }

  public func remove(_ key: String) {
    if let old = entries.removeValue(forKey: key) { bytes -= old.surface.byteCount }
  }

  public func removeAll() {
    entries.removeAll()
    bytes = 0
  }

  public func setBudget(_ budget: Int) {
    byteBudget = budget
    evict(keeping: nil)
  }

  /// Evicts oldest entries until under budget; never the one just inserted, so
  /// an item larger than the whole budget still draws (and goes next time).
  private func evict(keeping key: String?) {
    while bytes > byteBudget, entries.count > (key == nil ? 0 : 1) {
      guard let victim = entries.filter({ $0.key != key }).min(by: { $0.value.lastUse < $1.value.lastUse }) else { return }
      bytes -= victim.value.surface.byteCount
      entries.removeValue(forKey: victim.key)
      evictions += 1
    }
  }
}
