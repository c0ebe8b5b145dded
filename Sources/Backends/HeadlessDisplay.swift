public import Canvas
public import Runtime

/// The off-screen display: keeps the presented frame in memory and writes PNGs.
/// Time is virtual (the runner advances it one refresh interval per frame), so
/// the same script always gives the same pixels on any machine.
@MainActor
public final class HeadlessDisplay: DisplaySink {
  public private(set) var presentedFrames = 0
  /// The last presented frame (the loop's back buffer: no copy is needed in RAM).
  public private(set) var frame: Surface?

  public init() {}

  public func present(_ frame: Surface, damage: DamageRegion) {
    presentedFrames += 1
    self.frame = frame
  }

  public func writePNG(to path: String) throws(ImageError) {
    guard let frame else { throw ImageError(path: path, problem: "nothing has been presented yet") }
    try frame.writePNG(to: path)
  }
}
