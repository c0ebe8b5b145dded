import Basics
import Canvas
import Glibc
import Testing

@testable import Runtime

/// A screen that paints one colour and logs what the loop asks of it.
@MainActor
final class ProbeScreen: Screen {
  let color: Color
  var log: [String] = []
  var animate = false
  var slowUpdate: Double = 0

  init(id: String, color: Color) {
    self.color = color
    super.init(id: id)
  }

  override var elements: [Element] { [Element("probe.button", Rect(x: 100, y: 100, width: 200, height: 100))] }
  override func update(_ time: FrameTime) -> Bool {
    log.append("update")
    if slowUpdate > 0 { usleep(useconds_t(slowUpdate * 1e6)) }
    if animate { setNeedsDisplay(Rect(x: 0, y: 0, width: 10, height: 10)) }
    return animate
  }
  override func draw(_ canvas: Canvas) {
    log.append("draw")
    canvas.fill(bounds, color)
  }
  override func gesture(_ gesture: Gesture) { log.append("gesture") }
  override func state(_ key: String) -> String? { key == "probe.color" ? "\(color.red)" : nil }
}

/// A test plugin providing probe screens, and logging the events it gets.
@MainActor
final class ProbePlugin: Plugin {
  typealias Settings = NoSettings
  static let manifest = PluginManifest(
    name: "probe", screens: ["red", "blue"].map { ScreenRoute(plugin: "probe", screen: $0) })
  static func settings(from section: ConfigNode?) throws(ConfigError) -> NoSettings { try NoSettings.decode(section) }

  let context: PluginContext
  var screens: [String: ProbeScreen] = [:]
  var lifecycle: [String] = []
  var pings: [Int] = []

  init(context: PluginContext, settings: NoSettings) { self.context = context }

  func makeScreen(id: String) -> Screen? {
    let s = ProbeScreen(id: id, color: id == "red" ? Color(red: 1, green: 0, blue: 0) : Color(red: 0, green: 0, blue: 1))
    screens[id] = s
    return s
  }
  func start() {
    lifecycle.append("start")
    context.subscribe(Ping.self) { [unowned self] e in
      pings.append(e.n)
      screens.values.forEach { $0.log.append("event") }
    }
  }
  func suspend() { lifecycle.append("suspend") }
  func resume() { lifecycle.append("resume") }
  func stop() { lifecycle.append("stop") }
}

@MainActor
func makeLoop(width: Int = 1280, height: Int = 800, refresh: Double = 60) -> (FrameLoop, ProbePlugin) {
  var options = FrameLoop.Options(width: width, height: height)
  options.refreshHz = refresh
  let loop = FrameLoop(options: options, audioOutput: SilentOutput())
  loop.add([try! PluginRegistration(ProbePlugin.self).configure(nil)])
  return (loop, loop.plugins[0].plugin as! ProbePlugin)
}

@MainActor
struct FrameLoopTests {
  @Test func phasesRunInOrderInputEventsUpdateRender() {
    let (loop, plugin) = makeLoop()
    #expect(loop.navigator.setRoot("red"))
    loop.runFrame(time: 0)
    let screen = plugin.screens["red"]!
    screen.log.removeAll()
    loop.bus.post(Ping(n: 7))
    screen.animate = true
    let t = 1.0 / 60
    loop.runFrame(
      time: t,
      touches: [
        TouchEvent(slot: 0, phase: .down, location: Point(10, 10), time: t),
        TouchEvent(slot: 0, phase: .up, location: Point(10, 10), time: t),
      ])
    #expect(screen.log == ["gesture", "event", "update", "draw"])
    #expect(plugin.pings == [7])
  }

  @Test func aStaticScreenDrawsNothing() {
    let (loop, _) = makeLoop()
    loop.navigator.setRoot("red")
    #expect(loop.runFrame(time: 0), "the first frame draws")
    var drawn = 0
    for i in 1...30 { if loop.runFrame(time: Double(i) / 60) { drawn += 1 } }
    #expect(drawn == 0)
    #expect(!loop.needsFrame)
    #expect(loop.budget.drawnFrames == 1)
  }

  @Test func animatingScreensRedrawOnlyTheirDamage() {
    let (loop, plugin) = makeLoop()
    loop.navigator.setRoot("red")
    loop.runFrame(time: 0)
    plugin.screens["red"]!.animate = true
    loop.runFrame(time: 1.0 / 60)
    #expect(loop.lastDamage.rects == [Rect(x: 0, y: 0, width: 10, height: 10)])
    #expect(loop.lastDamage.coverage < 0.001)
  }

  @Test func aMidCrossfadeFrameHoldsBothScreensAndNoBackground() {
    let (loop, _) = makeLoop(width: 320, height: 200)
    loop.navigator.setRoot("red")
    loop.runFrame(time: 0)
    loop.navigator.show("blue", transition: .crossfade)
    var t = 0.0
    var sawMix = false
    for _ in 0..<30 {
      t += 1.0 / 60
      loop.runFrame(time: t)
      for (x, y) in [(0, 0), (160, 100), (319, 199)] {
        let p = loop.backBuffer.pixel(x: x, y: y)
        #expect(p >> 24 == 0xFF, "fully opaque at every point of every frame (pixel \(String(p, radix: 16)))")
        let r = (p >> 16) & 0xFF, b = p & 0xFF
        #expect(r + b >= 0xFE, "only red and blue, never the background showing through")
        if r > 0x30 && b > 0x30 { sawMix = true }
      }
    }
    #expect(sawMix, "some frame shows both screens at once")
    #expect(loop.navigator.topID == "blue" && !loop.navigator.isTransitioning)
    #expect(loop.backBuffer.pixel(x: 5, y: 5) == 0xFF00_00FF)
  }

  @Test func aTransitionStartedDuringAnotherHoldsOnlyTwoSurfaces() {
    let (loop, _) = makeLoop(width: 320, height: 200)
    loop.navigator.setRoot("red")
    loop.runFrame(time: 0)
    loop.navigator.show("blue", transition: .crossfade)
    var t = 1.0 / 60
    loop.runFrame(time: t)
    // A third screen while red and blue still cross: blue goes out, red's
    // first surface has nothing left to show.
    loop.navigator.show("red", transition: .crossfade)
    for _ in 0..<3 {
      t += 1.0 / 60
      loop.runFrame(time: t)
      #expect(loop.transitionSurfaceCount == 2)
    }
    while loop.navigator.isTransitioning && t < 2 {
      t += 1.0 / 60
      loop.runFrame(time: t)
    }
    #expect(!loop.navigator.isTransitioning)
    #expect(loop.backBuffer.pixel(x: 5, y: 5) == 0xFFFF_0000, "the new red screen, whole")
    #expect(loop.transitionSurfaceCount == 2, "both kept for the next transition")
  }

  @Test func aTransitionsTwoSurfacesAreMadeAheadWhileTheCacheHasRoom() {
    let (loop, _) = makeLoop(width: 320, height: 200)
    loop.navigator.setRoot("red")
    #expect(loop.transitionSurfaceCount == 0)
    var t = 0.0
    for _ in 0..<4 {
      loop.runFrame(time: t)
      t += 1.0 / 60
    }
    #expect(loop.transitionSurfaceCount == 2, "both made before any screen change")
    loop.navigator.show("blue", transition: .crossfade)
    loop.runFrame(time: t)
    #expect(loop.transitionSurfaceCount == 2, "the change took the two made ahead")
    #expect(loop.cache.spareCount == 0)
  }

  @Test func noTransitionSurfaceIsMadeAheadWhereTheCacheHasNoRoom() {
    let (loop, _) = makeLoop(width: 320, height: 200)
    loop.cache.setBudget(320 * 200 * 4 + 100)
    loop.navigator.setRoot("red")
    var t = 0.0
    for _ in 0..<4 {
      loop.runFrame(time: t)
      t += 1.0 / 60
    }
    #expect(loop.transitionSurfaceCount == 1, "one fits, the second would evict")
  }

  @Test func aPoppedScreensBigPicturesLeaveTheCacheWithIt() {
    let (loop, plugin) = makeLoop()
    loop.navigator.setRoot("red")
    loop.runFrame(time: 0)
    loop.navigator.show("blue", transition: .crossfade)
    var t = 0.0
    func settle() {
      repeat {
        t += 1.0 / 60
        loop.runFrame(time: t)
      } while loop.navigator.isTransitioning
    }
    settle()
    let red = plugin.screens["red"]!, blue = plugin.screens["blue"]!
    for (key, side, owner) in [("big", 800.0, blue), ("small", 100, blue), ("both", 800, blue), ("both", 800, red)] {
      _ = loop.painter.picture(key, size: Size(side, side), scale: 1, for: owner, paint: { _ in })
    }
    loop.navigator.show("red", transition: .crossfade)
    settle()
    #expect(loop.cache.contains("big"), "covered, not gone")
    loop.navigator.back()
    settle()
    #expect(loop.cache.contains("big") && loop.navigator.top === blue)
    loop.navigator.back()
    settle()
    #expect(!loop.cache.contains("big"), "its screen is gone")
    #expect(loop.cache.contains("small") && loop.cache.contains("both"), "small, or another screen's too")
  }

  @Test func zoomFromRectGrowsTheTileWhileTheScreenBehindStaysDrawn() {
    let (loop, _) = makeLoop()  // 1 pt = 1 px
    loop.navigator.setRoot("red")
    loop.runFrame(time: 0)
    let tile = Rect(x: 40, y: 40, width: 80, height: 60)
    loop.navigator.show("blue", transition: .zoomFromRect(tile))
    loop.runFrame(time: 1.0 / 60)
    // Early on: blue only near the tile, red (not background) everywhere else.
    #expect(loop.backBuffer.pixel(x: 80, y: 70) & 0xFF > 0xC0, "the tile's middle shows the incoming screen")
    #expect(loop.backBuffer.pixel(x: 1000, y: 700) == 0xFFFF_0000, "far from the tile the outgoing screen is fully drawn")
    var t = 1.0 / 60
    while loop.navigator.isTransitioning && t < 3 {
      t += 1.0 / 60
      loop.runFrame(time: t)
    }
    #expect(!loop.navigator.isTransitioning && t < 2, "the spring settles")
    #expect(loop.backBuffer.pixel(x: 1000, y: 700) == 0xFF00_00FF)
  }

  @Test func backAndResetReturnThroughTheStack() {
    let (loop, _) = makeLoop()
    loop.navigator.setRoot("red")
    loop.navigator.show("blue", transition: .none)
    loop.navigator.show("red", transition: .none)
    #expect(loop.navigator.stack.map(\.id) == ["red", "blue", "red"])
    loop.navigator.back(transition: .none)
    #expect(loop.navigator.topID == "blue")
    loop.navigator.show("red", transition: .none)
    loop.navigator.resetToRoot(transition: .zoom)
    #expect(loop.navigator.stack.count == 1 && loop.navigator.isTransitioning)
    #expect(!loop.navigator.show("nowhere"), "an unknown screen id is refused, not crashed on")
  }

  @Test func hiddenPluginsAreSuspendedAndResumed() {
    let loop = FrameLoop(options: FrameLoop.Options(width: 320, height: 200), audioOutput: SilentOutput())
    loop.add([try! PluginRegistration(ProbePlugin.self).configure(nil), try! PluginRegistration(GreenPlugin.self).configure(nil)])
    let probe = loop.plugins[0].plugin as! ProbePlugin
    let green = loop.plugins[1].plugin as! GreenPlugin
    loop.navigator.setRoot("red")
    #expect(probe.lifecycle == ["start"])
    #expect(green.lifecycle == ["start", "suspend"])
    loop.navigator.show("green", transition: .none)
    #expect(probe.lifecycle == ["start", "suspend"])
    #expect(green.lifecycle == ["start", "suspend", "resume"])
    loop.navigator.back(transition: .crossfade)
    #expect(probe.lifecycle.last == "resume", "the incoming screen's plugin resumes at once")
    #expect(green.lifecycle.last == "resume", "the outgoing one stays awake while it is still drawn")
    for i in 1...40 { loop.runFrame(time: Double(i) / 60) }
    #expect(green.lifecycle.last == "suspend")
    loop.stop()
    #expect(probe.lifecycle.last == "stop" && green.lifecycle.last == "stop")
  }

  @Test func theBudgetAttributesTimeToTheSlowPluginAndCountsOverruns() {
    let (loop, plugin) = makeLoop(refresh: 200)  // a 5 ms budget
    loop.navigator.setRoot("red")
    loop.runFrame(time: 0)
    plugin.screens["red"]!.slowUpdate = 0.008
    for i in 1...3 { loop.runFrame(time: Double(i) / 200) }
    let probe = loop.budget.pluginTimes["probe"]!
    #expect(probe.percentile(0.5) >= 0.008)
    #expect(loop.budget.overruns >= 3)
    #expect(loop.budget.phaseTimes[.update]!.max >= 0.008)
    #expect(loop.budget.report().contains("plugin probe"))
    #expect(loop.bus.pending == 0, "headless runs measure overruns but post nothing")
  }

  @Test func userActivityIsPostedOncePerFrameWithTouches() {
    let (loop, _) = makeLoop()
    loop.navigator.setRoot("red")
    var activity = 0
    let s = loop.bus.subscribe(UserActivity.self) { _ in activity += 1 }
    let touches = (0..<5).map { TouchEvent(slot: 0, phase: $0 == 0 ? .down : .move, location: Point(10, 10 + Double($0)), time: 0) }
    loop.runFrame(time: 0, touches: touches)
    loop.runFrame(time: 1.0 / 60)
    loop.runFrame(time: 2.0 / 60)
    #expect(activity == 1)
    _ = s
  }

  @Test func elementsAndStateAreReachableForScripts() {
    let (loop, _) = makeLoop()
    loop.navigator.setRoot("red")
    loop.runFrame(time: 0)
    #expect(loop.element("probe.button")?.frame.center == Point(200, 150))
    #expect(loop.state("screen") == "red")
    #expect(loop.state("probe.color") == "1.0")
    #expect(loop.state("nope") == nil)
  }

  @Test func pointsScaleByTheShorterSide() {
    let (small, _) = makeLoop(width: 800, height: 480)
    #expect(small.scale == 0.6)
    #expect(abs(small.size.width - 1333.33) < 0.01 && small.size.height == 800)
    let (portrait, _) = makeLoop(width: 720, height: 1280)
    #expect(portrait.size.width == 800)
  }
}

@MainActor
final class GreenPlugin: Plugin {
  static let manifest = PluginManifest(name: "green", screens: [ScreenRoute(plugin: "green", screen: "green")])
  static func settings(from section: ConfigNode?) throws(ConfigError) -> NoSettings { try NoSettings.decode(section) }
  var lifecycle: [String] = []
  init(context: PluginContext, settings: NoSettings) {}
  func makeScreen(id: String) -> Screen? { ProbeScreen(id: id, color: Color(red: 0, green: 1, blue: 0)) }
  func start() { lifecycle.append("start") }
  func suspend() { lifecycle.append("suspend") }
  func resume() { lifecycle.append("resume") }
  func stop() { lifecycle.append("stop") }
}

@MainActor
struct TimerTests {
  @Test func timersFireInTheFirstFrameAtOrAfterTheirDeadlineAndCancelledOnesNever() {
    let (loop, _) = makeLoop()
    loop.navigator.setRoot("red")
    var fired: [String] = []
    loop.timers.schedule(at: 0.5) { fired.append("b") }
    loop.timers.schedule(at: 0.1) { fired.append("a") }
    let c = loop.timers.schedule(at: 0.2) { fired.append("cancelled") }
    c.cancel()
    #expect(loop.timers.nextDeadline == 0.1)
    loop.runFrame(time: 0.05)
    #expect(fired.isEmpty)
    loop.runFrame(time: 0.6)
    #expect(fired == ["a", "b"])
    #expect(loop.timers.nextDeadline == nil)
  }
}
