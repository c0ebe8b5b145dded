import Art
import HomeModel

/// What the first-run flow has gathered so far: the step it is on, who lives
/// here (a name and one of the six avatar paintings each) and the face. Pure
/// state: the screen draws it and turns taps into these calls.
struct WelcomeFlow: Equatable {
  enum Step: String, CaseIterable {
    case title, people, face, done
  }

  struct Member: Equatable {
    var name: String
    var avatar: Avatar
  }

  static let maxPeople = 6
  static let maxNameLength = 16
  /// Names a household often goes by, one tap each: a touch panel has no
  /// keyboard, and typing is slow on one.
  static let suggestions = ["Mum", "Dad", "Grandma", "Grandpa", "Me", "Guest"]
  /// The order new people get their first avatar in (each a different one).
  static let avatarOrder: [Avatar] = [.sophie, .leo, .mei, .dev, .amira, .grandma]

  var step = Step.title
  var people: [Member] = []
  /// The person the name field and the avatar row edit.
  var selected = 0
  var face: String

  init(face: String, people: [Member] = []) {
    self.face = face
    self.people = people
  }

  /// Every person has a name: the people step may go on.
  var peopleComplete: Bool { !people.isEmpty && people.allSatisfy { !$0.name.trimmingSpaces.isEmpty } }

  mutating func startPeople() {
    step = .people
    if people.isEmpty { addPerson() }
  }

  mutating func addPerson() {
    guard people.count < Self.maxPeople else { return }
    let used = Set(people.map(\.avatar))
    let avatar = Self.avatarOrder.first { !used.contains($0) } ?? .sophie
    people.append(Member(name: "", avatar: avatar))
    selected = people.count - 1
  }

  mutating func removeSelected() {
    guard people.indices.contains(selected) else { return }
    people.remove(at: selected)
    selected = max(0, min(selected, people.count - 1))
    if people.isEmpty { addPerson() }
  }

  mutating func select(_ index: Int) {
    if people.indices.contains(index) { selected = index }
  }

  mutating func setAvatar(_ avatar: Avatar) {
    if people.indices.contains(selected) { people[selected].avatar = avatar }
  }

  /// A key of the on-screen keyboard: a letter, " ", "-", "'". Each word
  /// starts with a capital on its own (there is no shift key).
  mutating func type(_ key: String) {
    guard people.indices.contains(selected) else { return }
    var name = people[selected].name
    guard name.count < Self.maxNameLength else { return }
    if key == " " || key == "-" || key == "'" {
      // Not first, and not twice in a row.
      guard let last = name.last, last.isLetter else { return }
      name += key
    } else {
      name += startsAWord(name) ? key.uppercased() : key.lowercased()
    }
    people[selected].name = name
  }

  /// The next letter after `name` starts a word: at the start, after a space
  /// or a hyphen, and after an apostrophe behind one letter ("O'Neil", "D'Arcy").
  private func startsAWord(_ name: String) -> Bool {
    guard let last = name.last else { return true }
    if last == " " || last == "-" { return true }
    guard last == "'" else { return false }
    let word = name.dropLast().split(whereSeparator: { $0 == " " || $0 == "-" }).last ?? ""
    return word.count == 1
  }

  mutating func deleteBackward() {
    guard people.indices.contains(selected), !people[selected].name.isEmpty else { return }
    people[selected].name.removeLast()
  }

  mutating func suggest(_ name: String) {
    if people.indices.contains(selected) { people[selected].name = name }
  }

  /// The household's people: ids from the names (lower case, unique), each
  /// with its avatar's look and circle colours.
  var household: [Person] {
    var taken = Set<String>()
    return people.map { m in
      let name = m.name.trimmingSpaces
      let base = Self.id(from: name)
      var id = base
      var n = 2
      while taken.contains(id) {
        id = base + "-" + String(n)
        n += 1
      }
      taken.insert(id)
      let (top, bottom) = m.avatar.circleColors
      return Person(id: id, name: name, look: m.avatar.look, gradient: [top, bottom], avatar: m.avatar.rawValue)
    }
  }

  /// "Mary-Ann O'Neil" → `mary-ann-o-neil`: lower-case letters and digits, runs of anything else one `-`.
  static func id(from name: String) -> String {
    var out = ""
    for ch in name.lowercased() {
      if ch.isASCII && (ch.isLetter || ch.isNumber) {
        out.append(ch)
      } else if !out.isEmpty && out.last != "-" {
        out.append("-")
      }
    }
    while out.hasSuffix("-") { out.removeLast() }
    return out.isEmpty ? "person" : out
  }
}

extension String {
  var trimmingSpaces: String {
    var s = Substring(self)
    while s.first == " " { s.removeFirst() }
    while s.last == " " { s.removeLast() }
    return String(s)
  }
}
