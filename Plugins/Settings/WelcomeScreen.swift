import Art
import Basics
import Canvas
import ClockFaces
import HomeModel
import Runtime
import Widgets

/// The first-run flow, "Welcome, HomeView", on the film's white: the title;
/// who lives here (a name each, typed on the on-screen keyboard or picked from
/// a few household names, and one of the six avatars); a face; done. Start
/// writes the household into the data folder's settings.json, which applies it
/// at once, and lands on the chosen face.
final class WelcomeScreen: Screen {
  /// What the conformance suite taps, each with the steps that bring it on
  /// screen. A sample of the keyboard and the faces: their keys and tiles
  /// share one code path each.
  static var elementDeclarations: [ElementDeclaration] {
    let people = "tap @welcome.start\n"
    let named = people + "tap @welcome.suggest.0\n"
    let faces = named + "tap @welcome.people.next\n"
    let done = faces + "tap @welcome.face.next\n"
    return [
      ElementDeclaration("welcome.start", on: "welcome"),
      ElementDeclaration("welcome.cancel", on: "welcome"),
      ElementDeclaration("welcome.people.back", on: "welcome", prefix: people),
      ElementDeclaration("welcome.people.next", on: "welcome", prefix: named),
      ElementDeclaration("welcome.add", on: "welcome", prefix: people),
      ElementDeclaration("welcome.person.0", on: "welcome", prefix: people + "tap @welcome.add\n"),
      ElementDeclaration("welcome.remove", on: "welcome", prefix: named),
      // The first person starts with Sophie's avatar: another one first.
      ElementDeclaration("welcome.avatar.sophie", on: "welcome", prefix: people + "tap @welcome.avatar.mei\n"),
      ElementDeclaration("welcome.avatar.mei", on: "welcome", prefix: people),
      ElementDeclaration("welcome.suggest.0", on: "welcome", prefix: people),
      ElementDeclaration("welcome.key.a", on: "welcome", prefix: people),
      ElementDeclaration("welcome.key.space", on: "welcome", prefix: named),
      ElementDeclaration("welcome.key.hyphen", on: "welcome", prefix: named),
      ElementDeclaration("welcome.key.delete", on: "welcome", prefix: named),
      ElementDeclaration("welcome.face.back", on: "welcome", prefix: faces),
      ElementDeclaration("welcome.face.weather", on: "welcome", prefix: faces),
      ElementDeclaration("welcome.face.next", on: "welcome", prefix: faces),
      ElementDeclaration("welcome.done.back", on: "welcome", prefix: done),
      ElementDeclaration("welcome.finish", on: "welcome", prefix: done),
    ]
  }

  unowned let plugin: SettingsPlugin
  private let controls = Controls()
  private(set) var flow: WelcomeFlow
  /// Why Start did not save, shown under its button.
  private var message = ""
  private var unit: Double { max(0.5, min(size.width, size.height) / 800) }

  init(plugin: SettingsPlugin) {
    self.plugin = plugin
    flow = WelcomeFlow(face: FaceCatalog.defaultID)
    super.init(id: ScreenRoute.welcome.screen)
  }

  /// Each time it is opened (from Settings, again) it starts over: the
  /// household is written whole when the flow ends.
  override func appear() {
    guard flow.step == .title else { return }
    flow = WelcomeFlow(face: flow.face)
    layoutControls()
  }

  override func layout() { layoutControls() }

  private func change(_ edit: (inout WelcomeFlow) -> Void) {
    edit(&flow)
    message = ""
    layoutControls()
    setNeedsDisplay()
  }

  // MARK: controls

  private func layoutControls() {
    controls.removeAll()
    let l = WelcomeLayout(size: size, unit: unit, people: flow.people.count)
    switch flow.step {
    case .title:
      controls.add("welcome.start", l.centreButton(y: size.height * 0.74)) { [unowned self] in change { $0.startPeople() } }
      // Not now: back to Settings, or at first run to the face (the flow
      // comes again at the next start, until it has saved a household).
      controls.add("welcome.cancel", l.backButton) { [unowned self] in plugin.leave() }
    case .people:
      controls.add("welcome.people.back", l.backButton) { [unowned self] in change { $0.step = .title } }
      controls.add("welcome.people.next", l.nextButton) { [unowned self] in
        guard flow.peopleComplete else { return }
        change { $0.step = .face }
      }
      for (i, frame) in l.personCircles.enumerated() {
        if i < flow.people.count {
          controls.add("welcome.person.\(i)", frame) { [unowned self] in change { $0.select(i) } }
        } else {
          controls.add("welcome.add", frame) { [unowned self] in change { $0.addPerson() } }
        }
      }
      controls.add("welcome.remove", l.removeButton) { [unowned self] in change { $0.removeSelected() } }
      for (avatar, frame) in zip(Avatar.allCases, l.avatarChoices) {
        controls.add("welcome.avatar.\(avatar.rawValue)", frame) { [unowned self] in change { $0.setAvatar(avatar) } }
      }
      for (i, frame) in l.suggestions.enumerated() {
        controls.add("welcome.suggest.\(i)", frame) { [unowned self] in change { $0.suggest(WelcomeFlow.suggestions[i]) } }
      }
      for (key, frame) in l.keys {
        controls.add("welcome.key.\(Self.keyName(key))", frame, minimumTarget: 0) { [unowned self] in
          change { key == "⌫" ? $0.deleteBackward() : $0.type(key) }
        }
      }
    case .face:
      controls.add("welcome.face.back", l.backButton) { [unowned self] in change { $0.step = .people } }
      controls.add("welcome.face.next", l.nextButton) { [unowned self] in change { $0.step = .done } }
      for (id, frame) in zip(FaceCatalog.availableIDs, l.faceTiles(count: FaceCatalog.availableIDs.count)) {
        controls.add("welcome.face.\(id)", frame) { [unowned self] in change { $0.face = id } }
      }
    case .done:
      controls.add("welcome.done.back", l.backButton) { [unowned self] in change { $0.step = .face } }
      controls.add("welcome.finish", l.centreButton(y: size.height * 0.74)) { [unowned self] in finish() }
    }
  }

  /// The element id's last part for a key: the letter, `space`, `hyphen`, `apostrophe`, `delete`.
  static func keyName(_ key: String) -> String {
    switch key {
    case " ": return "space"
    case "-": return "hyphen"
    case "'": return "apostrophe"
    case "⌫": return "delete"
    default: return key
    }
  }

  /// Saves the household and shows the chosen face.
  private func finish() {
    if let problem = plugin.device.setPeople(flow.household) {
      message = problem
      setNeedsDisplay()
      return
    }
    plugin.context.audio.click()
    // The household applies at the end of this frame (the reload); the face
    // is picked, and shows, from the next one.
    let face = flow.face
    plugin.context.after(0) { [plugin] in plugin.context.post(FacePicked(faceID: face)) }
  }

  override var elements: [Element] { controls.elements }

  override func state(_ key: String) -> String? {
    switch key {
    case "welcome.step": return flow.step.rawValue
    case "welcome.people": return flow.people.map { "\($0.name):\($0.avatar.rawValue)" }.joined(separator: ",")
    case "welcome.selected": return String(flow.selected)
    case "welcome.face": return flow.face
    case "welcome.message": return message
    default: return nil
    }
  }

  /// Each step for the goldens: two people named, the face step, done.
  override func apply(snapshotState: String) -> Bool {
    guard let step = WelcomeFlow.Step(rawValue: snapshotState), step != .title else { return false }
    flow.people = [WelcomeFlow.Member(name: "Maya", avatar: .mei), WelcomeFlow.Member(name: "Sa", avatar: .leo)]
    flow.selected = 1
    if step != .people { flow.people[1].name = "Sam" }
    if step == .done { flow.face = WeatherFace(household: nil).id }
    flow.step = step
    layoutControls()
    setNeedsDisplay()
    return true
  }

  override func touch(_ event: TouchEvent) -> Bool {
    // The pressed look can reach past a control's frame (a key's shadow):
    // the whole screen redraws, which a keyboard's few presses afford.
    if controls.track(event) != nil { setNeedsDisplay() }
    return false
  }

  override func gesture(_ gesture: Gesture) {
    if case .tap(let p) = gesture { controls.handleTap(at: p) }
  }

  // MARK: drawing

  private var ink: Color { Color(hex: 0x1D1D1F) }
  private var grey: Color { Color(hex: 0x6E6E73) }
  private var blue: Color { Color(hex: 0x0071E3) }

  override func draw(_ canvas: Canvas) {
    guard let context else { return }
    canvas.fill(bounds, Color(hex: 0xF5F5F7))
    let u = unit
    let l = WelcomeLayout(size: size, unit: u, people: flow.people.count)
    switch flow.step {
    case .title: drawTitle(canvas, l, context)
    case .people: drawPeople(canvas, l, context)
    case .face: drawFaces(canvas, l, context)
    case .done: drawDone(canvas, l, context)
    }
  }

  private func drawTitle(_ canvas: Canvas, _ l: WelcomeLayout, _ context: ScreenContext) {
    let u = unit
    let side = min(96 * u, (size.width - 2 * l.margin) / 7)
    let row = l.centredRow(count: Avatar.allCases.count, side: side, gap: side * 0.22, y: size.height * 0.2)
    for (avatar, frame) in zip(Avatar.allCases, row) { drawAvatar(canvas, avatar, in: frame, context) }
    let titleSize = min(76 * u, size.width / 11)
    canvas.drawText("Welcome, HomeView", TextStyle(weight: .bold, size: titleSize, tracking: -0.02 * titleSize, color: ink),
      at: Point(size.width / 2, size.height * 0.47), anchor: .center)
    canvas.drawText("Let's set it up for the people who live here.", TextStyle(size: 26 * u, color: grey),
      at: Point(size.width / 2, size.height * 0.47 + titleSize * 0.9), anchor: .center)
    button(canvas, "Get Started", id: "welcome.start", primary: true)
    button(canvas, "Not Now", id: "welcome.cancel", primary: false)
  }

  private func drawPeople(_ canvas: Canvas, _ l: WelcomeLayout, _ context: ScreenContext) {
    let u = unit
    heading(canvas, "Who lives here?", l)
    button(canvas, "Back", id: "welcome.people.back", primary: false)
    button(canvas, "Next", id: "welcome.people.next", primary: true, enabled: flow.peopleComplete)
    for (i, frame) in l.personCircles.enumerated() {
      if i < flow.people.count {
        let member = flow.people[i]
        if i == flow.selected { canvas.stroke(Path.ellipse(in: frame.insetBy(-6 * u, -6 * u)), blue, width: 4 * u) }
        drawAvatar(canvas, member.avatar, in: frame, context)
        let name = member.name.isEmpty ? "Name" : member.name
        canvas.drawText(name, TextStyle(weight: .medium, size: 18 * u, color: member.name.isEmpty ? Color(hex: 0xAEAEB2) : ink),
          at: Point(frame.midX, frame.maxY + 14 * u), anchor: .top)
      } else {
        let pressed = controls.pressedID == "welcome.add"
        canvas.fill(Path.ellipse(in: frame), Color(hex: pressed ? 0xD1D1D6 : 0xE8E8ED))
        plus(canvas, at: frame.center, arm: frame.width * 0.18, color: grey)
        canvas.drawText("Add", TextStyle(weight: .medium, size: 18 * u, color: grey), at: Point(frame.midX, frame.maxY + 14 * u), anchor: .top)
      }
    }
    // The name field, with its caret, and Remove beside it.
    let field = l.nameField
    canvas.fill(Path.roundedRect(field, radius: 14 * u), .white)
    canvas.stroke(Path.roundedRect(field, radius: 14 * u), blue, width: 2 * u)
    let name = flow.people.indices.contains(flow.selected) ? flow.people[flow.selected].name : ""
    let style = TextStyle(weight: .medium, size: 28 * u, color: ink)
    let origin = Point(field.minX + 20 * u, field.midY)
    let drawn = name.isEmpty
      ? canvas.drawText("Type a name", TextStyle(size: 28 * u, color: Color(hex: 0xAEAEB2)), at: origin, anchor: .left)
      : canvas.drawText(name, style, at: origin, anchor: .left)
    let caretX = name.isEmpty ? field.minX + 18 * u : drawn.maxX + 3 * u
    canvas.fill(Rect(x: caretX, y: field.midY - 17 * u, width: 2.5 * u, height: 34 * u), blue)
    button(canvas, "Remove", id: "welcome.remove", primary: false)
    // The avatars to pick from, the selected person's marked.
    let chosen = flow.people.indices.contains(flow.selected) ? flow.people[flow.selected].avatar : nil
    for (avatar, frame) in zip(Avatar.allCases, l.avatarChoices) {
      if avatar == chosen { canvas.stroke(Path.ellipse(in: frame.insetBy(-5 * u, -5 * u)), blue, width: 3.5 * u) }
      drawAvatar(canvas, avatar, in: frame, context)
    }
    for (i, frame) in l.suggestions.enumerated() {
      let pressed = controls.pressedID == "welcome.suggest.\(i)"
      canvas.fill(Path.roundedRect(frame, radius: frame.height / 2), pressed ? Color(hex: 0xD1D1D6) : .white)
      canvas.drawText(WelcomeFlow.suggestions[i], TextStyle(weight: .medium, size: 19 * u, color: ink), at: frame.center, anchor: .center)
    }
    for (key, frame) in l.keys {
      let pressed = controls.pressedID == "welcome.key.\(Self.keyName(key))"
      let special = key == "⌫" || key == "-" || key == "'"
      canvas.fill(Path.roundedRect(frame.offsetBy(0, 1.5 * u), radius: 9 * u), Color(hex: 0x000000, alpha: 0.12))
      canvas.fill(Path.roundedRect(frame, radius: 9 * u), pressed ? Color(hex: 0xC7C7CC) : special ? Color(hex: 0xDCDCE1) : .white)
      let label = key == " " ? "space" : key == "⌫" ? "delete" : key.uppercased()
      canvas.drawText(label, TextStyle(weight: key.count == 1 && key != " " ? .regular : .medium, size: (label.count > 1 ? 18 : 26) * u, color: ink),
        at: frame.center, anchor: .center)
    }
  }

  private func drawFaces(_ canvas: Canvas, _ l: WelcomeLayout, _ context: ScreenContext) {
    let u = unit
    heading(canvas, "Pick a face", l)
    button(canvas, "Back", id: "welcome.face.back", primary: false)
    button(canvas, "Next", id: "welcome.face.next", primary: true)
    let ids = FaceCatalog.availableIDs
    let tiles = l.faceTiles(count: ids.count)
    let household = plugin.context.resource(Household.self)
    let time = context.now
    for (id, frame) in zip(ids, tiles) {
      let radius = 14 * u
      if id == flow.face { canvas.stroke(Path.roundedRect(frame.insetBy(-6 * u, -6 * u), radius: radius + 6 * u), blue, width: 4 * u) }
      canvas.withState {
        canvas.clip(Path.roundedRect(frame, radius: radius))
        if let face = FaceCatalog.renderer(for: id, household: household) {
          let size = frame.size
          let picture = context.painter.picture(
            "welcome.tile." + face.cacheKey(size: size, time: time), size: size, scale: context.scale, for: self,
            paint: { c in face.draw(c, in: Rect(size: size), time: time) },
            arrived: { [weak self] in self?.setNeedsDisplay() })
          if let picture { canvas.draw(picture, in: frame) } else { canvas.fill(frame, Color(hex: 0x1C1C1E)) }
        }
      }
    }
    let bottom = (tiles.last?.maxY ?? size.height / 2) + 44 * u
    canvas.drawText("Any face can be changed later in the gallery.", TextStyle(size: 20 * u, color: grey),
      at: Point(size.width / 2, bottom), anchor: .center)
  }

  private func drawDone(_ canvas: Canvas, _ l: WelcomeLayout, _ context: ScreenContext) {
    let u = unit
    button(canvas, "Back", id: "welcome.done.back", primary: false)
    let side = min(96 * u, (size.width - 2 * l.margin) / 7)
    let row = l.centredRow(count: flow.people.count, side: side, gap: side * 0.3, y: size.height * 0.2)
    for (member, frame) in zip(flow.people, row) {
      drawAvatar(canvas, member.avatar, in: frame, context)
      canvas.drawText(member.name, TextStyle(weight: .medium, size: 18 * u, color: ink), at: Point(frame.midX, frame.maxY + 12 * u), anchor: .top)
    }
    let titleSize = min(64 * u, size.width / 12)
    canvas.drawText("You're all set", TextStyle(weight: .bold, size: titleSize, tracking: -0.02 * titleSize, color: ink),
      at: Point(size.width / 2, size.height * 0.5), anchor: .center)
    canvas.drawText("Welcome home, " + Self.list(flow.household.map(\.name)) + ".", TextStyle(size: 26 * u, color: grey),
      at: Point(size.width / 2, size.height * 0.5 + titleSize * 0.9), anchor: .center)
    button(canvas, "Start", id: "welcome.finish", primary: true)
    if !message.isEmpty {
      canvas.drawText(message, TextStyle(weight: .medium, size: 17 * u, color: Color(hex: 0xD70015)),
        at: Point(size.width / 2, size.height * 0.74 + 52 * u), anchor: .center)
    }
  }

  /// "Maya", "Maya and Sam", "Maya, Sam and Leo".
  static func list(_ names: [String]) -> String {
    guard names.count > 1, let last = names.last else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }

  private func heading(_ canvas: Canvas, _ text: String, _ l: WelcomeLayout) {
    canvas.drawText(text, TextStyle(weight: .bold, size: 34 * unit, tracking: -0.3 * unit, color: ink),
      at: Point(size.width / 2, l.backButton.midY), anchor: .center)
  }

  private func button(_ canvas: Canvas, _ title: String, id: String, primary: Bool, enabled: Bool = true) {
    guard let frame = controls.frame(id) else { return }
    let pressed = controls.pressedID == id && enabled
    let fill = primary ? Color(hex: pressed ? 0x0058B0 : 0x0071E3, alpha: enabled ? 1 : 0.35) : Color(hex: pressed ? 0xD1D1D6 : 0xE8E8ED)
    canvas.fill(Path.roundedRect(frame, radius: frame.height / 2), fill)
    canvas.drawText(title, TextStyle(weight: .semibold, size: frame.height * 0.4, color: primary ? .white : blue), at: frame.center, anchor: .center)
  }

  private func plus(_ canvas: Canvas, at p: Point, arm: Double, color: Color) {
    var path = Path()
    path.move(to: Point(p.x - arm, p.y))
    path.line(to: Point(p.x + arm, p.y))
    path.move(to: Point(p.x, p.y - arm))
    path.line(to: Point(p.x, p.y + arm))
    canvas.stroke(path, color, width: 3 * unit)
  }

  private func drawAvatar(_ canvas: Canvas, _ avatar: Avatar, in frame: Rect, _ context: ScreenContext) {
    if let picture = avatar.circlePicture(
      side: frame.width, scale: context.scale, painter: context.painter, for: self, arrived: { [weak self] in self?.setNeedsDisplay() })
    {
      canvas.draw(picture, in: frame)
    } else {
      let (top, bottom) = avatar.circleColors
      Avatar.placeholder(canvas, in: frame, gradient: [top, bottom])
    }
  }
}

/// Where the flow's parts go, for a landscape or standing panel: sizes are
/// design points times `unit` (an 800-point short side is 1).
struct WelcomeLayout {
  let size: Size
  let unit: Double
  let people: Int
  /// The keyboard's letter rows; the last row is `-`, `'`, space, delete.
  static let letterRows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
  var margin: Double { 40 * unit }
  var landscape: Bool { size.width > size.height }

  var backButton: Rect { Rect(x: margin, y: 28 * unit, width: 120 * unit, height: 48 * unit) }
  var nextButton: Rect { Rect(x: size.width - margin - 120 * unit, y: 28 * unit, width: 120 * unit, height: 48 * unit) }
  func centreButton(y: Double) -> Rect { Rect(x: size.width / 2 - 140 * unit, y: y - 32 * unit, width: 280 * unit, height: 64 * unit) }

  /// `count` circles of `side`, `gap` apart, centred across the screen, their centres at `y`.
  func centredRow(count: Int, side: Double, gap: Double, y: Double) -> [Rect] {
    let width = Double(count) * side + Double(max(0, count - 1)) * gap
    let x0 = (size.width - width) / 2
    return (0..<count).map { Rect(x: x0 + Double($0) * (side + gap), y: y - side / 2, width: side, height: side) }
  }

  /// The people, and an Add circle while there is room for another.
  var personCircles: [Rect] {
    let count = min(WelcomeFlow.maxPeople, people + 1)
    let side = min(88 * unit, (size.width - 2 * margin) / 8)
    return centredRow(count: count, side: side, gap: side * 0.45, y: 150 * unit)
  }

  /// The name field and Remove beside it; the avatars to pick from beside
  /// them on a landscape screen, under them standing up.
  var nameField: Rect {
    let width = min(440 * unit, size.width - 2 * margin - 150 * unit)
    let x = landscape ? (size.width - (width + 150 * unit + 40 * unit + avatarRowWidth)) / 2 : margin
    return Rect(x: x, y: 262 * unit, width: width, height: 64 * unit)
  }
  var removeButton: Rect { Rect(x: nameField.maxX + 14 * unit, y: nameField.midY - 24 * unit, width: 136 * unit, height: 48 * unit) }
  private var avatarSide: Double { 56 * unit }
  private var avatarRowWidth: Double { 6 * avatarSide + 5 * 14 * unit }
  var avatarChoices: [Rect] {
    let x0 = landscape ? removeButton.maxX + 40 * unit : (size.width - avatarRowWidth) / 2
    let y = landscape ? nameField.midY - avatarSide / 2 : nameField.maxY + 24 * unit
    return (0..<6).map { Rect(x: x0 + Double($0) * (avatarSide + 14 * unit), y: y, width: avatarSide, height: avatarSide) }
  }

  /// The keyboard's keys and their frames, along the bottom.
  var keys: [(String, Rect)] {
    let gap = 10 * unit
    let keyWidth = min(84 * unit, (size.width - 2 * margin - 9 * gap) / 10)
    let keyHeight = 60 * unit
    let top = size.height - 28 * unit - 4 * keyHeight - 3 * gap
    var out: [(String, Rect)] = []
    for (r, letters) in Self.letterRows.enumerated() {
      let width = Double(letters.count) * keyWidth + Double(letters.count - 1) * gap
      let x0 = (size.width - width) / 2
      for (i, ch) in letters.enumerated() {
        out.append((String(ch), Rect(x: x0 + Double(i) * (keyWidth + gap), y: top + Double(r) * (keyHeight + gap), width: keyWidth, height: keyHeight)))
      }
    }
    // The last row: - and ' left, a wide space, delete right, as wide as the letter rows.
    let rowWidth = 10 * keyWidth + 9 * gap
    let x0 = (size.width - rowWidth) / 2
    let y = top + 3 * (keyHeight + gap)
    let wide = keyWidth * 1.5
    out.append(("-", Rect(x: x0, y: y, width: keyWidth, height: keyHeight)))
    out.append(("'", Rect(x: x0 + keyWidth + gap, y: y, width: keyWidth, height: keyHeight)))
    let spaceX = x0 + 2 * (keyWidth + gap)
    out.append((" ", Rect(x: spaceX, y: y, width: rowWidth - (spaceX - x0) - wide - gap, height: keyHeight)))
    out.append(("⌫", Rect(x: x0 + rowWidth - wide, y: y, width: wide, height: keyHeight)))
    return out
  }

  /// The suggested names, a row of chips over the keyboard.
  var suggestions: [Rect] {
    let n = WelcomeFlow.suggestions.count
    let gap = 12 * unit
    let width = min(130 * unit, (size.width - 2 * margin - Double(n - 1) * gap) / Double(n))
    let height = 44 * unit
    let keyTop = keys.first?.1.minY ?? size.height
    let x0 = (size.width - (Double(n) * width + Double(n - 1) * gap)) / 2
    return (0..<n).map { Rect(x: x0 + Double($0) * (width + gap), y: keyTop - 22 * unit - height, width: width, height: height) }
  }

  /// The face miniatures: six across on a landscape screen, three standing up.
  func faceTiles(count: Int) -> [Rect] {
    let columns = landscape ? 6 : 3
    let gap = 22 * unit
    let width = (size.width - 2 * margin - Double(columns - 1) * gap) / Double(columns)
    let height = (width * 0.625).rounded()
    let top = 112 * unit
    return (0..<count).map { i in
      Rect(x: margin + Double(i % columns) * (width + gap), y: top + Double(i / columns) * (height + gap), width: width, height: height)
    }
  }
}
