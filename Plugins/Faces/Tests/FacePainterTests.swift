import Backends
import Basics
import Canvas
import Faces
import Glibc
import HomeModel
import HouseholdStore
import Runtime
import Synchronization
import Testing

/// The face is painted on the painter: with painter threads the frame thread
/// never waits for it (the dark placeholder shows, then the face arrives with
/// its damage); headless runs paint it at once; both give the same face.
@MainActor
struct FacePainterTests {
  func loop(
    painterThreads: Int, clock: Clock = Clock(.fixed(.demo)), idle: IdlePolicy = IdlePolicy(), face: String? = nil
  ) throws -> FrameLoop {
    var options = FrameLoop.Options(width: 640, height: 400)
    options.painterThreads = painterThreads
    options.clock = clock
    let loop = FrameLoop(options: options, audioOutput: SilentOutput())
    HouseholdStore.install(in: loop, household: try Household.fixture)
    loop.provide(idle)
    loop.provide(DisplayLocale())
    let settings = try face.map { try ConfigNode.parse(#"{"current": "\#($0)"}"#, file: "test") }
    loop.add([try PluginRegistration(FacesPlugin.self).configure(settings)])
    #expect(loop.navigator.setRoot("face"))
    return loop
  }

  func pixels(_ s: Surface) -> [UInt32] {
    s.withPixels { p, row in (0..<s.pixelHeight).flatMap { y in (0..<s.pixelWidth).map { p[y * row + $0] } } }
  }

  @Test func theFaceArrivesFromThePainterAsTheInlineRunPaintsIt() throws {
    let inline = try loop(painterThreads: 0)
    defer { inline.stop() }
    inline.runFrame(time: 1 / 60)
    #expect(inline.painter.pendingJobs == 0, "headless: painted at once")
    let expected = pixels(inline.backBuffer)

    let threaded = try loop(painterThreads: 1)
    defer { threaded.stop() }
    threaded.runFrame(time: 1 / 60)
    let placeholder = pixels(threaded.backBuffer)
    #expect(placeholder.allSatisfy { $0 == 0xFF00_0000 }, "the dark placeholder, not a wait")
    var frame = 1
    while threaded.painter.pendingJobs > 0, frame < 600 {
      usleep(10_000)
      frame += 1
      threaded.runFrame(time: Double(frame) / 60)
    }
    #expect(threaded.painter.pendingJobs == 0, "the face arrived within 6 s")
    threaded.runFrame(time: Double(frame + 1) / 60)
    #expect(pixels(threaded.backBuffer) == expected)
  }

  /// The sleep window's minute turns while the painter is busy (a slow Pi, a
  /// board under load): the ambient face that takes over shows the face's
  /// minute before, dimmed, not the black placeholder a woken panel would
  /// light up with; the new minute's picture, asked for by the face in the
  /// crossfade, is handed to the ambient face and painted once. A face
  /// drawing live state (home-glass) too.
  @Test(arguments: ["dad-son", "home-glass"])
  func theAmbientFaceTakingOverAtANewMinuteShowsTheMinuteBeforeWhileThePainterIsBusy(face: String) throws {
    let start = CivilTime(year: 2026, month: 4, day: 1, hour: 23, minute: 30, second: 58)
    let loop = try loop(
      painterThreads: 1, clock: Clock(.simulated(start: start)), idle: IdlePolicy(sleepFrom: 23 * 60, sleepTo: 7 * 60), face: face)
    defer { loop.stop() }
    var t = 0.0
    func frame() {
      t += 1.0 / 60
      loop.runFrame(time: t)
    }
    frame()
    // 23:30's face arrives (seconds of frame time stand still while it paints).
    for _ in 0..<600 where loop.painter.pendingJobs > 0 {
      usleep(10_000)
      loop.runFrame(time: t)
    }
    #expect(loop.painter.pendingJobs == 0, "23:30's face arrived within 6 s")
    frame()
    #expect(loop.navigator.topID == "face")
    let painted = loop.painter.jobsRun

    // The painter is held busy; the minute turns and the ambient face takes over.
    let busy = PainterGate()
    loop.painter.paint({ busy.hold() }, done: { _ in })
    while t < 3 { frame() }
    #expect(loop.navigator.topID == "ambient")
    #expect(!loop.navigator.isTransitioning)
    let black = pixels(loop.backBuffer).filter { $0 == 0xFF00_0000 }.count
    #expect(black < 640 * 400 / 10, "the minute before stands in: \(black) of \(640 * 400) pixels black")

    busy.release()
    for _ in 0..<600 where loop.painter.pendingJobs > 0 {
      usleep(10_000)
      frame()
    }
    #expect(loop.painter.pendingJobs == 0)
    #expect(loop.painter.jobsRun == painted + 2, "the hold and 23:31's face, painted once")
  }
}

/// A painter job that holds the painter's thread until `release`.
private final class PainterGate: Sendable {
  private let open = Atomic<Bool>(false)
  func hold() -> Bool {
    while !open.load(ordering: .acquiring) { usleep(1000) }
    return true
  }
  func release() { open.store(true, ordering: .releasing) }
}
