/// A WebDAV multistatus answer (PROPFIND, REPORT) read for what CalDAV needs:
/// each response's href and the text of its properties, by local name
/// (namespace prefixes vary by server and are dropped). Enough XML for that:
/// elements, text, entities and CDATA; nothing is validated.
struct MultiStatus {
  struct Response: Equatable {
    var href = ""
    /// Property text by local name ("getetag", "calendar-data", "displayname").
    var properties: [String: String] = [:]
    /// Local names of the elements inside `resourcetype` ("collection", "calendar").
    var types: Set<String> = []
    /// Component names a collection supports ("VEVENT", "VTODO").
    var components: Set<String> = []
    /// The status of its properties (a 404 propstat leaves them out).
    var ok = true
  }

  var responses: [Response] = []

  init(_ xml: String) {
    var current: Response?
    var path: [String] = []
    var text = ""
    var propstatOK = true
    var propstatProperties: [String: String] = [:]
    var i = xml.startIndex
    func localName(_ tag: Substring) -> String {
      let name = tag.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "/" }).first ?? ""
      return String(name.split(separator: ":").last ?? name).lowercased()
    }
    while i < xml.endIndex {
      if xml[i] == "<" {
        if xml[i...].hasPrefix("<![CDATA[") {
          let start = xml.index(i, offsetBy: 9)
          guard let end = xml[start...].firstRange(of: "]]>") else { break }
          text += xml[start..<end.lowerBound]
          i = end.upperBound
          continue
        }
        guard let close = xml[i...].firstIndex(of: ">") else { break }
        let tag = xml[xml.index(after: i)..<close]
        i = xml.index(after: close)
        if tag.hasPrefix("?") || tag.hasPrefix("!") { continue }
        if tag.hasPrefix("/") {
          let name = localName(tag.dropFirst())
          let value = Self.decode(text)
          text = ""
          if name == "response", let r = current {
            responses.append(r)
            current = nil
          } else if name == "href", path.dropLast().last == "response" {
            current?.href = value.trimmingWhitespace
          } else if name == "status", path.dropLast().last == "propstat" {
            propstatOK = value.contains(" 200 ")
          } else if name == "propstat" {
            if propstatOK { current?.properties.merge(propstatProperties) { a, _ in a } }
            propstatProperties = [:]
            propstatOK = true
          } else if path.dropLast().last == "prop" {
            propstatProperties[name] = value
          }
          if !path.isEmpty { path.removeLast() }
          continue
        }
        let name = localName(tag)
        let selfClosing = tag.hasSuffix("/")
        if name == "response" { current = Response() }
        if path.last == "resourcetype" { current?.types.insert(name) }
        if name == "comp", path.last == "supported-calendar-component-set",
          let r = tag.firstRange(of: "name=\"") ?? tag.firstRange(of: "name='")
        {
          let rest = tag[r.upperBound...]
          current?.components.insert(String(rest.prefix { $0 != "\"" && $0 != "'" }).uppercased())
        }
        if path.last == "prop", selfClosing { propstatProperties[name] = "" }
        if !selfClosing { path.append(name) }
        text = ""
      } else {
        let next = xml[i...].firstIndex(of: "<") ?? xml.endIndex
        text += xml[i..<next]
        i = next
      }
    }
  }

  static func decode(_ s: String) -> String {
    guard s.contains("&") else { return s }
    var out = ""
    var rest = s[...]
    while let amp = rest.firstIndex(of: "&") {
      out += rest[..<amp]
      guard let semi = rest[amp...].firstIndex(of: ";"), rest.distance(from: amp, to: semi) <= 10 else {
        out += "&"
        rest = rest[rest.index(after: amp)...]
        continue
      }
      let name = rest[rest.index(after: amp)..<semi]
      switch name {
      case "lt": out += "<"
      case "gt": out += ">"
      case "amp": out += "&"
      case "quot": out += "\""
      case "apos": out += "'"
      default:
        let number = name.hasPrefix("#x") ? UInt32(name.dropFirst(2), radix: 16) : name.hasPrefix("#") ? UInt32(name.dropFirst()) : nil
        if let number, let u = Unicode.Scalar(number) { out.unicodeScalars.append(u) } else { out += "&\(name);" }
      }
      rest = rest[rest.index(after: semi)...]
    }
    return out + rest
  }
}

extension String {
  var trimmingWhitespace: String {
    let s = drop { $0.isWhitespace }
    return String(s.reversed().drop { $0.isWhitespace }.reversed())
  }
}
