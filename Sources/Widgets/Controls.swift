public import Basics
public import Runtime

/// The tappable parts of a screen: each has a stable element id (for
/// `tap @id`), a frame in points and what a tap does. A screen fills this in
/// `layout()`, draws from it, and forwards taps to `handleTap`.
@MainActor
public final class Controls {
  public struct Control {
    public var id: String
    public var frame: Rect
    /// Extra room around small targets (44 pt is the least a finger hits).
    public var hitInset: Double
    public var action: () -> Void
  }

  public private(set) var controls: [Control] = []
  /// The id under the finger while it is down, for the pressed look.
  public private(set) var pressedID: String?

  public init() {}

  public func removeAll() { controls.removeAll() }

  /// Adds (or replaces) the control `id`.
  public func add(_ id: String, _ frame: Rect, minimumTarget: Double = 44, action: @escaping () -> Void) {
    controls.removeAll { $0.id == id }
    let grow = max(0, (minimumTarget - min(frame.width, frame.height)) / 2)
    controls.append(Control(id: id, frame: frame, hitInset: grow, action: action))
  }

  public func remove(_ id: String) { controls.removeAll { $0.id == id } }

  public func frame(_ id: String) -> Rect? { controls.first { $0.id == id }?.frame }

  /// The elements scripts can `tap @id`.
  public var elements: [Element] { controls.map { Element($0.id, $0.frame) } }

  /// The topmost control at `point` (later additions sit on top).
  public func control(at point: Point) -> Control? {
    controls.last { $0.frame.insetBy(-$0.hitInset, -$0.hitInset).contains(point) }
  }

  /// Runs the tapped control's action; false when the tap hit none.
  @discardableResult
  public func handleTap(at point: Point) -> Bool {
    guard let c = control(at: point) else { return false }
    c.action()
    return true
  }

  /// Tracks the pressed look from raw touches; returns the rect to redraw.
  public func track(_ touch: TouchEvent) -> Rect? {
    let before = pressedID
    switch touch.phase {
    case .down: pressedID = control(at: touch.location)?.id
    case .move: if let id = pressedID, let f = frame(id), !f.insetBy(-30, -30).contains(touch.location) { pressedID = nil }
    case .up, .cancel: pressedID = nil
    }
    guard before != pressedID else { return nil }
    return [before, pressedID].compactMap { $0.flatMap(frame) }.reduce(Rect.zero) { $0.union($1) }.insetBy(-4, -4)
  }
}
