import Backends
import Testing

@testable import Runtime

/// `hold` runs a frame at the script's current time: what arrived since
/// lands, and the clock, the timers and the script stay where they were.
@MainActor
struct ScriptHoldTests {
  @Test func aHeldFrameLandsWhatArrivedWithoutMovingTheClock() throws {
    var options = FrameLoop.Options(width: 320, height: 200)
    options.painterThreads = 1
    let loop = FrameLoop(options: options, audioOutput: SilentOutput())
    defer { loop.stop() }
    let display = HeadlessDisplay()
    loop.display = display
    let runner = ScriptRunner(loop: loop, display: display, outputFolder: "/tmp")
    try runner.run(try GestureScript.parse("wait 0.1", file: "hold"))
    let frame = runner.frame, time = loop.frameTime.time, frames = loop.budget.frames
    var fired = false
    let timer = loop.timers.schedule(at: time + 1.0 / 60, owner: "probe") { fired = true }
    defer { timer.cancel() }
    var result: Int?
    loop.painter.paint({ 6 * 7 }, done: { result = $0 })
    for _ in 0..<2000 where result == nil { runner.hold() }
    #expect(result == 42, "the painter's result landed in a held frame")
    #expect(runner.frame == frame && loop.frameTime.time == time, "the script's clock stood still")
    #expect(loop.budget.frames > frames, "frames ran")
    #expect(!fired, "no timer came due")
    runner.step()
    #expect(fired, "the next step moves on")
  }
}
