public import Basics

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
  /// The default: the dad-and-son photo face (docs/screens.md §2).
  public static let defaultID = "dad-son"
  /// The face that cycles through the photos folder: a choice only with one.
  public static let memoriesID = "memories"

  /// The problem with choosing `memories` when `photoFolder` is nil.
  public static let memoriesWithoutFolder =
    "'\(memoriesID)' shows the photos folder, and the household names none (faces.photoFolder in household.json)"

  /// The face shown full screen and in ambient mode.
  public var current: String
  /// Face id → photo file path, resolved against the config file's folder
  /// (a loaded household file has checked that each exists and is a picture:
  /// HouseholdStore's `Household.load`).
  public var photos: [String: String]
  /// A folder of the person's JPEG and PNG photos, resolved like `photos`
  /// (and checked to be a readable folder by the loader); its files are listed
  /// only when a face first needs one. Photo faces without a file of their
  /// own show its photos, and the Memories face cycles through them.
  public var photoFolder: String?

  public init(current: String = FaceChoice.defaultID, photos: [String: String] = [:], photoFolder: String? = nil) {
    self.current = current
    self.photos = photos
    self.photoFolder = photoFolder
  }

  public static let keys = ["current", "photos", "photoFolder"]

  public static func decode(_ node: ConfigNode) throws(ConfigError) -> FaceChoice {
    let o = try node.object(keys: keys)
    let currentNode = o.optional("current")
    let current = try currentNode?.choice(allIDs + [memoriesID]) ?? defaultID
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
    let folder = try o.optional("photoFolder").map { (n: ConfigNode) throws(ConfigError) in try folderPath(n) }
    if current == memoriesID, folder == nil, let currentNode { throw currentNode.fail(memoriesWithoutFolder) }
    return FaceChoice(current: current, photos: photos, photoFolder: folder)
  }

  /// `path` relative to the folder of the file `node` was read from, unless absolute.
  static func resolved(_ path: String, _ node: ConfigNode) -> String {
    guard !path.hasPrefix("/"), let slash = node.file.lastIndex(of: "/") else { return path }
    return node.file[...slash] + path
  }

  /// The photos folder, resolved; the values alone are decoded here, the
  /// folder itself is looked at by whoever read the file.
  static func folderPath(_ node: ConfigNode) throws(ConfigError) -> String {
    resolved(try Read.text(node), node)
  }

  /// A PNG or JPEG path, relative to the config file's folder unless absolute.
  static func photoPath(_ node: ConfigNode) throws(ConfigError) -> String {
    let name = try Read.text(node)
    let lower = name.lowercased()
    guard [".png", ".jpg", ".jpeg"].contains(where: { lower.hasSuffix($0) }) else {
      throw node.fail("expected a .png, .jpg or .jpeg file, found '\(name)'")
    }
    return resolved(name, node)
  }
}
