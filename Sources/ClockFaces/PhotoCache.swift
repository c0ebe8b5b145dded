import Canvas
import Runtime

/// Configured photos, decoded once per run at the largest size they have been
/// drawn at (a gallery tile, then full screen), so every face that shows one
/// shares the decode; a photo that fails is warned about once and not tried
/// again until the next start.
@MainActor
final class PhotoCache {
  static let shared = PhotoCache()

  private struct Entry {
    var surface: Surface
    /// What the decode was asked to cover; nil = decoded whole.
    var covering: PixelSize?
  }
  private var entries: [String: Entry] = [:]
  private var failures: Set<String> = []

  func failed(_ path: String) -> Bool { failures.contains(path) }

  /// The photo decoded to cover at least `pixels` (libjpeg scales while
  /// decoding); `warning` words the one warning if it cannot be decoded.
  func photo(_ path: String, covering pixels: PixelSize, warning: (ImageError) -> String) -> Surface? {
    if failures.contains(path) { return nil }
    if let e = entries[path], e.covering.map({ $0.width >= pixels.width && $0.height >= pixels.height }) ?? true {
      return e.surface
    }
    do {
      let s = try Surface.load(path: path, fitting: pixels)
      // A decode that came out at least as big as asked is the whole picture
      // or a scale of it that covers: keep what it was asked for.
      let whole = s.pixelWidth < pixels.width || s.pixelHeight < pixels.height
      entries[path] = Entry(surface: s, covering: whole ? nil : pixels)
      return s
    } catch {
      failures.insert(path)
      entries[path] = nil
      Log.warning(warning(error))
      return nil
    }
  }
}
