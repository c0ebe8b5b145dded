public import Canvas

/// Pictures shared by the headless sessions of one process whose inputs are
/// the same: a test process starts hundreds of sessions that would each paint
/// the same scenes, faces, avatars and photos from scratch. A picture one
/// session's painter painted inline, another takes instead of painting it
/// again. The painter's keys name what changes within a session; `scope`
/// names what is fixed for one (the config, the panel, the clock, the
/// locale), so only sessions started alike share.
@MainActor
public struct SharedPictures {
  public let cache: LayerCache
  public let scope: String

  public init(cache: LayerCache, scope: String) {
    self.cache = cache
    self.scope = scope
  }

  func lookup(_ key: String) -> Surface? { cache.lookup(scope + "|" + key) }
  func keep(_ key: String, _ picture: Surface) { cache.insert(scope + "|" + key, picture) }
}
