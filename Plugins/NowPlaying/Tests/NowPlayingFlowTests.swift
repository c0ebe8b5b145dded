import Basics
import HomeViewTesting
import PluginRegistry
import Testing

/// Now Playing by touch on virtual time: the lyrics and progress running on
/// the frame clock, the controls.
@MainActor
struct NowPlayingFlowTests {
  @Test func lyricsSlideInAndTheCurrentLineAdvancesEveryTwoAndAHalfSeconds() throws {
    try TestSession.play(
      """
      expect-screen nowplaying
      expect nowplaying.line Me and you
      tap @nowplaying.lyrics
      wait 0.8
      expect-screen nowplaying.lyrics
      expect nowplaying.line Me and you
      # Playback began with the first frame (1/60 s) at 2:03; the next line is at 2:05.5.
      wait 1.5
      expect nowplaying.line Me and you
      wait 0.2
      expect nowplaying.line They can't stop us
      expect nowplaying.line.index 3
      wait 2.5
      expect nowplaying.line Coming through
      tap @nowplaying.lyrics
      wait 0.8
      expect-screen nowplaying
      expect nowplaying.line Coming through
      """, startingAt: "nowplaying", registry: PluginRegistry.all)
  }

  /// Without a player the household's song keeps its own volume: the slider
  /// sets it (a tap on the track's middle is half), and a reset puts it back.
  @Test func theVolumeSliderSetsTheHouseholdSongsVolume() throws {
    try TestSession.play(
      """
      expect nowplaying.volume 60
      tap @nowplaying.volume
      expect nowplaying.volume 50
      """, startingAt: "nowplaying", registry: PluginRegistry.all)
    // The podcast plays on the same player: one volume.
    try TestSession.play(
      """
      expect podcasts.volume 60
      tap @podcasts.volume
      expect podcasts.volume 50
      """, startingAt: "podcasts", registry: PluginRegistry.all)
  }

  @Test func progressRunsOnTheFrameClockPausesAndJumps() throws {
    try TestSession.play(
      """
      expect nowplaying.elapsed 123
      expect nowplaying.playing true
      wait 2
      expect nowplaying.elapsed 125
      tap @nowplaying.play
      expect nowplaying.playing false
      wait 3
      expect nowplaying.elapsed 125
      # Paused at 2:05.1, the lyrics stay put too (the next line is at 2:05.5).
      expect nowplaying.line Me and you
      tap @nowplaying.rewind
      expect nowplaying.elapsed 115
      expect nowplaying.line none
      tap @nowplaying.forward
      tap @nowplaying.forward
      expect nowplaying.elapsed 135
      expect nowplaying.line Pass go, feel the glow
      tap @nowplaying.play
      wait 1.05
      expect nowplaying.elapsed 136
      expect nowplaying.playing true
      """, startingAt: "nowplaying", registry: PluginRegistry.all)
  }

  @Test func theTrackStopsAtItsEnd() throws {
    try TestSession.play(
      """
      tap @nowplaying.forward
      tap @nowplaying.forward
      tap @nowplaying.forward
      tap @nowplaying.forward
      tap @nowplaying.forward
      expect nowplaying.elapsed 170
      expect nowplaying.playing false
      """, startingAt: "nowplaying", registry: PluginRegistry.all)
  }

  /// "…" opens its menu; Favourite fills the heart and closes it; a tap
  /// elsewhere closes it without pressing what lies under; Go to Album slides
  /// the lyrics away to the artwork.
  @Test func theMoreMenuFavouritesAndGoesToTheAlbum() throws {
    try TestSession.play(
      """
      expect nowplaying.menu closed
      tap @nowplaying.more
      wait 0.2
      expect nowplaying.menu open
      tap @nowplaying.menu.favourite
      wait 0.2
      expect nowplaying.favourite true
      expect nowplaying.menu closed
      tap @nowplaying.more
      wait 0.2
      tap @nowplaying.play
      wait 0.2
      expect nowplaying.menu closed
      expect nowplaying.playing true
      tap @nowplaying.lyrics
      wait 0.8
      expect-screen nowplaying.lyrics
      tap @nowplaying.more
      wait 0.2
      tap @nowplaying.menu.album
      wait 0.8
      expect-screen nowplaying
      expect nowplaying.menu closed
      expect nowplaying.favourite true
      """, startingAt: "nowplaying", registry: PluginRegistry.all)
  }

  /// The podcast episode plays on the frame clock from the fixture's 6:52 in
  /// its second chapter; back 15 s and ahead 30 s jump; play pauses.
  @Test func thePodcastPlaysJumpsAndPauses() throws {
    try TestSession.play(
      """
      expect-screen podcasts
      expect podcasts.elapsed 412
      expect podcasts.playing true
      expect podcasts.chapter What heat does in the mouth
      wait 2
      expect podcasts.elapsed 414
      tap @podcasts.forward
      wait 0.1
      expect podcasts.elapsed 444
      tap @podcasts.rewind
      wait 0.1
      expect podcasts.elapsed 429
      tap @podcasts.play
      wait 1
      expect podcasts.playing false
      expect podcasts.elapsed 429
      """, startingAt: "podcasts", registry: PluginRegistry.all)
  }
}
