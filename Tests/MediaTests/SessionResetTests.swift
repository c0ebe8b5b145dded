import Backends
import HomeModel
import Runtime
import Testing

@testable import NowPlaying
@testable import Recipe

/// The session reset (Sophie's avatar, in the home plugin) posts
/// `ResetSession`: the song goes back to 2:03 and the recipe to step 1.
@MainActor
struct SessionResetTests {
  let loop: FrameLoop
  var time = 0.0

  init() throws {
    loop = FrameLoop(options: FrameLoop.Options(width: 1280, height: 800), audioOutput: SilentOutput())
    loop.provide(try Household.fixture)
    loop.add([
      try PluginRegistration(NowPlayingPlugin.self).configure(nil),
      try PluginRegistration(RecipePlugin.self).configure(nil),
    ])
  }

  mutating func run(seconds: Double) {
    for _ in 0..<Int((seconds * 60).rounded()) {
      time += 1.0 / 60
      loop.runFrame(time: time)
    }
  }

  mutating func tap(_ id: String) throws {
    let p = try #require(loop.element(id)).frame.center
    time += 1.0 / 60
    loop.runFrame(time: time, touches: [TouchEvent(slot: 0, phase: .down, location: p, time: time)])
    time += 1.0 / 60
    loop.runFrame(time: time, touches: [TouchEvent(slot: 0, phase: .up, location: p, time: time)])
  }

  @Test mutating func theSongReturnsToTheFixturesPosition() throws {
    loop.navigator.setRoot("nowplaying")
    run(seconds: 4)
    try tap("nowplaying.forward")
    #expect(loop.state("nowplaying.elapsed") == "137")
    loop.bus.post(ResetSession())
    run(seconds: 1.0 / 60)
    #expect(loop.state("nowplaying.elapsed") == "123")
    #expect(loop.state("nowplaying.line") == "Me and you")
    #expect(loop.state("nowplaying.playing") == "true")
  }

  @Test mutating func aPausedSongIsPlayingAgainAfterTheReset() throws {
    loop.navigator.setRoot("nowplaying")
    run(seconds: 0.5)
    try tap("nowplaying.play")
    #expect(loop.state("nowplaying.playing") == "false")
    loop.bus.post(ResetSession())
    run(seconds: 1)
    #expect(loop.state("nowplaying.playing") == "true")
    #expect(loop.state("nowplaying.elapsed") == "123")
  }

  @Test mutating func theRecipeReturnsToStepOne() throws {
    loop.navigator.setRoot("recipe.steps")
    run(seconds: 0.1)
    try tap("recipe.steps.next")
    try tap("recipe.steps.next")
    run(seconds: 0.6)
    #expect(loop.state("recipe.step") == "3")
    loop.bus.post(ResetSession())
    run(seconds: 0.1)
    loop.navigator.setRoot("recipe.steps")
    run(seconds: 0.1)
    #expect(loop.state("recipe.step") == "1")
  }
}
