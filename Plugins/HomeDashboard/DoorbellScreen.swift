import Art
import Basics
import Canvas
import HomeModel
import HouseholdStore
import Runtime

/// The doorbell camera full screen (`doorbell`): the latest picture, and in
/// the dashboard's glass a capsule with the camera's name and the time of
/// the ring, and a round dismiss button that goes back to where the person
/// was. Before any picture: the dashboard's dark glass with the door.
final class DoorbellScreen: Screen {
  private let camera: DoorbellCamera

  init(camera: DoorbellCamera) {
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
    case "doorbell.ring": camera.lastRing.map { Self.clockText($0.wallTime) } ?? "none"
    default: nil
    }
  }

  override func gesture(_ gesture: Gesture) {
    guard case .tap(let p) = gesture, dismissButton.insetBy(-12 * u, -12 * u).contains(p) else { return }
    camera.dismiss()
  }

  /// The dashboard's glass: a dark translucent fill under a thin light rim.
  static let glass = Color(white: 0.08, alpha: 0.55)
  static let rim = Color(white: 1, alpha: 0.3)

  override func draw(_ canvas: Canvas) {
    if let picture = camera.picture {
      canvas.fill(bounds, .black)
      canvas.draw(picture, in: bounds, mode: .fill)
    } else {
      canvas.fill(bounds, Color(hex: 0x1C1C1E))
      let side = 160 * u
      Icon.door.draw(canvas, in: Rect(x: size.width / 2 - side / 2, y: size.height / 2 - side * 0.8, width: side, height: side), color: Color(white: 1, alpha: 0.35))
      _ = canvas.drawText(
        "Waiting for the camera", TextStyle(family: "Inter", weight: .medium, size: 26 * u, color: Color(white: 1, alpha: 0.55)),
        at: Point(size.width / 2, size.height / 2 + side * 0.4), anchor: .top)
    }
    let c = capsule
    let shape = Path.roundedRect(c, radius: c.height / 2)
    canvas.fill(shape, Self.glass)
    canvas.stroke(shape, Self.rim, width: 1.5 * u)
    let bell = Rect(x: c.minX + 24 * u, y: c.midY - 34 * u, width: 68 * u, height: 68 * u)
    canvas.fill(Path.circle(center: bell.center, radius: bell.width / 2), Color(hex: 0xFFC53D))
    Icon.door.draw(canvas, in: bell.insetBy(16 * u, 16 * u), color: .black)
    let textX = bell.maxX + 20 * u
    let title = camera.lastRing?.name ?? camera.cameraName ?? "Doorbell"
    _ = canvas.drawText(title, TextStyle(family: "Inter", weight: .semibold, size: 32 * u, color: .white), at: Point(textX, c.midY - 4 * u), anchor: .bottomLeft)
    let subtitle = camera.lastRing.map { "Rang at \(Self.clockText($0.wallTime))" } ?? "Camera"
    _ = canvas.drawText(subtitle, TextStyle(family: "Inter", weight: .regular, size: 24 * u, color: Color(white: 1, alpha: 0.75)), at: Point(textX, c.midY + 4 * u))
    let b = dismissButton
    let circle = Path.circle(center: b.center, radius: b.width / 2)
    canvas.fill(circle, Self.glass)
    canvas.stroke(circle, Self.rim, width: 1.5 * u)
    Icon.xmark.draw(canvas, in: b.insetBy(30 * u, 30 * u), color: .white)
  }

  /// "10:09 AM".
  static func clockText(_ t: CivilTime) -> String {
    let h = t.hour % 12 == 0 ? 12 : t.hour % 12
    return "\(h):\(t.minute < 10 ? "0" : "")\(t.minute) \(t.hour < 12 ? "AM" : "PM")"
  }
}
