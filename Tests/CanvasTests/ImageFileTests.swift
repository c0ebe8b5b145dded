import Basics
import Foundation
import PictureTestSupport
import Testing

@testable import Canvas

/// The one image loader: the header is read and checked before anything is
/// decoded, what cairo cannot hold or the budget refuses is an error naming
/// the file, damaged files are errors, big JPEGs decode scaled.
struct ImageFileTests {
  let folder: String = {
    let dir = NSTemporaryDirectory() + "homeview-images-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    return dir
  }()

  func file(_ name: String, _ bytes: [UInt8]) throws -> String {
    let path = folder + "/" + name
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  func problem(_ path: String) -> String? {
    do {
      _ = try Surface.load(path: path)
      return nil
    } catch { return error.problem }
  }

  @Test func aPNGWiderThanCairosLimitIsRefusedFromItsHeader() throws {
    let path = try file("wide.png", PictureBytes.png(width: 40000, height: 10))
    #expect(throws: ImageError.self) { try ImageFile.header(path: path) }
    let p = try #require(problem(path))
    #expect(p == "40000x10 pixels: a picture may be at most 32767 pixels a side", "\(p)")
  }

  @Test func aSmallJPEGClaimingAHugeFrameIsRefusedBeforeDecoding() throws {
    // 677 bytes whose header states 20000×20000: 400 megapixels.
    var bytes = PictureBytes.jpeg(width: 20000, height: 20000)
    bytes = Array(bytes.prefix(675)) + [0xFF, 0xD9]
    #expect(bytes.count == 677)
    let path = try file("claims.jpg", bytes)
    let p = try #require(problem(path))
    #expect(p == "20000x20000 pixels: a JPEG may have at most 120 megapixels", "\(p)")
  }

  @Test func aPNGOverThePixelBudgetIsRefused() throws {
    let path = try file("big.png", PictureBytes.pngHeader(width: 8000, height: 8000))
    let p = try #require(problem(path))
    #expect(p.contains("8000x8000 pixels: a PNG may have at most 32 megapixels"), "\(p)")
  }

  @Test func truncatedFilesAreErrorsNotTraps() throws {
    let png = PictureBytes.png(width: 300, height: 200)
    let jpeg = PictureBytes.jpeg(width: 640, height: 480)
    for (name, whole) in [("cut.png", png), ("cut.jpg", jpeg)] {
      for keep in [1, 2, 8, 20, 30, whole.count / 2, whole.count - 3] {
        let path = try file(name, Array(whole.prefix(keep)))
        #expect(problem(path) != nil, "\(name) cut to \(keep) bytes loaded")
      }
    }
    #expect(problem(try file("whole.png", png)) == nil)
    #expect(problem(try file("whole.jpg", jpeg)) == nil)
  }

  @Test func aBigJPEGDecodesScaledToTheSizeItIsShownAt() throws {
    let path = try file("photo.jpg", PictureBytes.jpeg(width: 4000, height: 3000))
    let header = try ImageFile.header(path: path)
    #expect(header == ImageFile.Header(format: .jpeg, width: 4000, height: 3000))
    // Covering 1280×800 needs 1/3 of 4000 wide: libjpeg's nearest eighths above is 3/8.
    let shown = try Surface.load(path: path, fitting: PixelSize(width: 1280, height: 800))
    #expect(shown.pixelWidth == 1500 && shown.pixelHeight == 1125)
    let tile = try Surface.load(path: path, fitting: PixelSize(width: 300, height: 200))
    #expect(tile.pixelWidth == 500 && tile.pixelHeight == 375)
    #expect(tile.pixel(x: 250, y: 180) & 0xFF_FFFF == 0x80_8080)
    // Unasked, it decodes whole: 12 megapixels is within the budget.
    let whole = try Surface.load(path: path)
    #expect(whole.pixelWidth == 4000 && whole.pixelHeight == 3000)
  }

  @Test func aJPEGOverTheDecodedBudgetDecodesAtTheLargestScaleWithinIt() {
    #expect(ImageFile.eighths(width: 12000, height: 9000, fitting: nil) == 4)
    #expect(ImageFile.eighths(width: 12000, height: 9000, fitting: PixelSize(width: 1280, height: 800)) == 1)
    #expect(ImageFile.eighths(width: 640, height: 480, fitting: PixelSize(width: 1280, height: 800)) == 8)
  }

  @Test func aFIFOOrAFolderIsRefusedWithoutBlocking() throws {
    let fifo = folder + "/pipe.jpg"
    #expect(mkfifo(fifo, 0o600) == 0)
    #expect(problem(fifo) == "is a FIFO (named pipe), not a regular file")
    #expect(problem(folder) == "is a folder, not a regular file")
    #expect(problem(folder + "/nothing.png") == "file not found")
    #expect(problem(try file("text.png", Array("hello".utf8))) == "not a PNG or JPEG image")
  }

  @Test func aSurfaceCairoCannotHoldIsAnErrorValue() {
    #expect(throws: SurfaceError.self) { try Surface.make(pixelWidth: 40000, pixelHeight: 10) }
    #expect(throws: SurfaceError.self) { try Surface.make(pixelWidth: 0, pixelHeight: 10) }
    // Painting surfaces keep within cairo's limit instead of trapping.
    let clamped = Surface(pixelWidth: 40000, pixelHeight: 10)
    #expect(clamped.pixelWidth == Surface.maxSide)
    #expect(clamped.pixel(x: 0, y: 0) == 0)
    #expect(Surface(size: Size(.infinity, .nan), scale: 1).pixelWidth == Surface.maxSide)
  }
}
