import Foundation

/// Structure-aware edits of a JSON document: one value somewhere in the tree is
/// replaced by an awkward one, so the document still parses and the mutation
/// reaches the validation and the code behind it (byte edits mostly break the
/// syntax and stop at the parser).
extension Mutator {
  /// Awkward values: huge, negative, fractional, empty, wrong type, long.
  static var values: [Any] {
    [
      0, -1, 1e300, -1e300, 9_223_372_036_854_775_807 as Int, 4_294_967_296 as Int, 0.5, 1e-300, 100_000, "", "x",
      String(repeating: "é", count: 500), "../../etc/passwd", [Any](), [String: Any](), NSNull(), true, false,
      [1, 2, 3], ["a": 1],
    ]
  }

  /// `input` with one value replaced (nil when it is not a JSON object or array).
  mutating func mutateJSON(_ input: [UInt8]) -> [UInt8]? {
    guard let root = try? JSONSerialization.jsonObject(with: Data(input), options: [.fragmentsAllowed]) else { return nil }
    let edited = replaceOne(in: root, depth: 0)
    guard JSONSerialization.isValidJSONObject(edited),
      let out = try? JSONSerialization.data(withJSONObject: edited, options: [.fragmentsAllowed])
    else { return nil }
    return Array(out)
  }

  private mutating func replaceOne(in node: Any, depth: Int) -> Any {
    if var o = node as? [String: Any], !o.isEmpty {
      let keys = o.keys.sorted()
      let k = keys[below(keys.count)]
      if below(8) == 0 {  // drop a key, or add an unknown one
        if below(2) == 0 { o[k] = nil } else { o[k + "x"] = Self.values[below(Self.values.count)] }
        return o
      }
      o[k] = below(3) == 0 || depth > 12 ? Self.values[below(Self.values.count)] : replaceOne(in: o[k]!, depth: depth + 1)
      return o
    }
    if var a = node as? [Any], !a.isEmpty {
      let i = below(a.count)
      switch below(8) {
      case 0: a.remove(at: i)
      case 1: a.append(contentsOf: Array(repeating: a[i], count: 1 + below(below(4) == 0 ? 5000 : 4)))
      default: a[i] = below(3) == 0 || depth > 12 ? Self.values[below(Self.values.count)] : replaceOne(in: a[i], depth: depth + 1)
      }
      return a
    }
    return Self.values[below(Self.values.count)]
  }
}
