import Basics
import Canvas

/// Places a Memoji-style head (the avatars' 1000-unit frame, face centred on
/// x = 0, y = 450) into a scene: its centre at `center`, `size` scene units for
/// the frame's 1000, turned by `angle` (radians, clockwise) round that centre.
enum Posed {
  static func head(_ c: Canvas, center: Point, size: Double, angle: Double = 0, _ body: () -> Void) {
    c.withState {
      c.translate(center.x, center.y)
      if angle != 0 { c.rotate(angle) }
      c.scaleBy(size / 1000, size / 1000)
      c.translate(0, -AvatarHead.center.y)
      body()
    }
  }

  /// A head from the avatars' parts: hair behind, skull and face, hair in front.
  /// `behind` and `front` draw in the avatar frame; `front` gets the face outline.
  static func face(
    _ c: Canvas, _ style: AvatarStyle, capShadow cap: Path?, behind: () -> Void = {}, front: (Path) -> Void
  ) {
    behind()
    let head = AvatarHead.head(c, style)
    if let cap {
      AvatarHead.castShadow(c, cap, onto: head, offset: Point(0, 16), spread: 24, style.skin.dark.withAlpha(0.5))
    }
    AvatarHead.face(c, style, head: head)
    front(head)
  }
}
