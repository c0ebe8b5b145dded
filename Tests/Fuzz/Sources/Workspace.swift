import Foundation

/// The folder one fuzz run works in: the input where its reader looks for it,
/// a data folder emptied before every input, and the fixed files around the
/// input (a config naming the fuzzed household; a household naming the photo).
struct Workspace {
  let folder: String
  var target = FuzzTarget.config
  var input: String { folder + "/" + target.inputPath }
  var data: String { folder + "/data" }

  init(folder: String, household: String) throws {
    self.folder = folder
    let fm = FileManager.default
    try? fm.removeItem(atPath: folder)
    for sub in ["in", "out", "household", "image"] { try fm.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true) }
    try #"{"household": "household.json", "start": "face.weather"}"#.write(toFile: folder + "/household/homeview.json", atomically: true, encoding: .utf8)
    try #"{"household": "household.json", "start": "face.dad-son"}"#.write(toFile: folder + "/image/homeview.json", atomically: true, encoding: .utf8)
    let withPhoto = household.replacingOccurrences(of: #""photos": {}"#, with: #""photos": {"dad-son": "photo.jpg"}"#)
    guard withPhoto != household else { throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: "household: no empty photos object"]) }
    try withPhoto.write(toFile: folder + "/image/household.json", atomically: true, encoding: .utf8)
    // The household fuzzed configs name (the seeds say "household.json").
    try household.write(toFile: folder + "/in/household.json", atomically: true, encoding: .utf8)
  }

  /// An empty data folder with the plugins' folders, then the input in its place.
  func place(_ bytes: [UInt8]) throws {
    let fm = FileManager.default
    try? fm.removeItem(atPath: data)
    for plugin in ["faces", "dashboard", "drawmusic", "timers"] { try fm.createDirectory(atPath: data + "/" + plugin, withIntermediateDirectories: true) }
    try Data(bytes).write(to: URL(fileURLWithPath: input))
  }
}
