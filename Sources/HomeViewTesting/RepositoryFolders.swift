/// The repository's own folders, for tests that play its shipped config,
/// household and scripts. Found from this file's place
/// (`Sources/HomeViewTesting/` under the root), so a test never depends on the
/// directory it runs from.
public enum RepositoryFolders {
  public static let root: String = {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/")
  }()

  /// `Config/`: homeview.json, household.json, the demo and drawing scripts.
  public static var config: String { root + "/Config" }
}
