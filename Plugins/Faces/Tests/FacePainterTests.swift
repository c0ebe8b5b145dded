import Backends
import Basics
import Canvas
import Faces
import Glibc
import HomeModel
import HouseholdStore
import Runtime
import Testing

/// The face is painted on the painter: with painter threads the frame thread
/// never waits for it (the dark placeholder shows, then the face arrives with
/// its damage); headless runs paint it at once; both give the same face.
@MainActor
struct FacePainterTests {
  func loop(painterThreads: Int) throws -> FrameLoop {
    var options = FrameLoop.Options(width: 640, height: 400)
    options.painterThreads = painterThreads
    let loop = FrameLoop(options: options, audioOutput: SilentOutput())
    HouseholdStore.install(in: loop, household: try Household.fixture)
    loop.provide(IdlePolicy())
    loop.provide(DisplayLocale())
    loop.add([try PluginRegistration(FacesPlugin.self).configure(nil)])
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
}
