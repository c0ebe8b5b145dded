public import Basics
public import Runtime

/// A desktop's pointer and touch events as fingers on the panel, in points of
/// the logical screen. The mouse with its left button held is one finger; Ctrl
/// held as the button goes down adds a second finger mirrored through the
/// screen's centre (pinch and rotate, as phone simulators do); a touchscreen's
/// fingers (SDL touch events) each get a slot of their own.
public struct WindowTouches: Sendable {
  /// The mouse's finger and its mirrored partner: slots no touchscreen finger takes.
  public static let mouseSlot = 10
  public static let mirrorSlot = 11
  /// Touchscreen fingers take the lowest free slot of 0…9, as libinput numbers them.
  public static let fingerSlots = 0..<10

  /// The logical screen in points.
  public let screen: Size
  public private(set) var mouseDown = false
  public private(set) var mirrored = false
  private var mouseAt = Point.zero
  /// SDL's finger ids → our slots.
  private var fingers: [Int64: Int] = [:]
  /// Every finger down (mouse, mirror and touchscreen), as emitted.
  private var down = TouchSlots()

  public init(screen: Size) { self.screen = screen }

  /// Fingers down right now.
  public var activeSlots: Set<Int> { down.slots }

  /// Follows what is emitted, so `activeSlots` and cancels know every finger.
  private mutating func emitted(_ events: [TouchEvent]) -> [TouchEvent] {
    for e in events { down.update(e) }
    return events
  }

  func mirror(_ p: Point) -> Point { Point(screen.width - p.x, screen.height - p.y) }

  /// The left button went down (`withSecondFinger`: Ctrl was held) or up at `p`.
  public mutating func button(down: Bool, at p: Point, withSecondFinger: Bool, time: Double) -> [TouchEvent] {
    mouseAt = p
    if down {
      guard !mouseDown else { return [] }
      mouseDown = true
      mirrored = withSecondFinger
      var out = [TouchEvent(slot: Self.mouseSlot, phase: .down, location: p, time: time)]
      if mirrored { out.append(TouchEvent(slot: Self.mirrorSlot, phase: .down, location: mirror(p), time: time)) }
      return emitted(out)
    }
    guard mouseDown else { return [] }
    var out = [TouchEvent(slot: Self.mouseSlot, phase: .up, location: p, time: time)]
    if mirrored { out.append(TouchEvent(slot: Self.mirrorSlot, phase: .up, location: mirror(p), time: time)) }
    mouseDown = false
    mirrored = false
    return emitted(out)
  }

  /// The pointer moved to `p` (a finger only while the button is held).
  public mutating func motion(to p: Point, time: Double) -> [TouchEvent] {
    guard mouseDown, p != mouseAt else {
      mouseAt = p
      return []
    }
    mouseAt = p
    var out = [TouchEvent(slot: Self.mouseSlot, phase: .move, location: p, time: time)]
    if mirrored { out.append(TouchEvent(slot: Self.mirrorSlot, phase: .move, location: mirror(p), time: time)) }
    return emitted(out)
  }

  /// A touchscreen finger (SDL's id) went down, moved or lifted at `p`.
  public mutating func finger(id: Int64, phase: TouchEvent.Phase, at p: Point, time: Double) -> [TouchEvent] {
    switch phase {
    case .down:
      guard fingers[id] == nil else { return [] }
      let used = Set(fingers.values)
      // An eleventh finger has no slot; the panel would not report it either.
      guard let slot = Self.fingerSlots.first(where: { !used.contains($0) }) else { return [] }
      fingers[id] = slot
      return emitted([TouchEvent(slot: slot, phase: .down, location: p, time: time)])
    case .move:
      guard let slot = fingers[id] else { return [] }
      return emitted([TouchEvent(slot: slot, phase: .move, location: p, time: time)])
    case .up, .cancel:
      guard let slot = fingers.removeValue(forKey: id) else { return [] }
      return emitted([TouchEvent(slot: slot, phase: phase, location: p, time: time)])
    }
  }

  /// The window lost the pointer and focus: every finger is cancelled where it
  /// was, the first down first.
  public mutating func cancelAll(time: Double) -> [TouchEvent] {
    let out = down.fingers.map { TouchEvent(slot: $0.slot, phase: .cancel, location: $0.location, time: time) }
    mouseDown = false
    mirrored = false
    fingers.removeAll()
    down = TouchSlots()
    return out
  }
}
