/// A JSON value that remembers where it was written, so config errors can point
/// at the line. Objects keep their keys in file order.
public indirect enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(key: String, value: JSONValue)])

  public static func == (a: JSONValue, b: JSONValue) -> Bool {
    switch (a, b) {
    case (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.number(let x), .number(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.array(let x), .array(let y)): return x == y
    case (.object(let x), .object(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: return false
    }
  }

  /// "a string", "a number"…: for error messages.
  public var kindName: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

public struct JSONSyntaxError: Error, Sendable {
  public var line: Int
  public var column: Int
  public var problem: String
}

/// A small strict JSON parser (RFC 8259), reporting line and column.
public struct JSONParser {
  private let bytes: [UInt8]
  private var i = 0

  public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    var p = JSONParser(bytes: Array(text.utf8))
    p.skipSpace()
    let v = try p.value(depth: 0)
    p.skipSpace()
    if p.i < p.bytes.count { throw p.error("unexpected text after the JSON value") }
    return v
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private func error(_ problem: String) -> JSONSyntaxError {
    var line = 1, col = 1
    for b in bytes[..<min(i, bytes.count)] {
      if b == UInt8(ascii: "\n") {
        line += 1
        col = 1
      } else if b & 0xC0 != 0x80 {
        col += 1
      }
    }
    return JSONSyntaxError(line: line, column: col, problem: problem)
  }

  private mutating func skipSpace() {
    while i < bytes.count {
      switch bytes[i] {
      case 0x20, 0x0A, 0x0D, 0x09: i += 1
      default: return
      }
    }
  }

  private mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    guard depth < 64 else { throw error("nested too deeply") }
    guard i < bytes.count else { throw error("unexpected end of file") }
    switch bytes[i] {
    case UInt8(ascii: "{"): return try object(depth: depth)
    case UInt8(ascii: "["): return try array(depth: depth)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw error("unexpected character '\(Character(Unicode.Scalar(bytes[i])))'")
    }
  }

  private mutating func literal(_ word: String, _ v: JSONValue) throws(JSONSyntaxError) -> JSONValue {
    let w = Array(word.utf8)
    guard bytes.count - i >= w.count, Array(bytes[i..<i + w.count]) == w else { throw error("unexpected word") }
    i += w.count
    return v
  }

  private mutating func number() throws(JSONSyntaxError) -> JSONValue {
    let start = i
    if bytes[i] == UInt8(ascii: "-") { i += 1 }
    func digits(_ p: inout JSONParser) -> Int {
      let s = p.i
      while p.i < p.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(p.bytes[p.i]) { p.i += 1 }
      return p.i - s
    }
    guard digits(&self) > 0 else { throw error("a number needs digits") }
    if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
      i += 1
      guard digits(&self) > 0 else { throw error("a number needs digits after '.'") }
    }
    if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
      i += 1
      if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
      guard digits(&self) > 0 else { throw error("a number needs digits in its exponent") }
    }
    guard let d = Double(String(decoding: bytes[start..<i], as: UTF8.self)) else { throw error("bad number") }
    return .number(d)
  }

  private mutating func string() throws(JSONSyntaxError) -> String {
    i += 1
    var out: [UInt8] = []
    while true {
      guard i < bytes.count else { throw error("unterminated string") }
      let b = bytes[i]
      i += 1
      if b == UInt8(ascii: "\"") { break }
      if b < 0x20 { throw error("control character in a string") }
      if b != UInt8(ascii: "\\") {
        out.append(b)
        continue
      }
      guard i < bytes.count else { throw error("unterminated string") }
      let e = bytes[i]
      i += 1
      switch e {
      case UInt8(ascii: "\""): out.append(0x22)
      case UInt8(ascii: "\\"): out.append(0x5C)
      case UInt8(ascii: "/"): out.append(0x2F)
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "u"):
        var code = try hex4()
        if (0xD800..<0xDC00).contains(code) {
          guard bytes.count - i >= 6, bytes[i] == 0x5C, bytes[i + 1] == UInt8(ascii: "u") else {
            throw error("lone surrogate in \\u escape")
          }
          i += 2
          let low = try hex4()
          guard (0xDC00..<0xE000).contains(low) else { throw error("bad surrogate pair") }
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw error("bad \\u escape") }
        out += Array(String(Character(scalar)).utf8)
      default: throw error("bad escape '\\\(Character(Unicode.Scalar(e)))'")
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
    guard bytes.count - i >= 4, let v = UInt32(String(decoding: bytes[i..<i + 4], as: UTF8.self), radix: 16) else {
      throw error("bad \\u escape")
    }
    i += 4
    return v
  }

  private mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    i += 1
    var items: [JSONValue] = []
    skipSpace()
    if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
      i += 1
      return .array(items)
    }
    while true {
      skipSpace()
      items.append(try value(depth: depth + 1))
      skipSpace()
      guard i < bytes.count else { throw error("unterminated array") }
      if bytes[i] == UInt8(ascii: ",") {
        i += 1
        continue
      }
      if bytes[i] == UInt8(ascii: "]") {
        i += 1
        return .array(items)
      }
      throw error("expected ',' or ']' in an array")
    }
  }

  private mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    i += 1
    var members: [(key: String, value: JSONValue)] = []
    // A set beside the list: the duplicate check stays linear in the number
    // of keys (a list search made 100,000 keys take 13 s).
    var keys = Set<String>()
    skipSpace()
    if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
      i += 1
      return .object(members)
    }
    while true {
      skipSpace()
      guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
      let keyStart = i
      let key = try string()
      if !keys.insert(key).inserted {
        i = keyStart
        throw error("duplicate key '\(key)'")
      }
      skipSpace()
      guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw error("expected ':' after key '\(key)'") }
      i += 1
      skipSpace()
      members.append((key, try value(depth: depth + 1)))
      skipSpace()
      guard i < bytes.count else { throw error("unterminated object") }
      if bytes[i] == UInt8(ascii: ",") {
        i += 1
        continue
      }
      if bytes[i] == UInt8(ascii: "}") {
        i += 1
        return .object(members)
      }
      throw error("expected ',' or '}' in an object")
    }
  }
}
