public import Runtime

/// Horizontal paging driven by drags (the dashboard's pages, the home's app
/// page): the content follows the finger, then springs to a page; a fast flick
/// or a drag past a third of the width turns the page. Rubber-bands at the ends.
public struct Pager: Sendable {
  public let pageCount: Int
  public let pageWidth: Double
  public private(set) var page: Int
  private var offset: Spring
  private var dragStartOffset: Double?

  public init(pageCount: Int, pageWidth: Double, page: Int = 0) {
    precondition(pageCount > 0)
    self.pageCount = pageCount
    self.pageWidth = pageWidth
    self.page = min(max(page, 0), pageCount - 1)
    offset = Spring(value: Double(self.page) * pageWidth, response: 0.45, dampingFraction: 0.9)
  }

  /// How far the content is scrolled, in points (page × width at rest).
  public var scrollOffset: Double { offset.value }
  public var isMoving: Bool { dragStartOffset != nil || !offset.isSettled }

  /// Feeds a drag; returns true when the page changed (on release).
  @discardableResult
  public mutating func handle(_ drag: Drag) -> Bool {
    switch drag.phase {
    case .began:
      dragStartOffset = offset.value
      fallthrough
    case .changed:
      let start = dragStartOffset ?? offset.value
      var x = start - drag.translation.x
      let maxOffset = Double(pageCount - 1) * pageWidth
      // Past either end the content moves at a third of the finger's speed.
      if x < 0 { x /= 3 } else if x > maxOffset { x = maxOffset + (x - maxOffset) / 3 }
      offset.reset(to: x)
      return false
    case .ended, .cancelled:
      dragStartOffset = nil
      let old = page
      let moved = drag.translation.x
      if drag.phase == .ended, abs(drag.velocity.x) > 400 || abs(moved) > pageWidth / 3 {
        page += moved < 0 ? 1 : -1
      }
      page = min(max(page, 0), pageCount - 1)
      offset.target = Double(page) * pageWidth
      return page != old
    }
  }

  public mutating func go(to newPage: Int) {
    page = min(max(newPage, 0), pageCount - 1)
    offset.target = Double(page) * pageWidth
  }

  /// The scroll offset on whole pixels at `scale`: where a frame draws the
  /// pages while they move (crisp, and the same pixels until it moves a
  /// whole pixel: a frame whose offset has not changed need not be drawn).
  public func pixelOffset(scale: Double) -> Double { (scrollOffset * scale).rounded() / scale }

  /// Advances the settle spring.
  public mutating func step(_ dt: Double) { if dragStartOffset == nil { offset.step(dt) } }
}
