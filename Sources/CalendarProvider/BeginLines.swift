/// Where each component begins in an iCalendar text (physical lines, from
/// 1), and the first structural problem a person would have to fix: libical
/// repairs or drops what it cannot read without saying where it was.
struct BeginLines {
  private var begins: [String: [Int]] = [:]
  private(set) var structureProblem: String?

  init(_ text: String) {
    var stack: [(name: String, line: Int)] = []
    var number = 0
    // "\r\n" is one Character: both endings end a line.
    for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
      number += 1
      // A folded line continues the one before it.
      if line.isEmpty || line.first == " " || line.first == "\t" { continue }
      guard let colon = line.firstIndex(of: ":") else {
        note("line \(number): no ':' in '\(line.prefix(40))'")
        continue
      }
      let name = line[..<colon].uppercased()
      let value = line[line.index(after: colon)...].uppercased()
      if name == "BEGIN" {
        begins[value, default: []].append(number)
        stack.append((value, number))
      } else if name == "END" {
        guard let open = stack.popLast() else {
          note("line \(number): END:\(value) without a BEGIN")
          continue
        }
        if open.name != value { note("line \(number): END:\(value) closes BEGIN:\(open.name) of line \(open.line)") }
      }
    }
    if let open = stack.last { note("line \(open.line): BEGIN:\(open.name) never ends") }
  }

  private mutating func note(_ problem: String) {
    if structureProblem == nil { structureProblem = problem }
  }

  /// The line of the `n`th (from 0) BEGIN of `kind`.
  func line(of kind: String, _ n: Int) -> Int? {
    guard let list = begins[kind], n < list.count else { return nil }
    return list[n]
  }
}
