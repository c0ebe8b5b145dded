import Art
import Basics
import Canvas
import Runtime
import Widgets

/// Has the painter paint Recognizing's avatars into the layer cache ahead of
/// time, one asked for a tenth of a second apart, while a face is on screen
/// (Recognizing is one tap away; never during a transition), so opening
/// Recognizing finds its 12 paintings of 10–25 ms each done. On a device they
/// are painted beside the frame thread; headless, inline at the same moments.
@MainActor
final class AvatarWarmer {
  private let context: PluginContext
  private var pending: [(avatar: Avatar, side: (Size) -> Double)]
  static let spacing = 0.1

  init(context: PluginContext, avatars: [Avatar]) {
    self.context = context
    // The row first (it shows first), then the big ones in the ring.
    pending =
      avatars.map { a in (a, { _ in RecognitionLayout.rowAvatarSide }) }
      + avatars.map { a in (a, { size in RecognitionLayout(size: size).centreAvatarSide }) }
  }

  /// Starts after `delay`: the first screen has settled by then.
  func start(after delay: Double) {
    context.after(delay) { [weak self] in self?.step() }
  }

  func cancel() { pending.removeAll() }

  /// Whether it stopped until the faces show again.
  private var waiting = false

  /// The screen on top changed: carry on once the faces show.
  func screenChanged(to id: String) {
    guard waiting, !pending.isEmpty, ScreenRoute.showsAFace(id) else { return }
    waiting = false
    start(after: 0.5)
  }

  private func step() {
    guard !pending.isEmpty else { return }
    // The screen on top tells the logical size and pixel scale the avatars will be drawn at.
    // Warm while a face shows (Recognizing is one tap away); anywhere else, wait.
    guard let top = context.navigator.top, ScreenRoute.showsAFace(top.id), !context.navigator.isTransitioning,
      let scale = top.context?.scale, top.size != .zero
    else {
      // Picked up again by `screenChanged`: no timer ticks while nothing needs warming.
      waiting = true
      return
    }
    let next = pending.removeFirst()
    next.avatar.warmCircle(side: next.side(top.size), scale: scale, painter: context.painter)
    if !pending.isEmpty { context.after(Self.spacing) { [weak self] in self?.step() } }
  }
}
