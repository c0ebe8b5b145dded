import Basics
import Canvas
import Foundation
import HomeModel
import HouseholdStore
import HomeViewTesting
import PluginRegistry
import Testing

@testable import ClockFaces

/// The household's photos folder: EXIF orientation, the Memories face's daily
/// cycle, a broken file skipped, the gallery with and without a folder, and a
/// big folder costing nothing at start-up.
@MainActor
struct PhotoFolderTests {
  static let root = PhotoFileTests.root

  /// Six blocks, 24×16 pixels as stored: white at the top-left, grey beside it, the rest black.
  static let marked: [[UInt8]] = [[255, 128, 0], [0, 0, 0]]

  /// Where the white and the grey block show for each orientation (block
  /// column, row), and the shown size in blocks: EXIF's eight, as a camera
  /// means them (6: turn a quarter clockwise to show).
  static let shown: [Int: (white: (Int, Int), grey: (Int, Int), size: (Int, Int))] = [
    1: ((0, 0), (1, 0), (3, 2)), 2: ((2, 0), (1, 0), (3, 2)), 3: ((2, 1), (1, 1), (3, 2)), 4: ((0, 1), (1, 1), (3, 2)),
    5: ((0, 0), (0, 1), (2, 3)), 6: ((1, 0), (1, 1), (2, 3)), 7: ((1, 2), (1, 1), (2, 3)), 8: ((0, 2), (0, 1), (2, 3)),
  ]

  static func grey(_ s: Surface, block: (Int, Int)) -> Int { Int(s.pixel(x: block.0 * 8 + 4, y: block.1 * 8 + 4) & 0xFF) }

  @Test func everyExifOrientationStandsThePhotoUpright() throws {
    let dir = try TestPhotos.folder("exif")
    for orientation in 1...8 {
      for bigEndian in [true, false] {
        let path = dir + "/o\(orientation)\(bigEndian ? "mm" : "ii").jpg"
        try Data(TestPhotos.jpeg(blocks: Self.marked, orientation: orientation, bigEndian: bigEndian)).write(to: URL(fileURLWithPath: path))
        let s = try ImageFile.load(path: path)
        let want = try #require(Self.shown[orientation])
        #expect(s.pixelWidth == want.size.0 * 8 && s.pixelHeight == want.size.1 * 8, "orientation \(orientation): \(s.pixelWidth)x\(s.pixelHeight)")
        guard s.pixelWidth == want.size.0 * 8 else { continue }
        #expect(Self.grey(s, block: want.white) > 240, "orientation \(orientation): white at \(want.white)")
        #expect(abs(Self.grey(s, block: want.grey) - 128) < 8, "orientation \(orientation): grey at \(want.grey)")
        let dark = (0..<want.size.0).flatMap { x in (0..<want.size.1).map { (x, $0) } }
          .filter { $0 != want.white && $0 != want.grey }
        #expect(dark.allSatisfy { Self.grey(s, block: $0) < 8 }, "orientation \(orientation): the other blocks stay black")
        // Decoded scaled to cover a size, the sides swap as the picture turns.
        let covering = try ImageFile.load(path: path, fitting: PixelSize(width: want.size.0 * 2, height: want.size.1 * 2))
        #expect(covering.pixelWidth * want.size.1 == covering.pixelHeight * want.size.0, "orientation \(orientation) scaled keeps its shape")
      }
    }
    // No EXIF, or a damaged one: as stored.
    var damaged = TestPhotos.jpeg(blocks: Self.marked, orientation: 6)
    damaged[12] = 0x00  // the TIFF header's byte order (after FFD8, FFE1, the length, "Exif\0\0"): neither "MM" nor "II" any more
    for (name, bytes) in [("plain", TestPhotos.jpeg(blocks: Self.marked)), ("damaged", damaged)] {
      let path = dir + "/\(name).jpg"
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      let s = try ImageFile.load(path: path)
      #expect(s.pixelWidth == 24 && Self.grey(s, block: (0, 0)) > 240, "\(name): shown as stored")
    }
  }

  /// Truncated or mangled headers never read outside the block, never
  /// throw, and state `.up` unless an orientation is really there.
  @Test func theExifReaderSurvivesEveryCutAndFlippedByte() {
    let whole = TestPhotos.jpeg(blocks: Self.marked, orientation: 8)
    #expect(ExifOrientation.read(jpeg: whole) == .left)
    for n in 0..<min(whole.count, 120) { _ = ExifOrientation.read(jpeg: Array(whole[..<n])) }
    for i in 2..<min(whole.count, 80) {
      for v: UInt8 in [0x00, 0xFF, 0x7F] {
        var b = whole
        b[i] = v
        _ = ExifOrientation.read(jpeg: b)
      }
    }
  }

  /// Three flat photos: red, green, blue by name.
  static func colourFolder() throws -> String {
    let dir = try TestPhotos.folder("colours")
    try FileManager.default.createDirectory(atPath: dir + "/photos", withIntermediateDirectories: true)
    for (name, colour) in [("a-red", 0xFF0000), ("b-green", 0x00FF00), ("c-blue", 0x0000FF)] {
      let s = Surface(pixelWidth: 40, pixelHeight: 30, scale: 1)
      Canvas(surface: s).fill(Rect(x: 0, y: 0, width: 40, height: 30), Color(hex: UInt32(colour)))
      try s.writePNG(to: dir + "/photos/\(name).png")
    }
    return dir
  }

  /// The Memories face at `time`, 320×200; its bottom-left corner (clear of the numerals).
  static func memoriesCorner(_ household: Household, _ time: CivilTime) throws -> UInt32 {
    let face = try #require(FaceCatalog.renderer(for: "memories", household: household))
    let s = Surface(pixelWidth: 320, pixelHeight: 200, scale: 1)
    face.draw(Canvas(surface: s), in: Rect(x: 0, y: 0, width: 320, height: 200), time: time)
    return s.pixel(x: 3, y: 196) & 0xFF_FFFF
  }

  @Test func memoriesShowsTheNextPhotoEachDay() throws {
    let dir = try Self.colourFolder()
    _ = try TestPhotos.config(photoFolder: "photos", in: dir, root: Self.root)
    let household = try Household.load(file: dir + "/household.json")
    #expect(household.faces.photoFolder == dir + "/photos")
    let days = try (0..<4).map { d in try Self.memoriesCorner(household, CivilTime(year: 2026, month: 4, day: 1 + d, hour: 10, minute: 9)) }
    let colours: [UInt32] = [0xFF0000, 0x00FF00, 0x0000FF]
    let first = try #require(colours.firstIndex(of: days[0]), "day 1 shows one of the photos: \(String(days[0], radix: 16))")
    #expect(days == (0..<4).map { colours[(first + $0) % 3] }, "one photo a day, in name order, round the folder")
    // The same day (another minute, another run) shows the same photo.
    #expect(try Self.memoriesCorner(household, CivilTime(year: 2026, month: 4, day: 1, hour: 23, minute: 59)) == days[0])
  }

  @Test func aPhotoThatCannotBeDecodedIsSkippedWithOneLogLine() throws {
    let dir = try TestPhotos.folder("broken")
    try FileManager.default.createDirectory(atPath: dir + "/photos", withIntermediateDirectories: true)
    // A JPEG whose header reads but whose scan is cut off, and one good photo.
    let good = TestPhotos.jpeg(blocks: [[60, 60], [60, 60]])
    try Data(good.prefix(good.count - 12)).write(to: URL(fileURLWithPath: dir + "/photos/a-cut.jpg"))
    try Data(good).write(to: URL(fileURLWithPath: dir + "/photos/b-good.jpg"))
    _ = try TestPhotos.config(photoFolder: "photos", in: dir, root: Self.root)
    let household = try Household.load(file: dir + "/household.json")
    var corners: [UInt32] = []
    let log = try TestPhotos.standardError {
      for day in 1...4 { corners.append(try Self.memoriesCorner(household, CivilTime(year: 2026, month: 4, day: day, hour: 10, minute: 9))) }
    }
    let lines = log.split(separator: "\n").filter { $0.contains("a-cut.jpg") }
    #expect(lines.count == 1, "one warning for the broken photo, however often it comes round: \(lines)")
    #expect(lines.first?.contains("skipped") == true && lines.first?.contains("JPEG") == true, "it names the file and the problem: \(lines)")
    #expect(corners.allSatisfy { $0 == 0x3C3C3C }, "every day shows the good photo: \(corners.map { String($0, radix: 16) })")
  }

  @Test func theGalleryShowsMemoriesOnlyWithAFolder() throws {
    let dir = try Self.colourFolder()
    for (config, faces) in [(try TestPhotos.config(photoFolder: "photos", in: dir, root: Self.root), 19), (Self.root + "/Config/homeview.json", 18)] {
      let s = try TestPhotos.settled(at: "gallery", config: config)
      defer { s.stop() }
      #expect(s.state("gallery.faces") == String(faces), "\(config)")
    }
  }

  /// 2,000 photos in the folder: starting lists none and decodes none (a
  /// face that shows one lists the folder then); the start's time is printed
  /// beside an empty folder's.
  @Test func aFolderOfTwoThousandPhotosCostsNothingAtStartUp() throws {
    let dir = try TestPhotos.folder("big")
    try FileManager.default.createDirectory(atPath: dir + "/photos", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: dir + "/empty/photos", withIntermediateDirectories: true)
    let bytes = Data(TestPhotos.jpeg(blocks: Self.marked, orientation: 6))
    for i in 0..<2000 { try bytes.write(to: URL(fileURLWithPath: dir + String(format: "/photos/IMG_%04d.jpg", i))) }
    var seconds: [String: Double] = [:]
    // The empty folder first: the first session of a process pays for loading fonts.
    for (name, folder) in [("no photos", dir + "/empty"), ("2,000 photos", dir)] {
      let config = try TestPhotos.config(photoFolder: "photos", in: folder, root: Self.root)
      var options = TestSession.Options()
      options.config = .file(config)
      let started = Date()
      let s = try TestSession.started(at: "face.coral-serif", registry: PluginRegistry.all, options: options)
      seconds[name] = Date().timeIntervalSince(started)
      defer { s.stop() }
      let photos = folder + "/photos"
      #expect(!PhotoFolder.named(photos).isListed, "\(name): the folder is not listed at start-up")
      #expect(!PhotoCache.shared.tried(under: photos), "\(name): no photo decoded at start-up")
    }
    print(String(format: "start-up to the first frame: %.3f s with 2,000 photos in the folder, %.3f s with none", seconds["2,000 photos"]!, seconds["no photos"]!))
  }

  /// A photo a day for weeks keeps only the last few decoded.
  @Test func theCacheKeepsTheLastPhotosDrawn() throws {
    let dir = try TestPhotos.folder("many")
    let cache = PhotoCache()
    let paths = (0..<(PhotoCache.capacity + 5)).map { dir + "/p\($0).jpg" }
    for p in paths { try Data(TestPhotos.jpeg(blocks: [[90]])).write(to: URL(fileURLWithPath: p)) }
    for p in paths { #expect(cache.photo(p, covering: PixelSize(width: 8, height: 8)) { "\($0)" } != nil) }
    _ = cache.photo(paths[6], covering: PixelSize(width: 8, height: 8)) { "\($0)" }
    #expect(cache.kept == Array(paths[5...].filter { $0 != paths[6] }.suffix(PhotoCache.capacity - 1)) + [paths[6]])
  }

  /// The centre of interest follows the picture's detail: a figure in the
  /// upper left of a plain picture pulls it there; a plain picture keeps its middle.
  @Test func theCropFollowsTheCentreOfInterest() {
    let s = Surface(pixelWidth: 200, pixelHeight: 200, scale: 1)
    let c = Canvas(surface: s)
    c.fill(Rect(x: 0, y: 0, width: 200, height: 200), Color(hex: 0x88AACC))
    #expect(PhotoFocus.centreOfInterest(s) == Point(0.5, 0.5))
    c.fill(Path.roundedRect(Rect(x: 40, y: 30, width: 40, height: 60), radius: 10), Color(hex: 0x402010))
    let focus = PhotoFocus.centreOfInterest(s)
    #expect(focus.x < 0.45 && focus.y < 0.45, "\(focus)")
  }

  /// A portrait photo of a figure in its upper part, made here: the Memories
  /// face shows it cropped to the panel around the figure, numerals frosted over it.
  static func portraitFolder() throws -> String {
    let dir = try TestPhotos.folder("portrait")
    try FileManager.default.createDirectory(atPath: dir + "/photos", withIntermediateDirectories: true)
    let s = Surface(pixelWidth: 600, pixelHeight: 900, scale: 1)
    let c = Canvas(surface: s)
    c.fill(
      Rect(x: 0, y: 0, width: 600, height: 900),
      .linear(from: Point(0, 0), to: Point(0, 900), stops: [GradientStop(0, Color(hex: 0x4A90D9)), GradientStop(1, Color(hex: 0xCFE6F7))]))
    c.fill(Rect(x: 0, y: 640, width: 600, height: 260), Color(hex: 0x5C8A3A))
    c.fill(Path.roundedRect(Rect(x: 250, y: 330, width: 120, height: 240), radius: 50), Color(hex: 0xE0523A))
    c.fill(Path.roundedRect(Rect(x: 275, y: 240, width: 70, height: 80), radius: 35), Color(hex: 0xF1C6A0))
    try s.writePNG(to: dir + "/photos/portrait.png")
    return dir
  }

  @Test func memoriesWithAPhotoMatchesItsGolden() throws {
    let config = try TestPhotos.config(photoFolder: "photos", in: try Self.portraitFolder(), root: Self.root)
    // The gallery: the photo faces show the folder's one photo, Memories ends row 3.
    for (id, panel, name) in [
      ("face.memories", (1280, 800), "face.memories-photo-1280x800"), ("face.memories", (720, 1280), "face.memories-photo-720x1280"),
      ("gallery", (800, 480), "gallery-photos-800x480"),
    ] {
      let s = try TestPhotos.settled(at: id, config: config, panel: panel)
      defer { s.stop() }
      try s.assertGolden(name)
    }
  }
}
