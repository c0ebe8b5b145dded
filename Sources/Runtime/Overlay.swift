public import Basics
public import Canvas

/// Something the loop draws over every screen, opaque, in a rect of its own
/// (the frame-budget figures, the window's reload error). It is redrawn only when
/// it asks or when the screen drew under it, and only its rect is damaged, so it
/// costs what it shows. Its drawing time counts as its `name`'s, like a plugin's.
@MainActor
public protocol Overlay: AnyObject {
  /// The name its time is attributed to in the frame budget.
  var name: String { get }
  /// Where it draws on a screen of `size` points.
  func frame(in size: Size) -> Rect
  /// Called after every frame with that frame's figures and whether the screen
  /// drew (the overlay's own drawing aside): when it wants to be drawn again.
  func frameEnded(_ figures: FrameFigures, screenDrew: Bool, time: Double) -> OverlayRedraw
  /// Draws into `rect` (the canvas is clipped to it); it must cover it.
  func draw(_ canvas: Canvas, in rect: Rect)
  /// Whether a finger that comes down inside its frame is its own, not the
  /// screen's underneath (a banner a tap dismisses).
  var takesTouches: Bool { get }
  /// A finger that came down inside it lifted at `point`, still inside.
  func tapped(at point: Point)
  /// What scripts may tap on it (`tap @id`), in points of the screen.
  func elements(in size: Size) -> [Element]
  /// A state value it answers (`expect KEY VALUE`), before any screen.
  func state(_ key: String) -> String?
}

extension Overlay {
  public var takesTouches: Bool { false }
  public func tapped(at point: Point) {}
  public func elements(in size: Size) -> [Element] { [] }
  public func state(_ key: String) -> String? { nil }
}

/// When an overlay wants to be drawn again.
public enum OverlayRedraw: Sendable, Equatable {
  case no
  /// On the next frame (which the loop then asks for).
  case nextFrame
  /// Look again at this frame time, even if nothing else happens by then: the
  /// loop runs a frame then (a timer), and that frame's `frameEnded` decides.
  case at(Double)
}
