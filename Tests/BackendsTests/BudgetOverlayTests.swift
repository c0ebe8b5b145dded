import Backends
import Basics
import Canvas
import Foundation
import Testing

@testable import Runtime

/// A screen with a bar sliding along its bottom (damaging only the bar), over a
/// gradient drawn once.
@MainActor
final class SlidingBarScreen: Screen {
  var moving = true
  var x = 0.0
  override func update(_ time: FrameTime) -> Bool {
    guard moving else { return false }
    setNeedsDisplay(Rect(x: x, y: 700, width: 120, height: 40))
    x = (x + 7).truncatingRemainder(dividingBy: 1100)
    setNeedsDisplay(Rect(x: x, y: 700, width: 120, height: 40))
    return true
  }
  override func draw(_ canvas: Canvas) {
    canvas.fill(
      bounds,
      .linear(from: Point(0, 0), to: Point(0, bounds.height), stops: [GradientStop(0, Color(hex: 0x2B5876)), GradientStop(1, Color(hex: 0x4E4376))]))
    canvas.fill(Rect(x: x, y: 700, width: 120, height: 40), Color(hex: 0xFFD60A))
  }
}

@MainActor
final class SlidingBarPlugin: Plugin {
  typealias Settings = NoSettings
  static let manifest = PluginManifest(name: "slider", screens: [ScreenRoute(plugin: "slider", screen: "slider")])
  static func settings(from section: ConfigNode?) throws(ConfigError) -> NoSettings { try NoSettings.decode(section) }
  var screen: SlidingBarScreen?
  init(context: PluginContext, settings: NoSettings) {}
  func makeScreen(id: String) -> Screen? {
    let s = SlidingBarScreen(id: id)
    screen = s
    return s
  }
}

/// The frame-budget overlay over a headless frame loop.
@MainActor
struct BudgetOverlayTests {
  let loop: FrameLoop
  let display = HeadlessDisplay()
  let overlay: BudgetOverlay
  let plugin: SlidingBarPlugin

  init() {
    loop = FrameLoop(options: FrameLoop.Options(width: 1280, height: 800), audioOutput: SilentOutput())
    loop.display = display
    loop.add([try! PluginRegistration(SlidingBarPlugin.self).configure(nil)])
    loop.navigator.setRoot("slider")
    plugin = loop.plugins[0].plugin as! SlidingBarPlugin
    overlay = BudgetOverlay(budget: loop.budget.interval)
    loop.add(overlay: overlay)
    // Every clock reading 0.25 ms after the last: the same figures on any machine.
    var t = 0.0
    loop.budget.now = {
      t += 0.00025
      return t
    }
  }

  func frames(_ n: Int, from start: Int = 0) {
    for i in start..<(start + n) { loop.runFrame(time: Double(i) / 60) }
  }

  @Test func itShowsFPSPhasesAndPluginsOfTheLastHalfSecond() {
    frames(40)
    let r = overlay.reading
    #expect(r.fps == 60)
    #expect(r.phaseMilliseconds.allSatisfy { $0 > 0 })
    #expect(r.pluginShares.map(\.name).contains("slider"))
    #expect(r.pluginShares.map(\.name).contains("overlay"), "its own cost is in its list")
  }

  @Test func itDamagesOnlyItsOwnRectangle() {
    frames(40)
    let corner = overlay.frame(in: loop.size)
    // A frame where only the bar moved: the overlay is not in the damage.
    var sawBarOnly = false
    var sawOverlay = false
    for i in 40..<100 {
      loop.runFrame(time: Double(i) / 60)
      let hitsCorner = loop.lastDamage.rects.contains { $0.intersects(corner) }
      if hitsCorner {
        sawOverlay = true
        #expect(loop.lastDamage.rects.contains(corner), "the overlay redraws its whole rect")
        #expect(loop.lastDamage.area <= corner.area + 127 * 41 * 2, "and nothing of the screen under it")
      } else {
        sawBarOnly = true
      }
    }
    #expect(sawBarOnly && sawOverlay)
  }

  @Test func onAStaticScreenItSettlesAndStopsAskingForFrames() {
    frames(40)
    plugin.screen!.moving = false
    var drawn = 0
    for i in 40..<(60 * 4) {
      let t = Double(i) / 60
      // A real-time loop runs a frame only when one is wanted.
      let timerDue = loop.timers.nextDeadline.map { t >= $0 } ?? false
      guard loop.needsFrame || timerDue else { continue }
      if loop.runFrame(time: t) { drawn += 1 }
    }
    #expect(overlay.reading.fps == 0, "the last reading shows the screen idle")
    #expect(drawn <= 4, "a few overlay redraws, then nothing (\(drawn))")
    #expect(!loop.needsFrame)
    #expect(loop.timers.nextDeadline == nil)
  }

  @Test func itMatchesItsGoldenOnTheHeadlessBackend() throws {
    frames(40)
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("homeview-overlay-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let actual = dir + "/overlay-1280x800.png"
    try display.writePNG(to: actual)
    let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().path + "/Goldens/overlay-1280x800.png"
    if ProcessInfo.processInfo.environment["HOMEVIEW_RECORD_GOLDENS"] == "1" {
      _ = try? FileManager.default.removeItem(atPath: golden)
      try FileManager.default.copyItem(atPath: actual, toPath: golden)
      return
    }
    let a = try Surface.load(path: actual), g = try Surface.load(path: golden)
    #expect(a.pixelWidth == g.pixelWidth && a.pixelHeight == g.pixelHeight)
    var off = 0
    a.withPixels { pa, rowA in
      g.withPixels { pg, rowG in
        for y in 0..<a.pixelHeight {
          for x in 0..<a.pixelWidth {
            let p = pa[y * rowA + x], q = pg[y * rowG + x]
            var worst = 0
            for shift: UInt32 in [0, 8, 16] {
              let d = abs(Int((p >> shift) & 255) - Int((q >> shift) & 255))
              worst = max(worst, d)
            }
            if worst > 8 { off += 1 }
          }
        }
      }
    }
    #expect(Double(off) / Double(a.pixelWidth * a.pixelHeight) <= 0.002, "\(off) pixels differ from \(golden); actual: \(actual)")
  }
}
