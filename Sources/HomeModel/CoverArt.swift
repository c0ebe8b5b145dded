/// A song's cover picture as its player sent it: the bytes of a PNG or JPEG
/// file, decoded on the painter through the one image loader. `id` names the
/// picture (the song's file), so two reports of one song compare without
/// comparing megabytes.
public struct CoverArt: Sendable, Equatable {
  public var id: String
  public var bytes: [UInt8]

  public init(id: String, bytes: [UInt8]) {
    self.id = id
    self.bytes = bytes
  }

  public static func == (a: CoverArt, b: CoverArt) -> Bool { a.id == b.id && a.bytes.count == b.bytes.count }
}
