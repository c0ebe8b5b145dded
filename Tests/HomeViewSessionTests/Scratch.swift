import Foundation

/// A fresh folder for one test, and files written into it.
struct Scratch {
  let path: String

  init() throws {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("homeview-session-test-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    let file = path + "/" + name
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    return file
  }

  func read(_ name: String) throws -> String { try String(contentsOfFile: path + "/" + name, encoding: .utf8) }

  /// The repository's Config/ folder.
  static let config: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Config").path
  }()
}
