import Runtime

/// How the pages place every declared entry: the
/// first page holds the five entries with a `firstPage` place (the
/// Music, Podcasts, Home, Cookbook and Siri of docs/screens.md §4) around the weather and
/// calendar widgets; the app page lists those, then every other entry in
/// plugin order.
enum HomeApps {
  /// Where the first page's icons sit (column, row), in `firstPage` order.
  static let firstPageSlots = [(0, 0), (1, 0), (0, 1), (1, 1), (2, 1)]

  /// The entries the first page shows, in slot order.
  static func firstPage(_ entries: [AppEntry]) -> [AppEntry] {
    Array(pinned(entries).prefix(firstPageSlots.count))
  }

  /// What the app page lists: the first page's entries, then the others.
  static func appPage(_ entries: [AppEntry]) -> [AppEntry] {
    pinned(entries) + entries.filter { $0.firstPage == nil }
  }

  /// Entries with a first-page place, by place (stable for equal places).
  private static func pinned(_ entries: [AppEntry]) -> [AppEntry] {
    entries.enumerated().filter { $0.element.firstPage != nil }
      .sorted { ($0.element.firstPage!, $0.offset) < ($1.element.firstPage!, $1.offset) }.map(\.element)
  }

  /// The element ids of an entry: on the first page and on the app page.
  static func firstPageID(_ entry: AppEntry) -> String { "home." + entry.name }
  static func appPageID(_ entry: AppEntry) -> String { "home.app." + entry.name }
}
