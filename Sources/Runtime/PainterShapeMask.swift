public import Basics
public import Canvas

extension Painter {
  /// The two pictures of a `ShapeMask` for the shape `shape` makes of a rect
  /// of `size`, painted here once and kept under `key` in the layer cache:
  /// nil until both have arrived (draw the shape the long way meanwhile).
  public func shapeMask(
    _ key: String, size: Size, scale: Double, outlineWidth: Double, for owner: AnyObject?, shape: @escaping @Sendable (Rect) -> Path
  ) -> ShapeMask? {
    let pictureSize = ShapeMask.pictureSize(size, scale: scale, outlineWidth: outlineWidth)
    let coverage = picture(
      "\(key).coverage", size: pictureSize, scale: scale, for: owner,
      paint: { ShapeMask.drawCoverage($0, size: size, outlineWidth: outlineWidth, shape: shape) })
    let outline = picture(
      "\(key).outline", size: pictureSize, scale: scale, for: owner,
      paint: { ShapeMask.drawOutline($0, size: size, outlineWidth: outlineWidth, shape: shape) })
    guard let coverage, let outline else { return nil }
    return ShapeMask(coverage: coverage, outline: outline, outlineWidth: outlineWidth)
  }
}
