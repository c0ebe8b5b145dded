import Basics
import Canvas
import Glibc
import Runtime

/// The three drawings in the data folder as JSON (`drawings.json`), written
/// through DataFile. A file that cannot be read as drawings loads nothing: it
/// is kept aside under another name, said once, and the app starts clean; one
/// from a newer build is left untouched. Version 1 is the first format (there
/// was never an unversioned one).
enum DrawingStore {
  static let fileName = "drawings.json"
  static let version = 1
  static let format = DataFormat(what: "the drawings", version: version, limit: DataFile.Limit.drawings)

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
    if let drawings = DrawingsFastReader.read(text) { return drawings }
    return try decodeInFull(text, file: file)
  }

  /// `decode` through the general JSON reader, which names what is wrong.
  static func decodeInFull(_ text: String, file: String) throws(ConfigError) -> [Drawing] {
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
    try format.save(encode(drawings), to: folder + "/" + fileName)
  }

  /// The saved drawings, or nil (no file, a bad one now kept aside, or one
  /// from a newer build left untouched).
  static func load(folder: String) -> [Drawing]? {
    let path = folder + "/" + fileName
    // The usual case, a good file of this version, read once and straight;
    // any other goes the general way (kept aside, left untouched or migrated).
    if let text = try? DataFile.readText(path, limit: format.limit), let drawings = DrawingsFastReader.read(text) { return drawings }
    return format.load(
      path, consequence: "starting with empty drawings",
      decode: { (c: DataFormat.Content) throws(ConfigError) in try decode(c.text, file: path) }, encode: encode
    ).value
  }
}
