public import Basics
public import Canvas

/// This frame's time: `time` is monotonic (virtual in headless runs) seconds
/// since the loop began; animations run on it.
public struct FrameTime: Sendable {
  public var frame: Int
  public var time: Double
  public var delta: Double
  public init(frame: Int, time: Double, delta: Double) {
    self.frame = frame
    self.time = time
    self.delta = delta
  }
}

/// An interactive element a script can `tap @id`, in the screen's points.
public struct Element: Sendable, Equatable {
  public var id: String
  public var frame: Rect
  public init(_ id: String, _ frame: Rect) {
    self.id = id
    self.frame = frame
  }
}

/// A screen a plugin provides. Subclasses lay out from `size` (points of the
/// logical screen, any aspect), advance in `update`, and draw in `draw`; they
/// mark what changed with `setNeedsDisplay` so only that is redrawn.
@MainActor
open class Screen {
  /// The screen id it shows (`face`, `recognition`, `dashboard.air`…). A
  /// screen with pages, sheets or phases changes it in place (`becomes`).
  public private(set) var id: String
  /// The plugin that made it (stats attribute time to it).
  public internal(set) var owner = "core"
  public private(set) var size: Size = .zero
  public var bounds: Rect { Rect(size: size) }
  /// The runtime services this screen may use (nil until attached).
  public internal(set) var context: ScreenContext?

  var damage: DamageRegion = DamageRegion(bounds: .zero)

  public init(id: String) { self.id = id }

  func attach(size newSize: Size, context: ScreenContext) {
    self.context = context
    if newSize != size {
      size = newSize
      damage = DamageRegion(bounds: bounds)
      layout()
    }
    damage.addAll()
  }

  /// Shows another of its plugin's screen ids in place (the home's app page,
  /// the lyrics, the ingredients sheet, the answer): the state stays in this
  /// screen, scripts and tests see the new id, `ScreenChanged` is posted.
  public func becomes(_ route: ScreenRoute) {
    guard route.screen != id else { return }
    let old = id
    id = route.screen
    setNeedsDisplay()
    context?.navigator.renamed(self, from: old)
  }

  /// Marks `rect` (or everything) for redraw this frame.
  public func setNeedsDisplay(_ rect: Rect? = nil) {
    if let rect { damage.add(rect) } else { damage.addAll() }
  }

  /// Recomputes the layout for `size`.
  open func layout() {}
  /// Advances to `time`; returns true while something animates (more frames
  /// wanted). Mark what moved with `setNeedsDisplay`.
  open func update(_ time: FrameTime) -> Bool { false }
  /// Draws; the canvas is already clipped to the damaged region.
  open func draw(_ canvas: Canvas) {}
  /// Raw touches, before gestures; return true to keep them from the
  /// recognisers (drawing on a canvas). `context.touches` holds every finger
  /// down, this one included.
  open func touch(_ event: TouchEvent) -> Bool { false }

  /// Hands the screen a touch as the frame loop does (benches drive screens
  /// through it too): the touch model follows it, then `touch` sees it.
  public final func deliver(_ event: TouchEvent) -> Bool {
    let lifting = event.phase == .up || event.phase == .cancel
    if !lifting { context?.touches.update(event) }
    defer { if lifting { context?.touches.update(event) } }
    return touch(event)
  }
  open func gesture(_ gesture: Gesture) {}
  /// The elements `tap @id` can reach.
  open var elements: [Element] { [] }
  /// A state value tests may read with `expect KEY VALUE`.
  open func state(_ key: String) -> String? { nil }
  /// Puts the screen into a named state for `snapshot ID:STATE`; false if unknown.
  open func apply(snapshotState: String) -> Bool { false }
  open func appear() {}
  open func disappear() {}
  /// What the screen will show at `time` (this frame's or a moment
  /// ahead) as Sendable data, for the painter to compose a transition's
  /// frames with off the frame thread; the pixels `draw` gives on a clear
  /// canvas. Nil (the default) when only `draw` can tell: the frame thread
  /// then composes the transition itself.
  open func ahead(at time: Double) -> ScreenAhead? { nil }

  public func element(_ id: String) -> Element? { elements.first { $0.id == id } }
}

/// What a screen can reach while attached: time, the clock, the navigator.
@MainActor
public final class ScreenContext {
  // Unowned: the navigator's stack holds the screens, and they hold this
  // context; a strong reference back made a cycle that outlived its frame loop.
  // The loop owns both and outlives every screen it attaches.
  public unowned let navigator: Navigator
  public let clock: Clock
  public let cache: LayerCache
  /// Paints cached pictures off the frame thread (inline in headless runs).
  public let painter: Painter
  public let scale: Double
  var frameTime: FrameTime
  /// The fingers down now, as the screens get them (the frame loop's one touch
  /// model). While a screen handles a touch it includes that touch's finger: a
  /// lifting finger leaves it after its up or cancel was handled.
  public internal(set) var touches = TouchSlots()

  init(navigator: Navigator, clock: Clock, cache: LayerCache, painter: Painter, scale: Double) {
    self.navigator = navigator
    self.clock = clock
    self.cache = cache
    self.painter = painter
    self.scale = scale
    frameTime = FrameTime(frame: 0, time: 0, delta: 0)
  }

  public var time: Double { frameTime.time }
  public var now: CivilTime { clock.now(frameTime: frameTime.time) }
}
