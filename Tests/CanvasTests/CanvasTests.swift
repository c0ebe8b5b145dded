import Basics
import Glibc
import Testing

@testable import Canvas

@MainActor
struct CanvasTests {
  @Test(arguments: ["Inter", "Roboto Condensed", "Bebas Neue", "DejaVu Serif", "Quicksand", "Material Icons"])
  func theDebianFontsAreInstalledNotSubstituted(family: String) {
    #expect(Fonts.resolve(family) == family)
  }

  @Test func textMeasuresAndTrackingTightens() {
    let loose = TextLayout("10:09", style: TextStyle(family: "Roboto Condensed", weight: .bold, size: 200))
    let tight = TextLayout("10:09", style: TextStyle(family: "Roboto Condensed", weight: .bold, size: 200, tracking: -12))
    #expect(loose.size.height > 200 && loose.size.height < 300)
    #expect(abs((loose.size.width - tight.size.width) - 48) < 1, "4 gaps between 5 letters, each 12 pt tighter")
    #expect(tight.inkBounds.height > 120 && tight.inkBounds.minY > 0)
    let wrapped = TextLayout("Keep looking at this screen until you're recognized.", style: TextStyle(size: 20), width: 200)
    #expect(wrapped.size.height > 50, "wraps onto several lines")
  }

  /// An 800×480 panel at scale 0.6 is 1333.33… points wide: its screens'
  /// surfaces are 800 pixels, not 801 (800.0000000000001 rounded up), so
  /// pictures are drawn one to one, not squeezed by a column.
  @Test func aLengthWithinRoundingOfWholePixelsIsThoseMany() {
    let panel = Surface(size: Size(800 / 0.6, 480 / 0.6), scale: 0.6)
    #expect(panel.pixelWidth == 800 && panel.pixelHeight == 480)
    #expect(Surface.pixels(800.0000000000001) == 800)
    #expect(Surface.pixels(800.001) == 801, "a real fraction still rounds up")
    #expect(Surface.pixels(799.5) == 800)
  }

  @Test func pointsMapToPixelsByTheSurfaceScale() {
    let s = Surface(size: Size(100, 50), scale: 0.6)
    #expect(s.pixelWidth == 60 && s.pixelHeight == 30)
    let c = Canvas(surface: s)
    c.fill(Rect(x: 50, y: 0, width: 50, height: 50), Color(hex: 0xFF0000))
    #expect(s.pixel(x: 10, y: 10) == 0)
    #expect(s.pixel(x: 50, y: 10) == 0xFFFF_0000)
  }

  @Test func squirclesReachFurtherAlongTheEdgeThanCircularCorners() {
    let s = Surface(pixelWidth: 200, pixelHeight: 200)
    let c = Canvas(surface: s)
    c.fill(Path.squircle(Rect(x: 0, y: 0, width: 200, height: 200), radius: 40), Color.white)
    let round = Surface(pixelWidth: 200, pixelHeight: 200)
    Canvas(surface: round).fill(Path.roundedRect(Rect(x: 0, y: 0, width: 200, height: 200), radius: 40), Color.white)
    // Both are full in the middle and empty at the very corner.
    #expect(s.pixel(x: 100, y: 100) == 0xFFFF_FFFF && s.pixel(x: 0, y: 0) == 0)
    // Along the top edge, 45 px in: the circle is already straight, the squircle still curving.
    #expect(round.pixel(x: 45, y: 0) >> 24 == 0xFF)
    #expect(s.pixel(x: 45, y: 0) >> 24 < 0xFF)
    // The squircle's corner is fuller on the diagonal (no sharp tangent change).
    #expect(s.pixel(x: 14, y: 14) >> 24 >= round.pixel(x: 14, y: 14) >> 24)
  }

  @Test func blurIsSmoothAndKeepsThePictureSize() {
    let s = Surface(pixelWidth: 400, pixelHeight: 200)
    let c = Canvas(surface: s)
    c.fill(Rect(x: 0, y: 0, width: 200, height: 200), Color.black)
    c.fill(Rect(x: 200, y: 0, width: 200, height: 200), Color.white)
    let b = s.blurred(radius: 24)
    #expect(b.pixelWidth == 100 && b.size.width == 400, "quarter resolution, same size in points")
    let out = Surface(pixelWidth: 400, pixelHeight: 200)
    Canvas(surface: out).draw(b, in: Rect(x: 0, y: 0, width: 400, height: 200))
    // A soft ramp across the edge, monotonic, no steps bigger than a few levels.
    var last = 0
    var biggestStep = 0
    for x in 150..<250 {
      let v = Int(out.pixel(x: x, y: 100) & 0xFF)
      #expect(v >= last - 1)
      biggestStep = max(biggestStep, v - last)
      last = v
    }
    #expect(out.pixel(x: 150, y: 100) & 0xFF < 40 && out.pixel(x: 250, y: 100) & 0xFF > 215)
    #expect(biggestStep <= 12)
  }

  @Test func damageMergesOverlapsAndStaysCompact() {
    var d = DamageRegion(bounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
    d.add(Rect(x: 0, y: 0, width: 10, height: 10))
    d.add(Rect(x: 5, y: 5, width: 10, height: 10))
    #expect(d.rects == [Rect(x: 0, y: 0, width: 15, height: 15)])
    d.add(Rect(x: 500, y: 500, width: 10, height: 10))
    #expect(d.rects.count == 2)
    d.add(Rect(x: 990, y: 990, width: 50, height: 50))
    #expect(d.rects.last == Rect(x: 990, y: 990, width: 10, height: 10), "clipped to the screen")
    for i in 0..<20 { d.add(Rect(x: Double(i) * 45, y: Double(i * 37 % 900), width: 4, height: 4)) }
    #expect(d.rects.count <= DamageRegion.maxRects)
    #expect(d.coverage <= 1)
  }

  @Test func theLayerCacheEvictsLeastRecentlyUsedUnderItsBudget() {
    let cache = LayerCache(byteBudget: 3 * 100 * 100 * 4)
    var draws = 0
    func get(_ k: String) -> Surface {
      cache.surface(k, size: Size(100, 100), scale: 1) { _ in draws += 1 }
    }
    _ = get("a")
    _ = get("b")
    _ = get("c")
    _ = get("a")  // a is now the most recent
    _ = get("d")  // evicts b
    #expect(cache.count == 3 && cache.bytes <= cache.byteBudget)
    #expect(cache.lookup("b") == nil && cache.lookup("a") != nil)
    #expect(draws == 4 && cache.evictions == 1)
    cache.setBudget(100 * 100 * 4)
    #expect(cache.count == 1)
  }

  @Test func lentSurfacesCountAgainstTheBudgetAndComeBackAsSparesThatAgeLikePictures() {
    let cache = LayerCache(byteBudget: 3 * 100 * 100 * 4)
    for k in ["a", "b", "c"] { _ = cache.surface(k, size: Size(100, 100), scale: 1) { _ in } }
    let lent = cache.lend(pixelWidth: 100, pixelHeight: 100, scale: 1)
    #expect(cache.lentBytes == lent.byteCount && cache.count == 2, "the loan evicted the oldest picture")
    #expect(cache.lookup("a") == nil)
    Canvas(surface: lent).clear(.white)
    cache.giveBack(lent)
    #expect(cache.lentBytes == 0 && cache.spareCount == 1 && cache.bytes <= cache.byteBudget)
    // The next picture evicts the picture unused longest, not the spare just given back.
    _ = cache.surface("d", size: Size(100, 100), scale: 1) { _ in }
    #expect(cache.spareCount == 1 && cache.lookup("b") == nil && cache.lookup("c") != nil)
    // A spare of the right size is lent again, cleared; one unused longer than every picture goes first.
    let second = cache.lend(pixelWidth: 100, pixelHeight: 100, scale: 1)
    #expect(second === lent && second.pixel(x: 50, y: 50) == 0 && cache.spareCount == 0)
    cache.giveBack(second)
    _ = cache.lookup("c")
    _ = cache.lookup("d")
    _ = cache.surface("e", size: Size(100, 100), scale: 1) { _ in }
    #expect(cache.spareCount == 0 && cache.lookup("c") != nil && cache.lookup("d") != nil)
  }

  @Test func aSpareIsStockedOnlyWhereItFitsAndNoMoreThanAsked() {
    let cache = LayerCache(byteBudget: 3 * 100 * 100 * 4)
    #expect(cache.hasRoomForSpare(pixelWidth: 100, pixelHeight: 100, count: 2))
    cache.stock(Surface(pixelWidth: 100, pixelHeight: 100))
    #expect(cache.spareCount == 1 && cache.lentBytes == 0 && cache.bytes == 100 * 100 * 4)
    // One lent and one kept make two.
    let lent = cache.lend(pixelWidth: 100, pixelHeight: 100, scale: 1)
    cache.stock(Surface(pixelWidth: 100, pixelHeight: 100))
    #expect(!cache.hasRoomForSpare(pixelWidth: 100, pixelHeight: 100, count: 2))
    cache.giveBack(lent)
    #expect(cache.spareCount == 2 && cache.hasRoomForSpare(pixelWidth: 100, pixelHeight: 100, count: 3))
    // No room without evicting: none.
    _ = cache.surface("a", size: Size(100, 100), scale: 1) { _ in }
    #expect(!cache.hasRoomForSpare(pixelWidth: 100, pixelHeight: 100, count: 3))
  }

  @Test func imagesLoadAndBadFilesSayWhatIsWrong() throws {
    let dir = "/tmp/homeview-canvas-\(getpid())"
    mkdir(dir, 0o755)
    let s = Surface(pixelWidth: 8, pixelHeight: 4)
    Canvas(surface: s).fill(Rect(x: 0, y: 0, width: 8, height: 4), Color(hex: 0x336699))
    try s.writePNG(to: dir + "/ok.png")
    let back = try Surface.load(path: dir + "/ok.png")
    #expect(back.pixelWidth == 8 && back.pixel(x: 3, y: 2) == 0xFF33_6699)

    let f = fopen(dir + "/broken.jpg", "wb")!
    fputs("\u{FF}\u{D8}not really a jpeg", f)
    fclose(f)
    #expect(throws: ImageError.self) { try Surface.load(path: dir + "/broken.jpg") }
    do {
      _ = try Surface.load(path: dir + "/nothing.png")
    } catch {
      #expect(error.description == "\(dir)/nothing.png: file not found")
    }
    let g = fopen(dir + "/text.png", "wb")!
    fputs("hello", g)
    fclose(g)
    do {
      _ = try Surface.load(path: dir + "/text.png")
    } catch {
      #expect(error.description == "\(dir)/text.png: not a PNG or JPEG image")
    }
  }
}
