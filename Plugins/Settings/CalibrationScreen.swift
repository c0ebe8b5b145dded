import Basics
import Canvas
import HomeModel
import Runtime
import Widgets

/// Full-screen touch calibration: a cross at each of five points, each
/// touched and held (the median of the touch's samples counts; a touch that
/// wanders is asked again); an affine fit of the raw readings into libinput's
/// 2×3 matrix on top of the panel's rotation; a check step where one more tap
/// shows where touches will land; then Save writes the matrix to the data
/// folder's settings, which applies it at once.
final class CalibrationScreen: Screen {
  enum Phase: Equatable {
    case touching
    /// All five touched: tap the check cross (`landing` is where that tap lands with the new matrix).
    case check(landing: Point?)
    case saved
  }

  /// Script lines that touch every target (the conformance suite's prefix).
  static let touchAllTargets = String(repeating: "tap @calibrate.target\n", count: CalibrationRun.targets.count)

  unowned let plugin: SettingsPlugin
  private let controls = Controls()
  private(set) var run: CalibrationRun?
  private(set) var phase = Phase.touching
  private(set) var fitted: CalibrationMatrix?
  /// Touches asked again because they wandered.
  private(set) var retries = 0
  private var message = ""
  /// The samples of the touch in progress (nil: the finger went down on a button).
  private var samples: [Point]?
  private var unit: Double { max(0.5, min(size.width, size.height) / 800) }

  init(plugin: SettingsPlugin) {
    self.plugin = plugin
    super.init(id: ScreenRoute.calibrate.screen)
  }

  override func layout() {
    restart()
  }

  /// From the first target again, against the matrix in use now.
  private func restart() {
    let device = plugin.device
    run = CalibrationRun(rotation: device.panel.rotation, current: device.calibration, size: size)
    phase = .touching
    fitted = nil
    message = ""
    layoutControls()
    setNeedsDisplay()
  }

  private var targetPoint: Point? {
    switch phase {
    case .touching: return run?.nextTarget
    case .check: return run?.point(CalibrationRun.checkTarget)
    case .saved: return nil
    }
  }

  private func layoutControls() {
    controls.removeAll()
    let u = unit
    if let t = targetPoint {
      // The cross is the element scripts tap; a touch anywhere counts for it.
      let id = phase == .touching ? "calibrate.target" : "calibrate.check"
      controls.add(id, Rect(center: t, size: Size(60 * u, 60 * u))) {}
    }
    let button = Size(180 * u, 52 * u)
    let bottom = size.height - 56 * u
    switch phase {
    case .touching, .check(nil):
      controls.add("calibrate.cancel", Rect(center: Point(size.width / 2, bottom), size: button)) { [unowned self] in plugin.leave() }
    case .check:
      controls.add("calibrate.again", Rect(center: Point(size.width / 2 - 110 * u, bottom), size: button)) { [unowned self] in
        restart()
      }
      controls.add("calibrate.save", Rect(center: Point(size.width / 2 + 110 * u, bottom), size: button)) { [unowned self] in save() }
    case .saved:
      controls.add("calibrate.done", Rect(center: Point(size.width / 2, bottom), size: button)) { [unowned self] in plugin.leave() }
    }
  }

  private func save() {
    guard let fitted else { return }
    if let problem = plugin.device.setCalibration(fitted.values) {
      message = problem
    } else {
      phase = .saved
      message = ""
    }
    layoutControls()
    setNeedsDisplay()
  }

  // MARK: touches

  override func touch(_ event: TouchEvent) -> Bool {
    let buttons = ["calibrate.cancel", "calibrate.again", "calibrate.save", "calibrate.done"]
    switch event.phase {
    case .down:
      let hit = controls.control(at: event.location)
      samples = hit.map { buttons.contains($0.id) } == true ? nil : [event.location]
      if let r = controls.track(event) { setNeedsDisplay(r) }
    case .move:
      samples?.append(event.location)
      if let r = controls.track(event) { setNeedsDisplay(r) }
    case .up:
      let pressed = controls.pressedID
      if let r = controls.track(event) { setNeedsDisplay(r) }
      if var s = samples {
        s.append(event.location)
        samples = nil
        touched(s)
      } else if let pressed, let c = controls.control(at: event.location), c.id == pressed {
        plugin.context.audio.click()
        c.action()
      }
    case .cancel:
      samples = nil
      if let r = controls.track(event) { setNeedsDisplay(r) }
    }
    return true
  }

  /// One whole touch (its samples as they arrived) aimed at the current cross.
  private func touched(_ samples: [Point]) {
    guard var current = run, targetPoint != nil else { return }
    guard let at = CalibrationRun.steadyMedian(samples) else {
      retries += 1
      message = "That touch moved. Touch the cross and hold still."
      setNeedsDisplay()
      return
    }
    message = ""
    plugin.context.audio.click()
    switch phase {
    case .touching:
      current.record(arrivedAt: at)
      run = current
      if current.isComplete {
        if let m = current.fitted {
          fitted = m
          phase = .check(landing: nil)
        } else {
          restart()
          message = "Those touches do not fit together. Once more, from the first cross."
        }
      }
    case .check:
      if let fitted { phase = .check(landing: current.landing(arrivedAt: at, with: fitted)) }
    case .saved: break
    }
    layoutControls()
    setNeedsDisplay()
  }

  override var elements: [Element] { controls.elements }

  override func state(_ key: String) -> String? {
    switch key {
    case "calibrate.step":
      switch phase {
      case .touching: return "\((run?.raw.count ?? 0) + 1)/\(CalibrationRun.targets.count)"
      case .check: return "check"
      case .saved: return "saved"
      }
    case "calibrate.retries": return String(retries)
    case "calibrate.matrix": return (fitted ?? CalibrationMatrix(plugin.device.calibration)).values.map { fmt($0, decimals: 4) }.joined(separator: " ")
    case "calibrate.checkError": return checkError.map { fmt($0, decimals: 1) } ?? "-"
    default: return nil
    }
  }

  /// How far the check tap landed from the check cross, in points.
  private var checkError: Double? {
    guard case .check(let landing?) = phase, let target = targetPoint else { return nil }
    return landing.distance(to: target)
  }

  // MARK: drawing

  override func draw(_ canvas: Canvas) {
    let u = unit
    canvas.fill(bounds, Color(hex: 0x0B0B0F))
    let white = Color(white: 1), dimmed = Color(white: 1, alpha: 0.6)
    let title: String, detail: String
    switch phase {
    case .touching:
      title = "Touch the centre of the cross"
      detail = "and hold still for a moment · \(state("calibrate.step") ?? "")"
    case .check(nil):
      title = "Check: touch the green cross"
      detail = "This touch uses the new calibration"
    case .check(let landing?):
      let off = checkError ?? 0
      title = off <= 6 ? "Touches land where you touch" : "That landed \(fmt(off, decimals: 0)) pt off"
      detail = "\(fmt(off, decimals: 1)) pt from the cross · Save, or calibrate again"
      drawCross(canvas, at: landing, color: Color(hex: 0xFF9F0A), arm: 10 * u)
    case .saved:
      title = "Calibration saved"
      detail = "Touches now go through the new matrix"
    }
    canvas.drawText(title, TextStyle(weight: .semibold, size: 30 * u, color: white), at: Point(size.width / 2, size.height * 0.3), anchor: .center)
    canvas.drawText(detail, TextStyle(size: 19 * u, color: dimmed), at: Point(size.width / 2, size.height * 0.3 + 36 * u), anchor: .center)
    if !message.isEmpty {
      canvas.drawText(message, TextStyle(weight: .medium, size: 19 * u, color: Color(hex: 0xFF6961)),
        at: Point(size.width / 2, size.height * 0.3 + 70 * u), anchor: .center)
    }
    if let t = targetPoint {
      let color = phase == .touching ? white : Color(hex: 0x30D158)
      canvas.stroke(Path.circle(center: t, radius: 18 * u), color, width: 2 * u)
      drawCross(canvas, at: t, color: color, arm: 30 * u)
    }
    for c in controls.controls where c.id != "calibrate.target" && c.id != "calibrate.check" {
      let primary = c.id == "calibrate.save" || c.id == "calibrate.done"
      let pressed = controls.pressedID == c.id
      let fill = primary ? Color(hex: pressed ? 0x0060DF : 0x0A84FF) : Color(white: pressed ? 0.32 : 0.22)
      canvas.fill(Path.roundedRect(c.frame, radius: c.frame.height / 2), fill)
      let name = ["calibrate.cancel": "Cancel", "calibrate.again": "Again", "calibrate.save": "Save", "calibrate.done": "Done"][c.id] ?? ""
      canvas.drawText(name, TextStyle(weight: .semibold, size: 20 * u, color: white), at: c.frame.center, anchor: .center)
    }
  }

  private func drawCross(_ canvas: Canvas, at p: Point, color: Color, arm: Double) {
    var path = Path()
    path.move(to: Point(p.x - arm, p.y))
    path.line(to: Point(p.x + arm, p.y))
    path.move(to: Point(p.x, p.y - arm))
    path.line(to: Point(p.x, p.y + arm))
    canvas.stroke(path, color, width: 2 * unit, cap: .butt)
  }
}
