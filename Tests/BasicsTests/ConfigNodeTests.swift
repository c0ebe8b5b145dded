import Basics
import Testing

struct ConfigNodeTests {
  func parse(_ text: String) throws -> ConfigNode { try ConfigNode.parse(text, file: "test.json") }

  func message(_ body: () throws -> Void) -> String {
    do {
      try body()
      return "no error"
    } catch {
      return "\(error)"
    }
  }

  @Test func syntaxErrorsNameTheLineAndColumn() {
    #expect(message { _ = try parse("{\n  \"a\": 1,\n  \"b\": tru\n}") } == "test.json:3:8: unexpected word")
    #expect(message { _ = try parse("{\"a\": 1,}") } == "test.json:1:9: expected a key in quotes")
    #expect(message { _ = try parse("{\"a\": 1, \"a\": 2}") } == "test.json:1:10: duplicate key 'a'")
  }

  @Test func unknownKeysAreErrorsWithTheirPath() throws {
    let root = try parse(#"{"panel": {"widht": 1280}}"#)
    let o = try root.object(keys: ["panel"])
    #expect(
      message { _ = try o.required("panel").object(keys: ["width", "height"]) }
        == "test.json: panel.widht: unknown key (known keys: width, height)")
  }

  @Test func wrongTypesAndRangesNameThePath() throws {
    let o = try parse(#"{"a": "x", "b": 2.5, "c": 500, "d": [1, "two"]}"#).object(keys: ["a", "b", "c", "d"])
    #expect(message { _ = try o.int("a", default: 0) } == "test.json: a: expected a whole number, found a string")
    #expect(message { _ = try o.int("b", default: 0) } == "test.json: b: expected a whole number, found a fraction")
    #expect(message { _ = try o.int("c", default: 0, in: 0...100) } == "test.json: c: 500 is out of range (0…100)")
    #expect(message { _ = try o.required("d").array().map { try $0.int() } } == "test.json: d[1]: expected a whole number, found a string")
    #expect(message { _ = try o.required("e") } == "test.json: e: missing (required)")
  }

  @Test func numbersPastADoubleAreRefusedNotTakenAsInfinity() throws {
    let o = try parse(#"{"a": 1e400, "b": -1e400}"#).object(keys: ["a", "b"])
    #expect(message { _ = try o.double("a", default: 0) } == "test.json: a: inf is not a finite number")
    #expect(message { _ = try o.double("b", default: 0, in: -1...1) } == "test.json: b: -inf is not a finite number")
    #expect(message { _ = try o.int("a", default: 0) } != "no error")
  }

  @Test func unicodeEscapesAndNestingParse() throws {
    let v = try JSONParser.parse(#"{"s": "caf\u00e9 \ud83d\ude00", "n": [-1.5e2, true, null]}"#)
    #expect(v == .object([("s", .string("café 😀")), ("n", .array([.number(-150), .bool(true), .null]))]))
  }
}
