import Basics
import Foundation
import HomeModel
import HomeViewTesting
import HouseholdStore
import PluginRegistry
import Runtime
import Testing

/// HomeView against a real mpd, as a phone's MPD client hands music to it:
/// the song's metadata, cover and lyrics, its progress, the controls (read
/// back from MPD's status), and MPD restarting. Real time: MPD lives in it.
@MainActor
@Suite(.serialized)
struct MPDProviderTests {
  static func session(_ server: MusicServer, start: String? = nil) throws -> TestSession {
    let config = server.folder + "/homeview.json"
    let mpd = #"{"host": "127.0.0.1", "port": \#(server.port), "musicFolder": "\#(server.music)"}"#
    try #"{"providers": {"mpd": \#(mpd)}}"#.write(toFile: config, atomically: true, encoding: .utf8)
    var options = TestSession.Options()
    options.config = .file(config)
    let s = try TestSession(registry: PluginRegistry.all, options: options)
    if let start { try s.start(at: start) }
    return s
  }

  static func skipReason() -> String? {
    guard let why = MusicServer.unavailable else { return nil }
    print("MPDProviderTests: skipped: \(why)")
    return why
  }

  @Test func theSongItsCoverItsLyricsAndTheControls() throws {
    if Self.skipReason() != nil { return }
    let server = try MusicServer()
    defer { server.stop() }
    try server.queueAndPlay()
    let s = try Self.session(server)
    defer { s.stop() }
    let store = s.session.store
    let talk = try MPDTalk(port: server.port)

    let arrived = s.runInRealTime(seconds: 10) { store.household.song.title == "Tide" }
    #expect(arrived.done, "song: \(store.household.song.title)")
    let song = store.household.song
    #expect(song.artist == MusicServer.artist)
    #expect(song.album == MusicServer.album)
    #expect(abs(song.duration - 40) < 0.1)
    #expect(song.isPlaying == true)
    #expect(store.hasPlayer)
    let cover = try Data(contentsOf: URL(fileURLWithPath: server.music + "/Test Band/cover.png"))
    #expect(song.cover?.bytes == [UInt8](cover))
    #expect(song.lyrics.map(\.at) == [1, 3, 6, 9])
    #expect(song.lyrics.map(\.text) == ["Waves come in", "Salt and foam", "Waves go out", "Salt and foam"])
    #expect(store.queue.entries.map(\.title) == ["Tide", "Ebb", "Swell"])
    #expect(store.queue.current == 0)

    // Pause and play: MPD's own status says so, and the song reports it.
    store.control(.pause)
    #expect(s.runInRealTime(seconds: 5) { store.household.song.isPlaying == false }.done)
    #expect(try talk.status()["state"] == "pause")
    store.control(.play)
    #expect(s.runInRealTime(seconds: 5) { store.household.song.isPlaying == true }.done)
    #expect(try talk.status()["state"] == "play")

    // Seek: MPD is at 25 s, and so is the song's reported position.
    store.control(.seek(25))
    #expect(s.runInRealTime(seconds: 5) { abs(store.household.song.elapsed - 25) < 1 }.done, "at \(store.household.song.elapsed)")
    #expect(abs((Double(try talk.status()["elapsed"] ?? "") ?? 0) - 25) < 1.5)

    // Next and previous, and playing an entry of the queue by its id.
    store.control(.next)
    #expect(s.runInRealTime(seconds: 5) { store.household.song.title == "Ebb" }.done)
    #expect(try talk.status()["song"] == "1")
    #expect(store.household.song.lyrics.isEmpty)
    #expect(store.queue.current == 1)
    store.control(.previous)
    #expect(s.runInRealTime(seconds: 5) { store.household.song.title == "Tide" }.done)
    try #require(store.queue.entries.count == 3)
    store.control(.playEntry(store.queue.entries[2].id))
    #expect(s.runInRealTime(seconds: 5) { store.household.song.title == "Swell" }.done)
    #expect(try talk.status()["song"] == "2")

    // Volume through MPD's software mixer.
    store.control(.volume(40))
    #expect(s.runInRealTime(seconds: 5) { store.household.song.volume == 40 }.done)
    #expect(try talk.status()["volume"] == "40")

    // A phone's client changes the song: it shows without anyone polling.
    try talk.run("play 0")
    #expect(s.runInRealTime(seconds: 5) { store.household.song.title == "Tide" }.done)
  }

  @Test func mpdRestartingShowsTheLastSongPausedThenReconnects() throws {
    if Self.skipReason() != nil { return }
    let server = try MusicServer()
    defer { server.stop() }
    try server.queueAndPlay()
    try MPDTalk(port: server.port).run("seek 0 12")
    let s = try Self.session(server)
    defer { s.stop() }
    let store = s.session.store
    #expect(s.runInRealTime(seconds: 10) { store.household.song.title == "Tide" && store.household.song.isPlaying == true }.done)

    server.stopGently()
    let paused = s.runInRealTime(seconds: 5) { store.household.song.isPlaying == false }
    #expect(paused.done)
    // Paused where it stood when MPD went: about 12 s in, not back at 0.
    #expect(store.household.song.title == "Tide")
    #expect(store.household.song.elapsed > 11.5 && store.household.song.elapsed < 16, "at \(store.household.song.elapsed)")

    // Back: MPD restores its state file and plays on; the display follows.
    try server.start()
    let back = s.runInRealTime(seconds: 15) { store.household.song.isPlaying == true }
    #expect(back.done)
    #expect(store.household.song.title == "Tide")
  }
}

/// Now Playing driven by touch against a real mpd: the bar runs, the lyrics
/// change on their .lrc timings, and the play button, the dragged bar,
/// fast-forward and the queue sheet change what MPD plays.
@MainActor
@Suite(.serialized)
struct MPDNowPlayingTests {
  @Test func nowPlayingShowsAndDrivesMPD() throws {
    if MPDProviderTests.skipReason() != nil { return }
    let server = try MusicServer()
    defer { server.stop() }
    try server.queueAndPlay()
    let talk = try MPDTalk(port: server.port)
    try talk.run("seek 0 1.5")
    let s = try MPDProviderTests.session(server, start: "nowplaying")
    defer { s.stop() }
    let store = s.session.store
    #expect(s.runInRealTime(seconds: 10) { store.household.song.title == "Tide" && store.household.song.isPlaying == true }.done)

    // The lyrics follow MPD's position on the .lrc's timings: the second line
    // from 3 s (3.25 s in the file, 0.25 s sooner). Paused, so the check
    // reads MPD's own position, not the frame clock's guess between reports.
    try talk.run("pause 1")
    for (at, line) in [(2.9, "Waves come in"), (3.05, "Salt and foam"), (5.9, "Salt and foam"), (6.1, "Waves go out"), (9.5, "Salt and foam")] {
      try talk.run("seek 0 \(at)")
      let shown = s.runInRealTime(seconds: 5) { abs(store.household.song.elapsed - at) < 0.01 && s.state("nowplaying.line") == line }
      #expect(shown.done, "at \(at): '\(s.state("nowplaying.line") ?? "-")', the song at \(store.household.song.elapsed)")
    }
    try talk.run("pause 0")
    #expect(s.runInRealTime(seconds: 5) { s.state("nowplaying.playing") == "true" }.done)

    // The bar runs between MPD's reports.
    let before = Int(s.state("nowplaying.elapsed") ?? "") ?? -1
    s.runInRealTime(seconds: 2.1)
    let after = Int(s.state("nowplaying.elapsed") ?? "") ?? -1
    #expect(after - before >= 2 && after - before <= 3, "\(before) → \(after)")

    // Pause by touch: MPD pauses.
    try s.tap("nowplaying.play")
    #expect(s.runInRealTime(seconds: 5) { (try? talk.status()["state"]) == "pause" }.done)
    #expect(s.state("nowplaying.playing") == "false")

    // The bar dragged to half way: MPD seeks to 0:20 of 0:40.
    let y = 800.0 - 40 - 64 - 70 + 3.5
    try s.drag(from: Point(40 + 1200 * 0.1, y), to: Point(40 + 1200 * 0.5, y), seconds: 0.4)
    #expect(s.runInRealTime(seconds: 5) { abs((Double((try? talk.status()["elapsed"]) ?? "") ?? 0) - 20) < 0.5 }.done)
    #expect(s.runInRealTime(seconds: 5) { s.state("nowplaying.elapsed") == "20" }.done)

    // Paused at 0:12 exactly, Now Playing and its queue sheet with MPD's song and cover.
    try talk.run("seek 0 12")
    #expect(s.runInRealTime(seconds: 5) { s.state("nowplaying.elapsed") == "12" }.done)
    // Paused, nothing moves but the sheet: frames until it has settled.
    s.settle(maxSeconds: 2)
    try s.assertGolden("mpd-nowplaying-1280x800")
    try s.tap("nowplaying.queue")
    s.settle(maxSeconds: 2)
    try s.assertGolden("mpd-nowplaying.queue-1280x800")

    // A song of the queue tapped: MPD plays it, and the sheet goes down.
    try s.tap("nowplaying.queue.song.2")
    #expect(s.runInRealTime(seconds: 5) { (try? talk.status()["song"]) == "2" && store.household.song.title == "Swell" }.done)
    #expect(try talk.status()["state"] == "play")
    s.runInRealTime(seconds: 1)
    #expect(s.screen == "nowplaying")

    // Rewind is MPD's previous song.
    try s.tap("nowplaying.rewind")
    #expect(s.runInRealTime(seconds: 5) { (try? talk.status()["song"]) == "1" }.done)
    #expect(s.runInRealTime(seconds: 5) { store.household.song.title == "Ebb" }.done)
  }
}
