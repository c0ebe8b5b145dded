import HomeModel

/// The home's own icons. The first page shows them (with the two widgets)
/// exactly as the reference lays them out; the app page lists them again
/// before what other plugins declare.
enum HomeApps {
  struct Icon {
    /// Element id (`home.music`).
    var id: String
    var title: String
    /// The screen it opens; nil answers with the press animation only.
    var screen: String?
    /// Art icon name; nil for Siri, whose icon is the orb.
    var glyph: String?
    /// Squircle gradient, top to bottom.
    var colors: [UInt32]
  }

  static let music = Icon(id: "home.music", title: "Music", screen: "nowplaying", glyph: "music.note", colors: [0xFF6A88, 0xFA2A48])
  static let podcasts = Icon(id: "home.podcasts", title: "Podcasts", screen: nil, glyph: "podcasts", colors: [0xD783FF, 0x8B35E0])
  static let home = Icon(id: "home.home", title: "Home", screen: "dashboard", glyph: "house.fill", colors: [0xFFC53D, 0xFF9000])
  static let cookbook = Icon(id: "home.cookbook", title: "Cookbook", screen: "recipe", glyph: "fork.knife", colors: [0xFF9E48, 0xF25F1C])
  static let siri = Icon(id: "home.siri", title: "Siri", screen: "assistant", glyph: nil, colors: [0x2E2E34, 0x050507])

  static let builtIn = [music, podcasts, home, cookbook, siri]

  /// The built-ins as app-page entries (`home.app.music`…).
  static var builtInEntries: [AppEntry] {
    builtIn.map { i in
      AppEntry(
        id: "home.app." + i.id.dropFirst("home.".count), title: i.title, screen: i.screen ?? "", icon: i.glyph ?? "siri",
        colors: i.colors)
    }
  }
}
