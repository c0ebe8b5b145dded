public import Basics

/// An icon a plugin declares for the home's pages: what it looks like and the
/// screen it opens. The home makes its element ids from `name`
/// (`home.<name>` on the first page, `home.app.<name>` on the app page).
public struct AppEntry: Sendable, Equatable {
  /// Short stable name (`music`, `drawmusic`): lowercase letters and digits.
  public var name: String
  /// The label under the icon.
  public var title: String
  /// The screen it opens; nil answers with the press and a click only.
  public var route: ScreenRoute?
  /// Icon name in Art's icon set (`siri` is the orb).
  public var icon: String
  /// Gradient of the squircle, top to bottom, as 0xRRGGBB.
  public var colors: [UInt32]
  /// Its place among the icons on the home's first page (lower first); nil:
  /// the app page only.
  public var firstPage: Int?

  public init(name: String, title: String, route: ScreenRoute?, icon: String, colors: [UInt32], firstPage: Int? = nil) {
    self.name = name
    self.title = title
    self.route = route
    self.icon = icon
    self.colors = colors
    self.firstPage = firstPage
  }
}
