import Basics
public import Canvas
import Glibc
import Runtime

/// Golden images: a picture compared with a PNG kept in the repository within
/// a small per-pixel tolerance. `HOMEVIEW_RECORD_GOLDENS=1` records instead
/// (then look at every changed PNG). A mismatch writes the actual picture and
/// a diff (differing pixels red over the faded picture) to `failureFolder`.
public enum Golden {
  /// A channel may differ this much (anti-aliasing noise across library builds)…
  public static let channelTolerance: UInt32 = 8
  /// …and this share of pixels may exceed it.
  public static let pixelShare = 0.002

  /// Where failed checks leave their pictures: one fresh folder per test
  /// process, made on the first failure, so workers running at once never
  /// overwrite each other's (the failure names the files).
  public static let failureFolder: String = temporaryFolder(named: "homeview-failures")

  /// A new empty folder `/tmp/<name>-XXXXXX`.
  static func temporaryFolder(named name: String) -> String {
    var template = Array("/tmp/\(name)-XXXXXX".utf8CString)
    return template.withUnsafeMutableBufferPointer { buf in
      guard let p = mkdtemp(buf.baseAddress!) else { return "/tmp" }
      return String(cString: p)
    }
  }

  public static var recording: Bool { getenv("HOMEVIEW_RECORD_GOLDENS").map { String(cString: $0) == "1" } ?? false }

  public static func check(_ picture: Surface, against path: String) throws(GoldenMismatch) {
    if recording {
      do { try picture.writePNG(to: path) } catch { throw GoldenMismatch(path: path, problem: "cannot record: \(error)") }
      return
    }
    guard access(path, R_OK) == 0 else {
      throw GoldenMismatch(path: path, problem: "no golden: record it with HOMEVIEW_RECORD_GOLDENS=1 and look at it")
    }
    let golden: Surface
    do { golden = try Surface.load(path: path) } catch { throw GoldenMismatch(path: path, problem: "\(error)") }
    guard golden.pixelWidth == picture.pixelWidth, golden.pixelHeight == picture.pixelHeight else {
      throw GoldenMismatch(
        path: path, problem: "size \(picture.pixelWidth)x\(picture.pixelHeight), golden \(golden.pixelWidth)x\(golden.pixelHeight)")
    }
    let (bad, diff) = compare(picture, golden)
    let share = Double(bad) / Double(picture.pixelWidth * picture.pixelHeight)
    guard share > pixelShare else { return }
    let file = String(path.split(separator: "/").last ?? "golden")
    let name = file.hasSuffix(".png") ? String(file.dropLast(4)) : file
    let base = failureFolder + "/" + name
    try? picture.writePNG(to: base + ".actual.png")
    try? diff.writePNG(to: base + ".diff.png")
    throw GoldenMismatch(
      path: path,
      problem: "\(bad) pixels (\(fmt(share * 100, decimals: 2)) %) differ by more than \(channelTolerance); actual \(base).actual.png, diff \(base).diff.png")
  }

  /// How many pixels of two pictures of one size differ beyond the
  /// tolerance, and their share.
  public static func difference(_ a: Surface, _ b: Surface) -> (pixels: Int, share: Double, diff: Surface?) {
    guard a.pixelWidth == b.pixelWidth, a.pixelHeight == b.pixelHeight else { return (a.pixelWidth * a.pixelHeight, 1, nil) }
    let (bad, diff) = compare(a, b)
    return (bad, Double(bad) / Double(a.pixelWidth * a.pixelHeight), diff)
  }

  /// How many pixels differ beyond the tolerance, and the diff picture.
  static func compare(_ a: Surface, _ g: Surface) -> (Int, Surface) {
    let diff = Surface(pixelWidth: a.pixelWidth, pixelHeight: a.pixelHeight)
    var bad = 0
    a.withPixels { pa, rowA in
      g.withPixels { pg, rowG in
        diff.withPixels { pd, rowD in
          for y in 0..<a.pixelHeight {
            for x in 0..<a.pixelWidth {
              let u = pa[y * rowA + x], v = pg[y * rowG + x]
              var worst: UInt32 = 0
              for shift in stride(from: 0, through: 24, by: 8) {
                let cu = (u >> UInt32(shift)) & 0xFF, cv = (v >> UInt32(shift)) & 0xFF
                worst = max(worst, cu > cv ? cu - cv : cv - cu)
              }
              if worst > channelTolerance {
                bad += 1
                pd[y * rowD + x] = 0xFFFF_0000
              } else {
                let grey = ((u >> 16 & 0xFF) + (u >> 8 & 0xFF) + (u & 0xFF)) / 3 / 3 + 170
                pd[y * rowD + x] = 0xFF00_0000 | grey << 16 | grey << 8 | grey
              }
            }
          }
        }
      }
    }
    return (bad, diff)
  }
}

/// A picture that does not match its golden.
public struct GoldenMismatch: Error, CustomStringConvertible, Sendable {
  public var path: String
  public var problem: String
  public var description: String { "\(path): \(problem)" }
}

extension Surface {
  /// The picture shrunk by `scale` (0.25: a quarter of each side), for goldens
  /// that check a layout at many sizes without storing full frames.
  public func thumbnail(scale: Double) -> Surface {
    let w = max(1, Int((Double(pixelWidth) * scale).rounded())), h = max(1, Int((Double(pixelHeight) * scale).rounded()))
    let out = Surface(pixelWidth: w, pixelHeight: h)
    let canvas = Canvas(surface: out)
    canvas.draw(self, in: Rect(x: 0, y: 0, width: Double(w), height: Double(h)))
    return out
  }
}
