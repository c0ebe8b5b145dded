import Basics
import Canvas
import HomeModel
import HouseholdStore
import HomeViewTesting
import Testing

@testable import ClockFaces

/// The photo memories' white titles and subtitles stand out from the picture
/// behind them by WCAG's measure, taken on the rendered pixels at every panel
/// size: golden hour's over the left friend's white shirt and the low sun,
/// summer's over the sand and the boy's striped shirt. All are large text
/// (golden hour's 96 and 28 pt, summer's 120 and 52 pt at full size), at
/// least 3:1.
@MainActor
struct PhotoTitleContrastTests {
  @Test(arguments: ["golden-hour", "summer-memory"])
  func theTitleReadsOnThePhoto(id: String) throws {
    let household = try Household.fixture
    let face = try #require(FaceCatalog.renderer(for: id, household: household) as? PhotoMemoryFace, "\(id) is not a photo memory")
    for (w, h) in [(1280, 800), (800, 480), (720, 1280), (300, 286)] {
      let frame = Surface(pixelWidth: w, pixelHeight: h)
      let rect = Rect(x: 0, y: 0, width: Double(w), height: Double(h))
      face.draw(Canvas(surface: frame), in: rect, time: .demo)
      for line in face.titleLines(in: rect) {
        let m = try #require(TextContrast.measure(frame, text: line.box, color: line.style.color), "\(id) \(w)x\(h) \(line.text): no ink in \(line.box)")
        print("\(id) \(w)x\(h) \(line.text): \(m)")
        #expect(m.ratio >= TextContrast.largeText, "\(id) \(w)x\(h) \(line.text): \(m)")
      }
    }
  }
}
