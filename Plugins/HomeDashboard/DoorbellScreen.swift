import Art
import Basics
import Canvas
import HomeModel
import HouseholdStore
import Runtime
import Widgets

/// The doorbell camera full screen (`doorbell`): the latest picture, and in
/// the dashboard's glass a capsule with the camera's name and the time of
/// the ring, and a round dismiss button that goes back to where the person
/// was. Before any picture: the dashboard's dark glass with the door.
final class DoorbellScreen: Screen {
  private let camera: DoorbellCamera
  private let locale: DisplayLocale

  init(camera: DoorbellCamera, locale: DisplayLocale) {
    self.locale = locale
    self.camera = camera
    super.init(id: DoorbellCamera.route.screen)
  }

  private var u: Double { min(size.width, size.height) / 800 }
  private var capsule: Rect { Rect(x: 40 * u, y: 40 * u, width: 440 * u, height: 116 * u) }
  private var dismissButton: Rect {
    let d = 96 * u
    return Rect(x: size.width / 2 - d / 2, y: size.height - 40 * u - d, width: d, height: d)
  }

  override var elements: [Element] { [Element("doorbell.dismiss", dismissButton)] }

  override func state(_ key: String) -> String? {
    switch key {
    case "doorbell.picture": camera.picture.map { "\($0.pixelWidth)x\($0.pixelHeight)" } ?? "none"
    case "doorbell.ring": camera.lastRing.map { locale.time($0.wallTime) } ?? "none"
    default: nil
    }
  }

  override func gesture(_ gesture: Gesture) {
    guard case .tap(let p) = gesture, dismissButton.insetBy(-12 * u, -12 * u).contains(p) else { return }
    camera.dismiss()
  }

  /// Where the picture goes: covering the screen, centred, cropped.
  private func pictureRect(_ p: Surface) -> Rect {
    let w = Double(p.pixelWidth), h = Double(p.pixelHeight)
    let k = max(size.width / w, size.height / h)
    return Rect(x: (size.width - w * k) / 2, y: (size.height - h * k) / 2, width: w * k, height: h * k)
  }

  override func draw(_ canvas: Canvas) {
    let c = capsule
    let shape = Path.roundedRect(c, radius: c.height / 2)
    let strokeWidth = max(1, 1.2 * u)
    if let picture = camera.picture, let backdrop = camera.backdrop {
      // The picture, and the dashboard's frosted glass over it.
      let r = pictureRect(picture)
      canvas.fill(bounds, .black)
      canvas.withState {
        canvas.clip(bounds)
        canvas.draw(picture, in: r)
      }
      canvas.drawFrostedGlass(shape, backdrop: backdrop, backdropRect: r, tint: GridLayer.glassTint, stroke: GridLayer.glassStroke, strokeWidth: strokeWidth)
      RoundButton.draw(canvas, icon: .xmark, in: dismissButton, style: .glass, backdrop: backdrop, backdropRect: r)
    } else {
      canvas.fill(bounds, Color(hex: 0x1C1C1E))
      let side = 160 * u
      Icon.door.draw(canvas, in: Rect(x: size.width / 2 - side / 2, y: size.height / 2 - side * 0.8, width: side, height: side), color: Color(white: 1, alpha: 0.35))
      _ = canvas.drawText(
        "Waiting for the camera", TextStyle(family: "Inter", weight: .medium, size: 26 * u, color: Color(white: 1, alpha: 0.55)),
        at: Point(size.width / 2, size.height / 2 + side * 0.4), anchor: .top)
      canvas.fill(shape, GridLayer.glassTint)
      canvas.stroke(shape, GridLayer.glassStroke, width: strokeWidth)
      RoundButton.draw(canvas, icon: .xmark, in: dismissButton, style: .grey)
    }
    let bell = Rect(x: c.minX + 24 * u, y: c.midY - 34 * u, width: 68 * u, height: 68 * u)
    canvas.fill(Path.circle(center: bell.center, radius: bell.width / 2), Color(hex: 0xFFC53D))
    Icon.door.draw(canvas, in: bell.insetBy(16 * u, 16 * u), color: .black)
    let textX = bell.maxX + 20 * u
    let title = camera.lastRing?.name ?? camera.cameraName ?? "Doorbell"
    _ = canvas.drawText(title, TextStyle(family: "Inter", weight: .semibold, size: 32 * u, color: .white), at: Point(textX, c.midY - 4 * u), anchor: .bottomLeft)
    let subtitle = camera.lastRing.map { "Rang at \(locale.time($0.wallTime))" } ?? "Camera"
    _ = canvas.drawText(subtitle, TextStyle(family: "Inter", weight: .medium, size: 24 * u, color: Color(white: 1, alpha: 0.8)), at: Point(textX, c.midY + 4 * u))
  }

}
