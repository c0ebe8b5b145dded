public import Basics

/// Rendered layers and pictures, kept under a byte budget and evicted
/// least-recently-used first. A key names what was drawn and from which inputs
/// (size, data, minute), so a changed input simply misses and redraws.
///
/// Surfaces lent out (a transition's two screens) count against the same
/// budget while out, and come back as spares, kept for the next loan and
/// aging like the pictures: a new loan that finds one neither makes nor
/// faults in 4 MB in the frame that starts a transition, and a picture
/// unused since the last screen change goes before them.
public final class LayerCache {
  public private(set) var byteBudget: Int
  /// Bytes of the cached entries (spares included).
  public private(set) var bytes = 0
  /// Bytes of the surfaces lent out and not yet given back.
  public private(set) var lentBytes = 0
  /// Bytes set aside for pictures being painted (`reserve`), until they land.
  public private(set) var reservedBytes = 0
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

  /// The bytes of `key`'s surface when it is cached (without counting a use).
  public func byteCount(of key: String) -> Int? { entries[key]?.surface.byteCount }

  /// True when `key` is cached (without counting a use).
  public func contains(_ key: String) -> Bool { entries[key] != nil }

  public func remove(_ key: String) {
    if let old = entries.removeValue(forKey: key) { bytes -= old.surface.byteCount }
  }

  public func removeAll() {
    entries.removeAll()
    bytes = 0
  }

  /// A clear surface of `pixelWidth`×`pixelHeight` for the caller to keep
  /// until `giveBack`: a spare of that size if one is cached, else a new one.
  /// Cached entries are evicted until the loan fits the budget. `cleared:
  /// false` is for a borrower that sets every pixel at once (a transition's
  /// screen): a spare then still holds what it showed last time, and is not
  /// cleared for nothing (4 MB written in the frame that starts a transition).
  public func lend(pixelWidth: Int, pixelHeight: Int, scale: Double, cleared: Bool = true) -> Surface {
    let spare = entries.first { $0.key.hasPrefix(Self.sparePrefix) && $0.value.surface.pixelWidth == pixelWidth && $0.value.surface.pixelHeight == pixelHeight }
    let surface: Surface
    if let spare {
      bytes -= spare.value.surface.byteCount
      entries.removeValue(forKey: spare.key)
      surface = spare.value.surface
      // It still holds what it showed last time.
      if cleared { Canvas(surface: surface).clear() }
    } else {
      // The borrower fills it whole at once (a transition's screen).
      surface = Surface(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, faultedIn: true)
    }
    lentBytes += surface.byteCount
    evict(keeping: nil)
    return surface
  }

  /// Takes back a surface from `lend`; it stays as a spare, used just now.
  public func giveBack(_ surface: Surface) {
    lentBytes -= surface.byteCount
    spareCounter += 1
    useCounter += 1
    entries[Self.sparePrefix + String(spareCounter)] = (surface, useCounter)
    bytes += surface.byteCount
    evict(keeping: nil)
  }

  private static let sparePrefix = "lent.spare."
  private var spareCounter = 0

  /// Spare surfaces kept for the next loan.
  public var spareCount: Int { entries.keys.filter { $0.hasPrefix(Self.sparePrefix) }.count }

  /// Whether a spare of this pixel size made now would find room without
  /// evicting anything, while fewer than `count` of them are lent or kept.
  public func hasRoomForSpare(pixelWidth: Int, pixelHeight: Int, count: Int) -> Bool {
    let size = pixelWidth * pixelHeight * 4
    guard bytes + lentBytes + reservedBytes + size <= byteBudget else { return false }
    var kept = 0
    for (key, entry) in entries where key.hasPrefix(Self.sparePrefix) && entry.surface.pixelWidth == pixelWidth && entry.surface.pixelHeight == pixelHeight {
      kept += 1
    }
    return kept + lentBytes / size < count
  }

  /// Keeps a surface made ahead for a loan (blank, faulted in) as a spare.
  public func stock(_ surface: Surface) {
    lentBytes += surface.byteCount
    giveBack(surface)
  }

  /// Makes room for a picture of `bytes` about to be painted, evicting what
  /// would go when it lands anyway, before its pixels exist: at most the
  /// budget is resident while it paints, not the budget and the new picture.
  /// `unreserve` gives the room back (just before `insert`, or when the
  /// picture is dropped).
  public func reserve(_ bytes: Int) {
    reservedBytes += max(0, bytes)
    evict(keeping: nil)
  }

  public func unreserve(_ bytes: Int) {
    reservedBytes = max(0, reservedBytes - max(0, bytes))
  }

  public func setBudget(_ budget: Int) {
    byteBudget = budget
    evict(keeping: nil)
  }

  /// Evicts oldest entries until under budget; never the one just inserted, so
  /// an item larger than the whole budget still draws (and goes next time).
  private func evict(keeping key: String?) {
    while bytes + lentBytes + reservedBytes > byteBudget, entries.count > (key == nil ? 0 : 1) {
      guard let victim = entries.filter({ $0.key != key }).min(by: { $0.value.lastUse < $1.value.lastUse }) else { return }
      bytes -= victim.value.surface.byteCount
      entries.removeValue(forKey: victim.key)
      evictions += 1
    }
  }
}
