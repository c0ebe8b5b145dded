import Canvas
import Glibc
import Runtime

/// The three drawings in the data folder as JSON (`drawings.json`), written
/// atomically. A file that cannot be read as drawings loads nothing: it is kept
/// aside under another name, said once, and the app starts clean.
enum DrawingStore {
  static let fileName = "drawings.json"
  static let version = 1

  static func encode(_ drawings: [Drawing]) -> String {
    var out = "{\"version\": \(version), \"drawings\": ["
    for (i, d) in drawings.enumerated() {
      out += i == 0 ? "\n  {\"strokes\": [" : ",\n  {\"strokes\": ["
      for (j, s) in d.strokes.enumerated() {
        out += j == 0 ? "\n    " : ",\n    "
        out += "{\"colour\": \"\(Palette.markers[s.colour].name)\", \"points\": ["
        out += s.points.map { "\(number($0.x)), \(number($0.y))" }.joined(separator: ", ")
        out += "]}"
      }
      out += d.strokes.isEmpty ? "]}" : "\n  ]}"
    }
    return out + "\n]}\n"
  }

  /// Two decimals are a hundredth of a point: far below what a finger draws.
  private static func number(_ d: Double) -> String {
    let r = (d * 100).rounded() / 100
    return r == r.rounded() ? String(Int(r)) : String(r)
  }

  /// The drawings in `text`; errors name the file, the key path and the problem.
  static func decode(_ text: String, file: String) throws(ConfigError) -> [Drawing] {
    let root = try ConfigNode.parse(text, file: file).object(keys: ["version", "drawings"])
    let versionNode = try root.required("version")
    let v = try versionNode.int()
    guard v == version else { throw versionNode.fail("version \(v) is not one this build reads (\(version))") }
    let drawingsNode = try root.required("drawings")
    let slots = try drawingsNode.array()
    guard slots.count <= DrawMusicModel.slots else {
      throw drawingsNode.fail("\(slots.count) drawings; at most \(DrawMusicModel.slots)")
    }
    var id = 0
    var drawings: [Drawing] = []
    for slot in slots {
      var strokes: [Stroke] = []
      for node in try slot.object(keys: ["strokes"]).required("strokes").array() {
        let o = try node.object(keys: ["colour", "points"])
        let colourNode = try o.required("colour")
        guard let colour = Palette.marker(named: try colourNode.string()) else {
          throw colourNode.fail("'\(try colourNode.string())' is not a marker (\(Palette.markers.map(\.name).joined(separator: ", ")))")
        }
        let numbers = try o.required("points").array()
        guard !numbers.isEmpty, numbers.count % 2 == 0 else {
          throw try o.required("points").fail("expected x, y pairs, found \(numbers.count) numbers")
        }
        var points: [Point] = []
        for k in stride(from: 0, to: numbers.count, by: 2) {
          points.append(Point(try numbers[k].double(in: -1000...1360), try numbers[k + 1].double(in: -1000...1480)))
        }
        id += 1
        strokes.append(Stroke(id: id, colour: colour, points: points))
      }
      var d = Drawing()
      for s in strokes { d.add(s) }
      drawings.append(Drawing(strokes: d.strokes))
    }
    return drawings
  }

  static func save(_ drawings: [Drawing], folder: String) throws(DataFile.WriteError) {
    try DataFile.writeAtomically(encode(drawings), to: folder + "/" + fileName)
  }

  /// The saved drawings, or nil (no file, or a bad one, now kept aside).
  static func load(folder: String) -> [Drawing]? {
    let path = folder + "/" + fileName
    guard let text = DataFile.read(path) else { return nil }
    do {
      return try decode(text, file: path)
    } catch {
      let aside = path + ".corrupt"
      let kept = rename(path, aside) == 0
      Log.warning("\(error.description); \(kept ? "kept aside as \(aside)" : "left in place") and starting with empty drawings")
      return nil
    }
  }
}
