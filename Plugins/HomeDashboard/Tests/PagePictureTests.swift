import Canvas
import HomeViewTesting
import Testing

@testable import HomeDashboard

/// While the pages slide they are pictures; a change on a pictured page is
/// drawn into its picture where it changed, and the picture must then hold
/// the pixels of the page drawn whole.
@MainActor
struct PagePictureTests {
  @Test func aChangeDuringASlideGivesThePicturesPixelsOfThePageDrawnWhole() throws {
    let s = try Dashboard.session()
    Dashboard.open(s)
    let screen = try #require(s.loop.navigator.top as? DashboardScreen)
    screen.pager.go(to: 1)
    s.runner.step()
    let picture = try #require(screen.pagePictures[.grid])
    screen.stepTemperature(1)
    #expect(screen.pagePictureDamage[.grid] != nil)
    // Still sliding, the grid shows: its picture is brought up to date.
    s.runner.step()
    #expect(screen.pager.isMoving)
    #expect(screen.pagePictures[.grid] === picture)
    #expect(screen.pagePictureDamage[.grid] == nil)
    let whole = Surface(pixelWidth: picture.pixelWidth, pixelHeight: picture.pixelHeight, scale: picture.scale)
    screen.drawPage(.grid, Canvas(surface: whole))
    let same = Self.pixels(of: picture) == Self.pixels(of: whole)
    #expect(same, "the grid's picture differs from the grid drawn whole")
  }

  @Test func aPictureGoesBackToTheCacheAtRestAndTheNextSlideBorrowsIt() throws {
    let s = try Dashboard.session()
    Dashboard.open(s)
    let screen = try #require(s.loop.navigator.top as? DashboardScreen)
    screen.pager.go(to: 1)
    s.advance(1.5)
    #expect(!screen.pager.isMoving)
    #expect(screen.pagePictures.isEmpty)
    let spares = s.loop.cache.spareCount
    #expect(spares >= 1)
    screen.pager.go(to: 0)
    s.runner.step()
    #expect(screen.pagePictures[.air] != nil)
    #expect(s.loop.cache.spareCount < spares)
  }

  static func pixels(of surface: Surface) -> [UInt32] {
    surface.withPixels { p, rowLength in Array(UnsafeBufferPointer(start: p, count: rowLength * surface.pixelHeight)) }
  }
}
