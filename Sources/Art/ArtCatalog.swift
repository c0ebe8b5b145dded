public import Basics
public import Canvas

/// Every picture Art paints, by name, so each can be looked at alone
/// (`homeview snapshot art.<name>`).
public enum ArtCatalog {
  public static let names: [String] = {
    // One line per contribution, so additions merge cleanly.
    var n: [String] = []
    n += ["dad-son", "dad-son-sky"]
    n += photoScenes.map(\.name)
    n += ["beagle-sitting", "beagle-doghouse", "icons", "avatars"]
    n += ["sophie-wallpaper", "siri-orb"]
    n += Avatar.allCases.map { "avatar-" + $0.rawValue }
    n += ["album-rainbow", "soup"]
    n += ["amber-wallpaper"]
    n += ["map", "assistant-orb"]
    return n
  }()

  /// Paints `name` filling `rect`; false for an unknown name.
  public static func draw(_ name: String, on canvas: Canvas, in rect: Rect) -> Bool {
    switch name {
    case "dad-son":
      DadSonScene.drawBackground(canvas, in: rect)
      DadSonScene.drawPeople(canvas, in: rect)
    case "dad-son-sky":
      DadSonScene.drawBackground(canvas, in: rect)
    case _ where photoScenes.contains { $0.name == name }:
      photoScenes.first { $0.name == name }!.scene.draw(canvas, in: rect)
    case "beagle-sitting", "beagle-doghouse":
      // As the "WEDNESDAY" faces show them: on black, and on grey.
      let sitting = name == "beagle-sitting"
      canvas.fill(rect, Color(hex: sitting ? 0x000000 : 0x8E8E93))
      let dog = rect.insetBy(rect.width * 0.2, rect.height * 0.08)
      if sitting { Beagle.drawSitting(canvas, in: dog) } else { Beagle.drawOnDoghouse(canvas, in: dog) }
      for (x, y, r) in [(0.16, 0.2, 0.03), (0.84, 0.16, 0.025), (0.1, 0.6, 0.02), (0.9, 0.42, 0.018)] {
        Beagle.drawStar(canvas, center: Point(rect.minX + rect.width * x, rect.minY + rect.height * y), radius: rect.height * r, color: Color(hex: 0xE53935))
      }
    case "album-rainbow":
      // The square cover centred on black, as a record sleeve.
      canvas.fill(rect, Color.black)
      let side = min(rect.width, rect.height)
      RainbowAlbumArt.draw(canvas, in: Rect(center: rect.center, size: Size(side, side)))
    case "soup":
      SoupPhoto.draw(canvas, in: rect)
    case "icons":
      IconSheet.draw(canvas, in: rect)
    case "avatars":
      drawAvatarSheet(canvas, in: rect)
    case "sophie-wallpaper":
      SophieWallpaper.draw(canvas, in: rect)
    case "siri-orb":
      // Big on black, and at the assistant's two sizes and the home icon's.
      canvas.fill(rect, Color(hex: 0x000000))
      let big = min(rect.width, rect.height) * 0.6
      SiriOrb.draw(canvas, in: Rect(center: Point(rect.midX - big * 0.4, rect.midY), size: Size(big, big)))
      for (y, side) in [(-0.55, 110.0), (0.0, 64.0), (0.5, 40.0)] {
        SiriOrb.draw(canvas, in: Rect(center: Point(rect.midX + big * 0.6, rect.midY + big * y), size: Size(side, side)))
      }
    case "amber-wallpaper":
      AmberWallpaper.draw(canvas, in: rect)
    case "map":
      drawMapSheet(canvas, in: rect)
    case "assistant-orb":
      drawOrbSheet(canvas, in: rect)
    default:
      // One avatar big, in its circle, on the gallery's white.
      guard name.hasPrefix("avatar-"), let avatar = Avatar(rawValue: String(name.dropFirst("avatar-".count))) else { return false }
      canvas.fill(rect, Color(hex: 0xF5F5F7))
      let side = min(rect.width, rect.height) * 0.8
      avatar.drawInCircle(canvas, in: Rect(center: rect.center, size: Size(side, side)))
    }
    return true
  }

  /// The photo scenes after the dad and son, by the name of the face they belong to.
  public static let photoScenes: [(name: String, scene: any LayeredScene.Type)] = [
    ("garden-portrait", GardenPortraitScene.self), ("summer-memory", SummerMemoryScene.self),
    ("yellow-cardigan", YellowCardiganScene.self), ("brick-runner", BrickRunnerScene.self),
    ("street-hug", StreetHugScene.self), ("golden-hour", GoldenHourScene.self),
  ]

  /// The six at 64 pt (as Recognizing shows them) over the six at 180 pt.
  static func drawAvatarSheet(_ canvas: Canvas, in rect: Rect) {
    canvas.fill(rect, Color(hex: 0xF5F5F7))
    let all = Avatar.allCases
    let big = min(rect.width / Double(all.count) * 0.86, rect.height * 0.45)
    for (i, avatar) in all.enumerated() {
      let cx = rect.minX + rect.width * (Double(i) + 0.5) / Double(all.count)
      avatar.drawInCircle(canvas, in: Rect(center: Point(cx, rect.minY + rect.height * 0.2), size: Size(64, 64)))
      avatar.drawInCircle(canvas, in: Rect(center: Point(cx, rect.minY + rect.height * 0.62), size: Size(big, big)))
    }
  }
}
