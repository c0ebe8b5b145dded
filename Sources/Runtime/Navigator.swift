public import Basics
import SystemCalls

/// Routes to screens by id and changes between them with transitions. A stack:
/// `show` pushes, `back` pops, `resetToRoot` returns to the first screen.
@MainActor
public final class Navigator {
  public private(set) var stack: [Screen] = []
  /// The screen being left while a transition runs; drawn under the top one.
  public private(set) var outgoing: Screen?
  var transition: ActiveTransition?
  /// Builds the screen for an id (the runtime asks the plugins).
  var resolve: (String) -> Screen? = { _ in nil }
  /// Frame time, for starting transitions.
  var now: () -> Double = { 0 }
  /// Called after the top screen changes: (old, new).
  var didChange: (Screen?, Screen) -> Void = { _, _ in }
  /// Called after a screen shows another of its ids in place: (screen, old id).
  var didRename: (Screen, String) -> Void = { _, _ in }

  public init() {}

  public var top: Screen? { stack.last }
  public var topID: String? { top?.id }
  public var isTransitioning: Bool { transition != nil }
  /// Every screen the current frame draws.
  public var visibleScreens: [Screen] { [outgoing, top].compactMap { $0 } }

  /// Pushes the screen `id` over the current one. Returns false (and logs) for an
  /// id no plugin provides.
  @discardableResult
  public func show(_ id: String, transition: Transition = .crossfade) -> Bool {
    guard let screen = make(id) else { return false }
    change(transition) { stack.append(screen) }
    return true
  }

  /// Replaces the top screen (the stack depth stays).
  @discardableResult
  public func replace(with id: String, transition: Transition = .crossfade) -> Bool {
    guard let screen = make(id) else { return false }
    change(transition) {
      if !stack.isEmpty { stack.removeLast() }
      stack.append(screen)
    }
    return true
  }

  /// Pushes the screen `route` names (routes are checked at start-up).
  @discardableResult
  public func show(_ route: ScreenRoute, transition: Transition = .crossfade) -> Bool {
    show(route.screen, transition: transition)
  }

  /// Replaces the top screen with the one `route` names.
  @discardableResult
  public func replace(with route: ScreenRoute, transition: Transition = .crossfade) -> Bool {
    replace(with: route.screen, transition: transition)
  }

  /// Starts over with the screen `route` names as the only one.
  @discardableResult
  public func setRoot(_ route: ScreenRoute, transition: Transition = .none) -> Bool {
    setRoot(route.screen, transition: transition)
  }

  /// Returns to the previous screen; at the root it does nothing.
  public func back(transition: Transition = .crossfade) {
    guard stack.count > 1 else { return }
    change(transition) { stack.removeLast() }
  }

  /// Returns to the root screen, dropping everything above it.
  public func resetToRoot(transition: Transition = .crossfade) {
    guard stack.count > 1 else { return }
    change(transition) { stack.removeSubrange(1...) }
  }

  /// Starts over with `id` as the only screen (the session reset, `--start`).
  @discardableResult
  public func setRoot(_ id: String, transition: Transition = .none) -> Bool {
    guard let screen = make(id) else { return false }
    change(transition) { stack = [screen] }
    return true
  }

  func renamed(_ screen: Screen, from old: String) {
    guard stack.contains(where: { $0 === screen }) else { return }
    didRename(screen, old)
  }

  private func make(_ id: String) -> Screen? {
    guard let s = resolve(id) else {
      Log.warning("no plugin provides the screen '\(id)'")
      return nil
    }
    return s
  }

  private func change(_ transition: Transition, _ mutate: () -> Void) {
    finishTransition()
    let old = top
    mutate()
    guard let new = top else { return }
    if old !== new, let old, transition != .none {
      outgoing = old
      self.transition = ActiveTransition(kind: transition, start: now())
    }
    if old !== new { didChange(old, new) }
  }

  func finishTransition() {
    transition = nil
    outgoing = nil
  }
}
