import Basics
import Glibc
import HomeModel
import Testing

/// The real fixture, found from this file's path (Tests/HomeModelTests/…).
let fixturePath: String = {
  var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false).map(String.init)
  parts.removeLast(3)
  return (parts + ["Config", "household.json"]).joined(separator: "/")
}()

func readFile(_ path: String) throws -> String {
  let f = try #require(fopen(path, "rb"), "cannot open \(path)")
  defer { fclose(f) }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 4096)
  while case let n = fread(&chunk, 1, chunk.count, f), n > 0 { bytes += chunk[..<n] }
  return String(decoding: bytes, as: UTF8.self)
}

/// The fixture decoded: HomeModel's values alone, no file looked at but the JSON.
func loadFixture() throws -> Household {
  try Household.decode(try ConfigNode.parse(try readFile(fixturePath), file: fixturePath))
}

/// Decodes `text` as the household file `file`; the error's full message, or nil if it decoded.
func decodeError(_ text: String, file: String = "household.json") -> String? {
  do {
    _ = try Household.decode(try ConfigNode.parse(text, file: file))
    return nil
  } catch {
    return error.description
  }
}

/// The real fixture with one edit, which must apply exactly once (so a changed
/// fixture fails loudly here instead of testing nothing).
func fixture(replacing old: String, with new: String) throws -> String {
  let text = try readFile(fixturePath)
  try #require(text.ranges(of: old).count == 1, "'\(old)' must occur once in household.json")
  return text.replacing(old, with: new)
}

@Suite struct FixtureTests {
  @Test func realFixtureDecodes() throws {
    let h = try loadFixture()
    #expect(h.people.map(\.id) == ["grandma", "amira", "leo", "mei", "dev", "sophie"])
    #expect(h.people.map(\.name) == ["Grandma", "Amira", "Leo", "Mei", "Dev", "Sophie"])
    #expect(h.people.allSatisfy { $0.gradient.count == 2 })
    #expect(h.recognition == Recognition(personID: "sophie", after: 1.2))
    #expect(h.recognisedPerson.name == "Sophie")
    #expect(h.recipe.steps.count == 6)
    #expect(h.recipe.subtitle == "Home Cookbook • 35 min. • Serves 4")
    #expect(h.accessory("thermostat.living-room")?.value == .thermostat(target: 68, range: 50...90))
    #expect(h.faces == FaceChoice(current: "dad-son", photos: [:]))
  }

  @Test func displayStringsMatchTheSeed() throws {
    let h = try loadFixture()
    let w = h.weather
    #expect([w.temperatureText(DisplayLocale()), w.highLowText(DisplayLocale()), w.sunsetText(DisplayLocale()), w.windText, w.humidityText, w.aqiText]
      == ["54°", "H:57° L:49°", "7:32PM", "7 mph", "76%", "21"])
    #expect(h.calendar.events.map(\.title) == ["Kai's Birthday", "Lunch with Nikki and Sandy"])
    #expect(h.calendar.events.map { $0.timeText(DisplayLocale()) } == [nil, "12-1pm"])
    #expect(h.song.elapsedText == "2:03")
    #expect(h.song.remainingText == "-0:47")
    #expect(h.song.currentLine?.text == "Me and you")
    // Auto-advance every 2.5 s has lines to go to.
    #expect(h.song.lyrics[h.song.lineIndex(at: 123 + 2.5)!].text == "They can't stop us")
    #expect(h.route.answer(DisplayLocale()) == "You should leave for Pickleball Practice by 10:42 AM to arrive on time.")
    #expect([h.route.distanceText, h.route.directionsText, h.route.travelText]
      == ["3.9 mi", "Take Portola Dr • Moderate Traffic", "18 min"])
    let air = try #require(h.accessory("air.bedroom"))
    #expect(air.fullName == "Bedroom Air")
    #expect(air.value == .climate(mode: .cool, target: 74, current: 74, humidity: 47, range: 60...86))
    #expect(h.accessory("lamp.living-room")?.value == .brightness(35))
    #expect(h.accessory("scene.good-morning")?.subtitle == "Scene")
  }


  @Test func applyingClampsIntoRange() throws {
    let t = try #require(try loadFixture().accessory("thermostat.living-room"))
    #expect(t.applying(69).primaryValue == 69)
    #expect(t.applying(120).primaryValue == 90)
  }
}

@Suite struct MistakeTests {
  @Test func unknownKey() throws {
    let text = try fixture(replacing: #""aqi": 21"#, with: #""aqi": 21, "uv": 3"#)
    #expect(decodeError(text) == "household.json: weather.uv: unknown key (known keys: city, condition, temperature, high, low, sunset, windMph, humidity, aqi, hourly, daily)")
  }

  @Test func wrongType() throws {
    let text = try fixture(replacing: #""target": 68"#, with: #""target": "68""#)
    #expect(decodeError(text) == "household.json: accessories[0].target: expected a whole number, found a string")
  }

  @Test func outOfRange() throws {
    let text = try fixture(replacing: #""brightness": 35"#, with: #""brightness": 135"#)
    #expect(decodeError(text) == "household.json: accessories[2].brightness: 135 is out of range (0…100)")
  }

  @Test func missingRequiredKey() throws {
    let text = try fixture(replacing: #""city": "San Francisco","#, with: "")
    #expect(decodeError(text) == "household.json: weather.city: missing (required)")
  }

  /// Decoding resolves photo paths and looks at no file: checking them is
  /// the loader's (HouseholdStore's `Household.load`).
  @Test func photoPathsResolveWithoutTouchingTheFileSystem() throws {
    let text = try fixture(replacing: #""photos": {}"#, with: #""photos": { "dad-son": "photos/dad.jpg" }, "photoFolder": "albums""#)
    let h = try Household.decode(try ConfigNode.parse(text, file: "/nonexistent/Config/household.json"))
    #expect(h.faces.photos == ["dad-son": "/nonexistent/Config/photos/dad.jpg"])
    #expect(h.faces.photoFolder == "/nonexistent/Config/albums")
    let wrongKind = try fixture(replacing: #""photos": {}"#, with: #""photos": { "dad-son": "dad.gif" }"#)
    #expect(decodeError(wrongKind) == "household.json: faces.photos.dad-son: expected a .png, .jpg or .jpeg file, found 'dad.gif'")
  }

  @Test func unknownFaceID() throws {
    let current = try fixture(replacing: #""current": "dad-son""#, with: #""current": "dad-sun""#)
    #expect(decodeError(current) == "household.json: faces.current: 'dad-sun' is not one of: coral-serif, home-glass, beagle-red, garden-portrait, calendar, summer-memory, weather, yellow-cardigan, blobs, brick-runner, pink-analog, green-numerals, beagle-doghouse, street-hug, home-purple, golden-hour, day-dashboard, dad-son, memories")
    let photo = try fixture(replacing: #""photos": {}"#, with: #""photos": { "dad-sun": "dad.jpg" }"#)
    #expect(decodeError(photo) == "household.json: faces.photos.dad-sun: unknown face id (faces with a photo: garden-portrait, summer-memory, weather, yellow-cardigan, brick-runner, street-hug, golden-hour, dad-son)")
  }



  /// Memories shows the photos folder: a choice only with one (whether the
  /// folder exists is the loader's check).
  @Test func memoriesNeedsAPhotoFolder() throws {
    let withFolder = try fixture(replacing: #""photos": {}"#, with: #""photos": {}, "photoFolder": "albums""#)
      .replacing(#""current": "dad-son""#, with: #""current": "memories""#)
    #expect(try Household.decode(try ConfigNode.parse(withFolder, file: "/nonexistent/household.json")).faces.current == "memories")
    let noFolder = try fixture(replacing: #""current": "dad-son""#, with: #""current": "memories""#)
    #expect(decodeError(noFolder) == "household.json: faces.current: 'memories' shows the photos folder, and the household names none (faces.photoFolder in household.json)")
  }

  /// Checks beyond the schema's shapes: cross-references, order, consistency.
  @Test(arguments: [
    (#""person": "sophie""#, #""person": "kai""#,
     "household.json: recognition.person: 'kai' is not one of: grandma, amira, leo, mei, dev, sophie"),
    (#""id": "leo""#, #""id": "amira""#, "household.json: people[2].id: 'amira' is already used at people[1]"),
    (#""at": 125.5"#, #""at": 122"#, "household.json: song.lyrics[3].at: 122 is not after the previous line (123)"),
    (#""elapsed": 123"#, #""elapsed": 200"#, "household.json: song.elapsed: 200 is out of range (0…170)"),
    ("\"low\": 49,\n    \"sunset\"", "\"low\": 60,\n    \"sunset\"", "household.json: weather.low: 60 is above the high (57)"),
    (#""sunset": "19:32""#, #""sunset": "7:32PM""#,
     #"household.json: weather.sunset: expected a time like "19:32" (24-hour HH:MM), found "7:32PM""#),
    (#""end": "13:00""#, #""end": "11:00""#, "household.json: calendar.events[1].end: 11:00 is not after the start (12:00)"),
    (#""allDay": true"#, #""allDay": true, "start": "09:00""#,
     "household.json: calendar.events[0].start: an all-day event has no start time"),
    (#""brightness": 35"#, #""on": true"#,
     "household.json: accessories[2].on: unknown key (known keys: id, kind, room, title, brightness)"),
    (#""kind": "fan""#, #""kind": "ceiling-fan""#,
     "household.json: accessories[8].kind: 'ceiling-fan' is not one of: thermostat, air-conditioner, lamp, lock, lights, garage-door, scene, intercom, fan, sensor"),
    (##""#86E390", "#2EAF47""##, ##""#86E390""##,
     "household.json: people[5].gradient: expected 2 colours (top, bottom), found 1"),
    (##""#FFD93D""##, #""yellow""#,
     ##"household.json: people[4].gradient[0]: expected a colour like "#RRGGBB", found "yellow""##),
    (#""photos": {}"#, #""photos": { "calendar": "cal.png" }"#,
     "household.json: faces.photos.calendar: this face draws no photo (faces with a photo: garden-portrait, summer-memory, weather, yellow-cardigan, brick-runner, street-hug, golden-hour, dad-son)"),
  ])
  func otherMistakes(old: String, new: String, message: String) throws {
    #expect(decodeError(try fixture(replacing: old, with: new)) == message)
  }
}
