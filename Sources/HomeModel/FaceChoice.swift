public import Basics
import Canvas
import Glibc

/// Which face shows, and photo files that replace a photo face's painted scene.
public struct FaceChoice: Sendable, Equatable {
  /// Every face, in the gallery's order (row 1, row 2, row 3).
  public static let allIDs = [
    "coral-serif", "home-glass", "beagle-red", "garden-portrait", "calendar", "summer-memory",
    "weather", "yellow-cardigan", "blobs", "brick-runner", "pink-analog", "green-numerals",
    "beagle-doghouse", "street-hug", "home-purple", "golden-hour", "day-dashboard", "dad-son",
  ]
  /// The faces built on a photo: only these can take a photo file.
  public static let photoIDs = [
    "garden-portrait", "summer-memory", "weather", "yellow-cardigan", "brick-runner", "street-hug",
    "golden-hour", "dad-son",
  ]
  /// The seed's default: the dad-and-son photo face.
  public static let defaultID = "dad-son"

  /// The face shown full screen and in ambient mode.
  public var current: String
  /// Face id → photo file path, resolved against the config file's folder
  /// and known to exist when decoded.
  public var photos: [String: String]

  public init(current: String = FaceChoice.defaultID, photos: [String: String] = [:]) {
    self.current = current
    self.photos = photos
  }

  public static func decode(_ node: ConfigNode) throws(ConfigError) -> FaceChoice {
    let o = try node.object(keys: ["current", "photos"])
    let current = try o.optional("current")?.choice(allIDs) ?? defaultID
    var photos: [String: String] = [:]
    if let p = o.optional("photos") {
      for (faceID, file) in try p.dictionary() {
        guard allIDs.contains(faceID) else {
          throw file.fail("unknown face id (faces with a photo: \(photoIDs.joined(separator: ", ")))")
        }
        guard photoIDs.contains(faceID) else {
          throw file.fail("this face draws no photo (faces with a photo: \(photoIDs.joined(separator: ", ")))")
        }
        photos[faceID] = try photoPath(file)
      }
    }
    return FaceChoice(current: current, photos: photos)
  }

  /// A PNG or JPEG path, relative to the config file's folder unless absolute;
  /// checked now (it exists, is a regular file, and its header states a size
  /// the image loader accepts) so a typo or an absurd picture stops the start
  /// instead of showing the painted scene.
  static func photoPath(_ node: ConfigNode) throws(ConfigError) -> String {
    let name = try Read.text(node)
    let lower = name.lowercased()
    guard [".png", ".jpg", ".jpeg"].contains(where: { lower.hasSuffix($0) }) else {
      throw node.fail("expected a .png, .jpg or .jpeg file, found '\(name)'")
    }
    var path = name
    if !name.hasPrefix("/"), let slash = node.file.lastIndex(of: "/") {
      path = node.file[...slash] + name
    }
    guard access(path, F_OK) == 0 else { throw node.fail("file not found: \(path)") }
    do { _ = try ImageFile.header(path: path) } catch { throw node.fail(error.description) }
    return path
  }
}
