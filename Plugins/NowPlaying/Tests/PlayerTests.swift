import Basics
import Canvas
import Foundation
import HomeModel
import HomeViewTesting
import HouseholdStore
import PluginRegistry
import Runtime
import Testing

/// A music player as the store sees one (what MPDProvider is to it): it
/// reports what it is told to and keeps the commands Now Playing sends it.
@MainActor
final class ScriptedPlayer: HouseholdProvider {
  let name = "scripted-player"
  var isPlayer: Bool { true }
  private(set) var commands: [PlayerCommand] = []
  private weak var store: HouseholdStore?

  func start(_ store: HouseholdStore) { self.store = store }
  func perform(_ intent: AccessoryIntent, on accessory: Accessory) {}
  func control(_ command: PlayerCommand) { commands.append(command) }

  func report(_ song: Song, queue: PlayQueue) {
    store?.report(.queue(queue), from: self)
    store?.report(.song(song), from: self)
  }
}

/// Now Playing with a player's song on virtual time: its titles, album and
/// cover, its position from the player's reports, the controls reaching the
/// player, the progress bar dragged, and the queue sheet.
@MainActor
@Suite(.serialized)
struct PlayerTests {
  static let queue = PlayQueue(
    entries: [
      PlayQueue.Entry(id: 7, title: "Tide", artist: "The Test Band", duration: 40),
      PlayQueue.Entry(id: 8, title: "Ebb", artist: "The Test Band", duration: 95),
      PlayQueue.Entry(id: 9, title: "Swell", artist: "The Test Band", duration: 201),
    ], current: 0)

  /// A cover in the style of an album: a night-blue to orange gradient with a pale disc.
  static func coverBytes() throws -> [UInt8] {
    let s = Surface(size: Size(240, 240), scale: 1)
    let c = Canvas(surface: s)
    c.fill(Rect(size: Size(240, 240)), .linear(from: Point(0, 0), to: Point(240, 240), stops: [
      GradientStop(0, Color(hex: 0x1B3B6F)), GradientStop(1, Color(hex: 0xF08A4B)),
    ]))
    c.fill(Path.ellipse(in: Rect(x: 70, y: 70, width: 100, height: 100)), Color(hex: 0xFFF1D6))
    let path = NSTemporaryDirectory() + "homeview-cover-\(UUID().uuidString).png"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try s.writePNG(to: path)
    return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  static func tide(at elapsed: Double, playing: Bool) throws -> Song {
    var song = Song(title: "Tide", artist: "The Test Band", duration: 40, elapsed: elapsed, lyrics: [
      LyricLine(at: 1, text: "Waves come in"), LyricLine(at: 3, text: "Salt and foam"), LyricLine(at: 6, text: "Waves go out"),
    ])
    song.album = "Sine Waves"
    song.isPlaying = playing
    song.cover = CoverArt(id: "Test Band/01 Tide.flac", bytes: try coverBytes())
    return song
  }

  static func session(at screen: String = "nowplaying") throws -> (TestSession, ScriptedPlayer) {
    let s = try TestSession(registry: PluginRegistry.all)
    try s.start(at: screen)
    let player = ScriptedPlayer()
    s.session.store.add(player)
    return (s, player)
  }

  @Test func thePlayersSongRunsFromItsReportsAndTheControlsReachIt() throws {
    let (s, player) = try Self.session()
    defer { s.stop() }
    player.report(try Self.tide(at: 12, playing: false), queue: Self.queue)
    s.advance(2)
    #expect(s.state("nowplaying.elapsed") == "12")
    #expect(s.state("nowplaying.playing") == "false")

    // Play: shown at once, and the player is told.
    try s.tap("nowplaying.play")
    s.advance(2)
    #expect(s.state("nowplaying.elapsed") == "14")
    #expect(player.commands == [.play])

    // The player's next report is what counts.
    player.report(try Self.tide(at: 2.5, playing: true), queue: Self.queue)
    s.step()
    #expect(s.state("nowplaying.line") == "Waves come in")
    s.advance(1)
    #expect(s.state("nowplaying.elapsed") == "3")
    #expect(s.state("nowplaying.line") == "Salt and foam")

    // Rewind and fast-forward are the previous and next songs.
    try s.tap("nowplaying.forward")
    try s.tap("nowplaying.rewind")
    #expect(Array(player.commands.suffix(2)) == [.next, .previous])

    // Dragging the progress bar from a quarter to half way seeks to 0:20 when it lets go.
    // The bar: 40 pt margins, 70 pt above the controls' row (64 pt over the bottom margin, the volume under it).
    let y = 800.0 - 40 - 64 - 70 + 3.5
    try s.drag(from: Point(40 + 1200 * 0.25, y), to: Point(40 + 1200 * 0.5, y), seconds: 0.4)
    s.step()
    #expect(player.commands.last == .seek(20))
    #expect(s.state("nowplaying.elapsed") == "20")
  }

  /// The volume slider under the controls: the player is told the level
  /// where the finger is, and its reports move the slider.
  @Test func theVolumeSliderSetsThePlayersVolume() throws {
    let (s, player) = try Self.session()
    defer { s.stop() }
    var tide = try Self.tide(at: 12, playing: true)
    tide.volume = 30
    player.report(tide, queue: Self.queue)
    s.step()
    #expect(s.state("nowplaying.volume") == "30")
    // The track runs from the quiet speaker (40 pt margin, 22 pt, 14 pt gap)
    // to the loud one, 6 pt over the bottom margin.
    let y = 800.0 - 40 - 6, left = 40.0 + 22 + 14, width = 1280 - 2 * left
    try s.drag(from: Point(left + width * 0.3, y), to: Point(left + width * 0.75, y), seconds: 0.4)
    s.step()
    #expect(player.commands.last == .volume(75))
    #expect(s.state("nowplaying.volume") == "75")
    // The player's report is what counts.
    tide.volume = 40
    player.report(tide, queue: Self.queue)
    s.step()
    #expect(s.state("nowplaying.volume") == "40")
    // Damage covers the slider moving.
    try s.touchDown(slot: 0, at: Point(left + width * 0.2, y))
    s.runner.step()
    try s.assertDamageMatchesRepaint()
    try s.touchUp(slot: 0)
    s.runner.step()
    try s.assertDamageMatchesRepaint()
    #expect(player.commands.last == .volume(20))
  }

  @Test func theQueueSheetPlaysTheTappedSong() throws {
    let (s, player) = try Self.session()
    defer { s.stop() }
    player.report(try Self.tide(at: 12, playing: true), queue: Self.queue)
    s.step()
    try s.tap("nowplaying.queue")
    s.advance(0.8)
    try s.expectScreen("nowplaying.queue")
    #expect(s.state("nowplaying.queue.current") == "Tide")
    try s.tap("nowplaying.queue.song.2")
    #expect(player.commands == [.playEntry(9)])
    s.advance(0.8)
    try s.expectScreen("nowplaying")
    // The player moves on: the sheet, opened again, marks the new song.
    var moved = Self.queue
    moved.current = 2
    player.report(try Self.tide(at: 0, playing: true), queue: moved)
    try s.tap("nowplaying.queue")
    s.advance(0.8)
    #expect(s.state("nowplaying.queue.current") == "Swell")
    try s.tap("nowplaying.queue.close")
    s.advance(0.8)
    try s.expectScreen("nowplaying")
  }

  @Test func theHouseholdSongsQueueIsItselfAndItsSheetCloses() throws {
    try TestSession.play(
      """
      tap @nowplaying.queue
      wait 0.8
      expect-screen nowplaying.queue
      expect nowplaying.queue.current Collect 200
      tap @nowplaying.queue.song.0
      wait 0.8
      expect-screen nowplaying
      """, startingAt: "nowplaying", registry: PluginRegistry.all)
  }

  @Test func thePlayersSongAndItsQueueMatchTheirGoldens() throws {
    let (s, player) = try Self.session()
    defer { s.stop() }
    player.report(try Self.tide(at: 12, playing: false), queue: Self.queue)
    s.settle(maxSeconds: 2)
    try s.assertGolden("nowplaying-player-1280x800")
    try s.tap("nowplaying.queue")
    s.settle(maxSeconds: 2)
    try s.assertGolden("nowplaying.queue-player-1280x800")
  }

  /// What damage draws equals a repaint: a new report, the sheet rising and
  /// falling, the bar dragged (the conformance suite does the same with the
  /// household's song). The song is paused: the running bar's own damage is
  /// the conformance suite's to check.
  @Test func damageMatchesRepaint() throws {
    let (s, player) = try Self.session()
    defer { s.stop() }
    func check(_ what: String) {
      for frames in [0, 3, 10] {
        for _ in 0..<frames { s.runner.step() }
        do { try s.assertDamageMatchesRepaint() } catch { Issue.record("\(what), after \(frames) frames: \(error)") }
      }
    }
    // The household's song runs until the player's arrives.
    var ebb = try Self.tide(at: 30, playing: false)
    ebb.title = "Ebb"
    player.report(ebb, queue: Self.queue)
    s.settle()
    player.report(try Self.tide(at: 12, playing: false), queue: Self.queue)
    check("a new song")
    var later = try Self.tide(at: 14, playing: false)
    later.cover = nil
    player.report(later, queue: Self.queue)
    check("the same song without its cover")
    let y = 800.0 - 40 - 64 - 70 + 3.5
    try s.touchDown(slot: 0, at: Point(400, y))
    try s.touchMove(slot: 0, to: Point(700, y))
    check("the bar held")
    try s.touchUp(slot: 0)
    check("the bar let go")
    try s.tap("nowplaying.queue")
    check("the sheet rising")
    var moved = Self.queue
    moved.current = 1
    player.report(try Self.tide(at: 0, playing: false), queue: moved)
    check("the queue moving on under the sheet")
    try s.tap("nowplaying.queue.close")
    check("the sheet going down")
  }

  @Test func theHouseholdSongsQueueMatchesItsGolden() throws {
    try TestSession.assertScreenGolden("nowplaying.queue", name: "nowplaying.queue-1280x800", registry: PluginRegistry.all)
  }
}
