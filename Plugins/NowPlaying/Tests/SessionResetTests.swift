import Basics
import HomeModel
import HomeViewTesting
import NowPlaying
import Runtime
import Testing

/// The session reset (Sophie's avatar, in the home plugin) posts
/// `ResetSession`: the song goes back to 2:03 and plays.
@MainActor
struct SessionResetTests {
  static func session() throws -> TestSession {
    let s = try TestSession(registry: [PluginRegistration(NowPlayingPlugin.self)])
    try s.start(at: "nowplaying")
    return s
  }

  @Test func theSongReturnsToTheFixturesPosition() throws {
    let s = try Self.session()
    s.advance(4)
    try s.tap("nowplaying.forward")
    #expect(s.state("nowplaying.elapsed") == "137")
    s.loop.bus.post(ResetSession())
    s.step()
    #expect(s.state("nowplaying.elapsed") == "123")
    #expect(s.state("nowplaying.line") == "Me and you")
    #expect(s.state("nowplaying.playing") == "true")
  }

  @Test func aPausedSongIsPlayingAgainAfterTheReset() throws {
    let s = try Self.session()
    s.advance(0.5)
    try s.tap("nowplaying.play")
    #expect(s.state("nowplaying.playing") == "false")
    s.loop.bus.post(ResetSession())
    s.advance(1)
    #expect(s.state("nowplaying.playing") == "true")
    #expect(s.state("nowplaying.elapsed") == "123")
  }
}
