import Basics
import Canvas
import ClockFaces
import Glibc
import HomeModel
import HouseholdStore
import Runtime
import Testing

/// Every face painted here draws at the gallery miniature's size and at full
/// screen, the same pixels every time, and differently from the other faces.
/// With `HOMEVIEW_LOOK_AT=DIR` the pictures land in DIR/faces for a person to look at.
@MainActor
struct FaceRenderTests {
  nonisolated static let ids = [
    "coral-serif", "home-glass", "calendar", "weather", "blobs", "pink-analog", "green-numerals", "home-purple",
    "day-dashboard",
  ]
  nonisolated static let outDir = getenv("HOMEVIEW_LOOK_AT").map { String(cString: $0) + "/faces" }

  func render(_ id: String, width: Int, height: Int, household: Household?, time: CivilTime = .demo) throws -> Surface {
    let face = try #require(FaceCatalog.renderer(for: id, household: household), "\(id) is not registered")
    #expect(face.id == id)
    let s = Surface(pixelWidth: width, pixelHeight: height)
    face.draw(Canvas(surface: s), in: Rect(x: 0, y: 0, width: Double(width), height: Double(height)), time: time)
    return s
  }

  func pixels(_ s: Surface) -> [UInt32] {
    s.withPixels { p, row in Array(UnsafeBufferPointer(start: p, count: row * s.pixelHeight)) }
  }

  @Test(arguments: ids)
  func drawsTheMiniatureAndTheFullScreenDeterministically(_ id: String) throws {
    if let dir = Self.outDir { mkdir(dir, 0o755) }
    let household = try Household.fixture
    for (w, h) in [(300, 286), (1280, 800)] {
      let a = try render(id, width: w, height: h, household: household)
      let b = try render(id, width: w, height: h, household: household)
      #expect(pixels(a) == pixels(b), "\(id) at \(w)x\(h) differs between two draws")
      // The face fills its rect edge to edge: every corner is opaque.
      for (x, y) in [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)] {
        #expect(a.pixel(x: x, y: y) >> 24 == 0xFF, "\(id) at \(w)x\(h) leaves (\(x), \(y)) transparent")
      }
      // Not one flat colour: something is drawn on the background.
      #expect(Set(pixels(a)).count > 50, "\(id) at \(w)x\(h) is nearly blank")
      if w == 300, let dir = Self.outDir { try a.writePNG(to: "\(dir)/mini-\(id).png") }
    }
  }

  @Test func everyFaceLooksDifferent() throws {
    let household = try Household.fixture
    let all = try Self.ids.map { try pixels(render($0, width: 300, height: 286, household: household)) }
    #expect(Set(all).count == all.count)
  }

  @Test(arguments: ids)
  func drawsWithoutAHousehold(_ id: String) throws {
    let s = try render(id, width: 400, height: 300, household: nil)
    #expect(Set(pixels(s)).count > 50)
    if let dir = Self.outDir {
      mkdir(dir, 0o755)
      try s.writePNG(to: "\(dir)/no-household-\(id).png")
    }
  }

  @Test(arguments: ids)
  func theNumeralsChangeAtTheMinute(_ id: String) throws {
    let household = try Household.fixture
    let a = try render(id, width: 300, height: 286, household: household, time: .demo)
    let b = try render(id, width: 300, height: 286, household: household, time: CivilTime.demo.adding(seconds: 30))
    let c = try render(id, width: 300, height: 286, household: household, time: CivilTime.demo.adding(seconds: 60))
    #expect(pixels(a) == pixels(b), "\(id) changes within the minute")
    #expect(pixels(a) != pixels(c), "\(id) does not change at the minute")
  }

  @Test func theRegisteredFacesAreListedInTheGalleryOrder() {
    let available = FaceCatalog.availableIDs
    for id in Self.ids { #expect(available.contains(id), "\(id) is not available") }
    #expect(available == FaceCatalog.allIDs.filter { available.contains($0) })
  }
}
