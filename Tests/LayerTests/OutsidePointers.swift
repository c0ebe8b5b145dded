import Foundation

/// Lines that point a reader at documents outside the repository: the
/// project's brief, its design notes, the original reference material.
enum OutsidePointers {
  static func pattern() -> Regex<(Substring, Substring?)> {
    #/(?i)SPEC\.md|seeds? (section|sections|row)\b|\(seed, row|seed's|the reference\b|reference's|/work/shared/#
  }

  static func matches(_ line: some StringProtocol, _ pattern: Regex<(Substring, Substring?)> = pattern()) -> Bool {
    String(line).contains(pattern)
  }

  /// `file:line: text` for every text file's matching line under `folders`
  /// (goldens and binaries skipped; the checker's own tests say the pattern).
  static func scan(root: String, folders: [String]) throws -> [String] {
    let fm = FileManager.default
    var found: [String] = []
    var paths = ["README.md"]
    for folder in folders {
      guard let walk = fm.enumerator(atPath: "\(root)/\(folder)") else { continue }
      for case let relative as String in walk {
        let path = "\(folder)/\(relative)"
        if path.contains("/Goldens/") || path.hasPrefix("Tests/LayerTests/") || path.hasPrefix("Tests/Sanitizers/") { continue }
        paths.append(path)
      }
    }
    let pattern = pattern()
    for path in paths.sorted() {
      var isFolder: ObjCBool = false
      guard fm.fileExists(atPath: "\(root)/\(path)", isDirectory: &isFolder), !isFolder.boolValue,
        let size = (try? fm.attributesOfItem(atPath: "\(root)/\(path)"))?[.size] as? Int, size < 1_000_000,
        let data = fm.contents(atPath: "\(root)/\(path)"), !data.contains(0),
        let text = String(data: data, encoding: .utf8)
      else { continue }
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where matches(line, pattern) {
        found.append("\(path):\(index + 1): points outside the repository: \(line.trimmingCharacters(in: .whitespaces))")
      }
    }
    return found
  }
}
