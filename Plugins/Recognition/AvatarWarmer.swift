import Art
import Basics
import Canvas
import Runtime
import Widgets

/// Has the painter paint Recognizing's avatars and its blurred backdrop into
/// the layer cache ahead of time, all asked for at once while a face is on
/// screen (Recognizing is one tap away; never during a transition), so
/// opening Recognizing finds its 12 paintings of 10–25 ms each and the blur
/// of the face showing done. They wait in the painter's look-ahead lane,
/// behind any picture a screen needs now, so asking for them together costs
/// the face nothing and has them done in a third of a second rather than
/// the second and a half one a tenth of a second apart took (a tap on the
/// face before then met placeholders). On a device they are painted beside
/// the frame thread; headless, inline at the same moment.
@MainActor
final class AvatarWarmer {
  private let context: PluginContext
  /// Each warms one picture for the face screen on top (its size and scale).
  private var pending: [(Screen, Double) -> Void]

  init(context: PluginContext, avatars: [Avatar], plugin: RecognitionPlugin) {
    self.context = context
    let painter = context.painter
    // The row first (it shows first), then the big ones in the ring, then the backdrop.
    pending =
      avatars.map { a in { top, scale in a.warmCircle(side: RecognitionLayout.rowAvatarSide, scale: scale, painter: painter) } }
      + avatars.map { a in
        { top, scale in a.warmCircle(side: RecognitionLayout(size: top.size).centreAvatarSide, scale: scale, painter: painter) }
      }
      + [
        { [weak plugin] top, scale in
          guard let plugin, let faceID = top.state("face.current"), let now = top.context?.now else { return }
          let job = RecognitionScreen.backdropJob(
            faceID: faceID, plugin: plugin, size: top.size, scale: scale, now: now, cache: context.cache)
          painter.warm(job.key, bytes: Int(top.size.width * top.size.height * scale * scale / 4), make: job.make)
        }
      ]
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
    let warms = pending
    pending.removeAll()
    for warm in warms { warm(top, scale) }
  }
}
