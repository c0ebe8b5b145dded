import Backends
import Basics
import Canvas
import Faces
import Foundation
import HomeModel
import HomeViewTesting
import Runtime
import Settings
import Testing

/// On-device calibration, headless: a touchscreen whose readings are skewed,
/// scaled, shifted and turned a quarter and a bit against the panel, on a
/// Touch Display 2 used landscape (rotation 90), calibrated by scripted
/// touches; the fitted matrix must take every panel corner back to itself
/// within a pixel.
@MainActor
struct CalibrationTests {
  let registry = [PluginRegistration(FacesPlugin.self), PluginRegistration(SettingsPlugin.self)]

  /// The broken touchscreen: its reading for a finger at a normalised panel
  /// position. Turned 93° against the panel, x scaled by 0.94 and y by 1.01,
  /// sheared and shifted.
  static let hardware = CalibrationMatrix([-0.05, -1.01, 1.03, 0.94, -0.055, 0.03])

  func session(panel: (Int, Int) = (720, 1280), rotation: Int = 90) throws -> TestSession {
    var options = TestSession.Options()
    options.panel = panel
    options.rotation = rotation
    return try TestSession(registry: registry, options: options)
  }

  /// Where a finger on `target` (points) arrives, through the skewed
  /// hardware, the matrix in use and the rotation.
  func arrival(of target: Point, in t: TestSession, current: CalibrationMatrix = .identity, rotation: Int = 90) -> Point {
    let size = t.loop.size
    let r = PanelRotation(rotation)
    let panel = r.panel(logical: Point(target.x / size.width, target.y / size.height))
    let l = r.logical(panel: current.apply(Self.hardware.apply(panel)))
    return Point(l.x * size.width, l.y * size.height)
  }

  /// A held touch: down, a few samples jittering by up to 2 pt, up.
  func hold(at p: Point, wander: Point = .zero) -> String {
    let jitter = [Point(1.5, -1), Point(-2, 0.5), Point(0.5, 2), Point(-1, -1.5)]
    var lines = ["touch-down 0 \(p.x) \(p.y)", "wait 0.05"]
    for (i, j) in jitter.enumerated() {
      let w = wander * (Double(i + 1) / Double(jitter.count))
      lines += ["touch-move 0 \(p.x + j.x + w.x) \(p.y + j.y + w.y)", "wait 0.05"]
    }
    lines += ["touch-up 0", "wait 0.1"]
    return lines.joined(separator: "\n")
  }

  @Test func theFitRecoversASkewedRotatedTouchscreenWithinAPixelAtTheCorners() throws {
    let t = try session()
    defer { t.stop() }
    try t.open("calibrate")
    #expect(t.state("calibrate.step") == "1/5")
    let size = t.loop.size
    for (i, target) in CalibrationRun.targets.enumerated() {
      let p = arrival(of: Point(target.x * size.width, target.y * size.height), in: t)
      if i == 2 {
        // A finger that slides 40 pt while held is asked again.
        try t.run(hold(at: p, wander: Point(40, 25)))
        #expect(t.state("calibrate.step") == "3/5")
        #expect(t.state("calibrate.retries") == "1")
      }
      try t.run(hold(at: p))
    }
    #expect(t.state("calibrate.step") == "check")
    let check = CalibrationRun.checkTarget
    try t.run(hold(at: arrival(of: Point(check.x * size.width, check.y * size.height), in: t)))
    let error = try #require(Double(t.state("calibrate.checkError") ?? ""))
    #expect(error < 0.5, "the check tap lands on its cross")
    try t.tap("calibrate.save")
    #expect(t.state("calibrate.step") == "saved")

    // Saved to settings.json and in force in the running session.
    let saved = try String(contentsOfFile: t.dataFolder + "/settings.json", encoding: .utf8)
    #expect(saved.contains("\"calibration\""))
    let matrix = CalibrationMatrix(t.session.config.panel.calibration)
    #expect(t.session.device.calibration == matrix.values)
    // Every panel corner, through the hardware and the new matrix, lands on itself.
    for corner in [Point(0, 0), Point(719, 0), Point(0, 1279), Point(719, 1279), Point(360, 640)] {
      let q = Point(corner.x / 720, corner.y / 1280)
      let landed = matrix.apply(Self.hardware.apply(q))
      #expect(abs(landed.x - q.x) * 720 < 1 && abs(landed.y - q.y) * 1280 < 1, "corner \(corner) lands at \(landed.x * 720), \(landed.y * 1280)")
    }
  }

  @Test func aSecondCalibrationStartsFromTheRawReadingsNotTheOldMatrix() throws {
    let t = try session(panel: (800, 480), rotation: 180)
    defer { t.stop() }
    let size = t.loop.size
    // A first, deliberately wrong matrix is in force.
    let wrong = CalibrationMatrix([1.1, 0.02, -0.04, 0.01, 0.9, 0.05])
    #expect(t.session.device.setCalibration(wrong.values) == nil)
    t.advance(0.1)
    #expect(t.session.device.calibration == wrong.values)
    try t.open("calibrate")
    for target in CalibrationRun.targets {
      try t.run(hold(at: arrival(of: Point(target.x * size.width, target.y * size.height), in: t, current: wrong, rotation: 180)))
    }
    #expect(t.state("calibrate.step") == "check")
    try t.run(hold(at: arrival(of: Point(0.3 * size.width, 0.7 * size.height), in: t, current: wrong, rotation: 180)))
    try t.tap("calibrate.save")
    let matrix = CalibrationMatrix(t.session.device.calibration)
    for corner in [Point(0, 0), Point(799, 0), Point(0, 479), Point(799, 479)] {
      let q = Point(corner.x / 800, corner.y / 480)
      let landed = matrix.apply(Self.hardware.apply(q))
      #expect(abs(landed.x - q.x) * 800 < 1 && abs(landed.y - q.y) * 480 < 1)
    }
  }

  @Test func cancelLeavesTheMatrixAsItWas() throws {
    let t = try session()
    defer { t.stop() }
    try t.open("calibrate")
    try t.tap("calibrate.target")
    try t.tap("calibrate.cancel")
    #expect(t.screen == TestSession.baseScreenID)
    #expect(t.session.device.calibration == [1, 0, 0, 0, 1, 0])
    #expect(!FileManager.default.fileExists(atPath: t.dataFolder + "/settings.json"))
  }

  /// The calibration's rotation is the display's: the same turn the backend
  /// copies pixels and touches with.
  @Test(arguments: [0, 90, 180, 270]) func panelRotationMatchesTheBackendsTransform(degrees: Int) {
    let transform = PanelTransform(rotation: degrees, panelWidth: 720, panelHeight: 1280)
    let rotation = PanelRotation(degrees)
    for p in [Point(0, 0), Point(100, 900), Point(719, 1279), Point(360, 20)] {
      let logical = transform.logicalPoint(panelX: p.x, panelY: p.y)
      let n = rotation.logical(panel: Point(p.x / 720, p.y / 1280))
      #expect(abs(n.x * Double(transform.logicalWidth) - logical.x) < 1e-9)
      #expect(abs(n.y * Double(transform.logicalHeight) - logical.y) < 1e-9)
      let back = rotation.panel(logical: n)
      #expect(abs(back.x - p.x / 720) < 1e-12 && abs(back.y - p.y / 1280) < 1e-12)
    }
  }
}
