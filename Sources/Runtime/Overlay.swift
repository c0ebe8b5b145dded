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
