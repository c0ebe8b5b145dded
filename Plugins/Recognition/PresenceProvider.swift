public import HomeModel

/// Who is looking at the screen. Recognizing asks its provider to start
/// looking when it opens and is told, once, whom it recognised; the screen
/// never knows how. The default plays out the household's recognition
/// fixture; a camera-based provider implements the same two calls.
@MainActor
public protocol PresenceProvider: AnyObject {
  /// Starts looking among `people`; calls `recognised` at most once, with one of their ids.
  func startLooking(among people: [Person], recognised: @escaping @MainActor (String) -> Void)
  /// Stops looking (the screen closed, the session was reset): no call after this.
  func stopLooking()
}
