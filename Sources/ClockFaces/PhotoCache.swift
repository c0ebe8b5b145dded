import Basics
import Canvas
import Synchronization
import SystemCalls

/// Configured photos, decoded once at the largest size they have been drawn
/// at (a gallery tile, then full screen), so every face that shows one shares
/// the decode (the last `capacity` photos drawn are kept); a photo that fails
/// is warned about once and not tried again until the next start. Faces are painted on the frame thread and on
/// painter threads, so the cache is locked (a decode holds the lock: two
/// threads asking for one photo decode it once).
final class PhotoCache: Sendable {
  static let shared = PhotoCache()

  /// A decoded photo and where its centre of interest lies.
  struct Photo: Sendable {
    var surface: Surface
    /// In the picture's unit square: where a crop keeps its middle.
    var focus: Point
  }

  private struct Entry {
    var photo: Photo
    /// What the decode was asked to cover; nil = decoded whole.
    var covering: PixelSize?
  }
  private struct State {
    var entries: [String: Entry] = [:]
    /// Paths by last use, oldest first.
    var used: [String] = []
    var failures: Set<String> = []

    mutating func touch(_ path: String) {
      used.removeAll { $0 == path }
      used.append(path)
    }
  }
  /// Photos kept decoded: every photo face's and a few days of Memories. A
  /// folder's photos change daily, so older ones go (least recently drawn
  /// first) rather than piling up a screenful each day.
  static let capacity = 12
  private let state = Mutex(State())

  func failed(_ path: String) -> Bool { state.withLock { $0.failures.contains(path) } }

  /// The photos kept decoded, least recently drawn first.
  var kept: [String] { state.withLock { $0.used } }

  /// Whether any photo in `folder` has been decoded, or tried (tests: none at start-up).
  func tried(under folder: String) -> Bool {
    state.withLock { s in (Array(s.entries.keys) + s.failures).contains { $0.hasPrefix(folder + "/") } }
  }

  /// The photo decoded to cover at least `pixels` (libjpeg scales while
  /// decoding); `warning` words the one warning if it cannot be decoded.
  func photo(_ path: String, covering pixels: PixelSize, warning: (ImageError) -> String) -> Photo? {
    state.withLock { state -> Photo? in
      if state.failures.contains(path) { return nil }
      if let e = state.entries[path], e.covering.map({ $0.width >= pixels.width && $0.height >= pixels.height }) ?? true {
        state.touch(path)
        return e.photo
      }
      do throws(ImageError) {
        let s = try Surface.load(path: path, fitting: pixels)
        // A decode that came out at least as big as asked is the whole picture
        // or a scale of it that covers: keep what it was asked for.
        let whole = s.pixelWidth < pixels.width || s.pixelHeight < pixels.height
        let photo = Photo(surface: s, focus: PhotoFocus.centreOfInterest(s))
        state.entries[path] = Entry(photo: photo, covering: whole ? nil : pixels)
        state.touch(path)
        while state.used.count > Self.capacity { state.entries[state.used.removeFirst()] = nil }
        return photo
      } catch {
        state.failures.insert(path)
        state.entries[path] = nil
        state.used.removeAll { $0 == path }
        Log.warning(warning(error))
        return nil
      }
    }
  }
}
