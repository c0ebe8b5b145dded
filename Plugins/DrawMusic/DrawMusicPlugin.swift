public import Runtime
import Art
import Canvas
import Glibc
import HomeModel

/// Draw Music: draw on graph paper with coloured markers while a playhead sweeps
/// the drawing; every stroke it crosses plays, higher on the page higher in
/// pitch, so a drawing becomes a looping song.
public final class DrawMusicPlugin: Plugin {
  public struct Settings: Sendable {
    /// Load the three saved drawings at start (tools still reset); false is the
    /// reference's launch state, an empty canvas.
    public var restoreDrawings = false
    /// What − and + may reach.
    public var minTempo = 40
    public var maxTempo = 240
  }

  public static let name = "drawmusic"

  public static func settings(from section: ConfigNode?) throws(ConfigError) -> Settings {
    var s = Settings()
    guard let section else { return s }
    let o = try section.object(keys: ["restoreDrawings", "minTempo", "maxTempo"])
    s.restoreDrawings = try o.bool("restoreDrawings", default: s.restoreDrawings)
    s.minTempo = try o.int("minTempo", default: s.minTempo, in: 20...300)
    s.maxTempo = try o.int("maxTempo", default: s.maxTempo, in: 20...300)
    guard s.minTempo <= DrawMusicModel.resetTempo, DrawMusicModel.resetTempo <= s.maxTempo else {
      throw (o.optional("minTempo") ?? o.optional("maxTempo") ?? section).fail(
        "the tempo bounds \(s.minTempo)…\(s.maxTempo) must include the starting tempo \(DrawMusicModel.resetTempo)")
    }
    return s
  }

  let context: PluginContext
  let settings: Settings
  public let model: DrawMusicModel

  public init(context: PluginContext, settings: Settings) {
    self.context = context
    self.settings = settings
    model = DrawMusicModel(tempoRange: settings.minTempo...settings.maxTempo)
  }

  public var screenIDs: [String] { ["drawmusic"] }
  public var elementIDs: [String] { ["drawmusic.canvas"] + Control.all.map(\.id) }
  public var stateKeys: [String] {
    ["tempo", "tool", "colour", "strokes", "slot", "octave", "instrument", "length", "playing", "recording", "sweep", "playhead", "sweepStart", "dots", "dotHeights"]
      .map { "drawmusic." + $0 }
  }

  public func makeScreen(id: String) -> Screen? { id == "drawmusic" ? DrawMusicScreen(plugin: self) : nil }

  public var benchScenarios: [BenchScenario] {
    [
      BenchScenario(name: "drawing-300-strokes", screen: "drawmusic") { nav, t in
        (nav.top as? DrawMusicScreen)?.benchDrive(frame: t.frame, strokes: 300)
      },
      // Playing and drawing on top of a big drawing.
      BenchScenario(name: "drawing-5000-strokes", screen: "drawmusic") { nav, t in
        (nav.top as? DrawMusicScreen)?.benchDrive(frame: t.frame, strokes: 5000)
      },
      // One finger never lifting: 10,000 points by the time measuring starts.
      BenchScenario(name: "live-stroke-10000-points", screen: "drawmusic") { nav, t in
        (nav.top as? DrawMusicScreen)?.benchLongStroke(frame: t.frame, pointsBefore: 10_000)
      },
      // The cloud tapped every second with the big drawing playing.
      BenchScenario(name: "save-5000-strokes", screen: "drawmusic") { nav, t in
        guard let screen = nav.top as? DrawMusicScreen else { return }
        if t.frame == 1 { screen.plugin.model.load([BenchDrawing.make(strokes: 5000)]) }
        if t.frame % 60 == 0 { screen.plugin.save() }
      },
      // The big drawing loaded from its file every two seconds.
      BenchScenario(
        name: "load-5000-strokes", screen: "drawmusic",
        drive: { nav, t in
          guard let screen = nav.top as? DrawMusicScreen else { return }
          if t.frame == 1 {
            screen.plugin.model.load([BenchDrawing.make(strokes: 5000)])
            screen.plugin.save()
          }
          if t.frame % 120 == 0 { screen.plugin.loadSaved() }
        },
        report: { nav in
          guard let plugin = (nav.top as? DrawMusicScreen)?.plugin, !plugin.loadToFrame.isEmpty else { return nil }
          let ms = plugin.loadToFrame.map { $0 * 1000 }
          return "load → first frame with the drawing: worst \(fmt(ms.max()!, decimals: 0)) ms of \(ms.count)"
        }),
    ]
  }

  public func start() {
    context.post(
      AppEntriesDeclared(
        plugin: Self.name,
        entries: [
          AppEntry(id: "home.app.drawmusic", title: "Draw Music", screen: "drawmusic", icon: Icon.pencil.rawValue, colors: [0xF0B47A, 0xEA951F])
        ]))
    if settings.restoreDrawings { loadSaved() }
    repairRecordings()
  }

  /// The saved drawings, read and parsed off the frame thread; they replace the
  /// ones on screen when they arrive (at once in headless runs).
  func loadSaved() {
    let folder = context.dataFolder
    loadStarted = MonotonicClock.seconds()
    context.painter.file({ DrawingStore.load(folder: folder) }) { [weak self] saved in
      guard let self, let saved else { return }
      model.load(saved)
      loadedVersion = model.strokesVersion
    }
  }

  /// A recording whose process was killed keeps its samples, but its header
  /// may say fewer than it holds: make it agree (said once a file).
  func repairRecordings() {
    for name in DataFile.names(in: context.dataFolder) where name.hasPrefix("recording-") && name.hasSuffix(".wav") {
      let path = context.dataFolder + "/" + name
      if case .repaired(let bytes) = WAVHeader.repair(path) {
        Log.info("\(path): the recording was cut short; its header now says \(bytes) bytes of sound")
      }
    }
  }

  func recordingPath(_ n: Int) -> String { context.dataFolder + "/recording-\(n).wav" }

  /// The strokes version a load produced, until the screen first shows it.
  var loadedVersion: Int?
  /// Seconds from each `loadSaved` to the first frame showing its drawing.
  var loadToFrame: [Double] = []

  /// When the last `loadSaved` began (the bench times load → first frame).
  private(set) var loadStarted: Double?

  public func stop() {
    if model.recordingPath != nil { context.audio.stopRecording() }
  }

  /// Cloud: all three drawings, atomically, written off the frame thread (in
  /// the order asked: the file thread is one thread).
  func save() {
    let drawings = model.drawings, folder = context.dataFolder
    context.painter.file {
      do { try DrawingStore.save(drawings, folder: folder) } catch {
        Log.warning("could not save the drawings: \(error)")
      }
    }
  }

  /// Long-press on the cloud: the launch state at once (drawings cleared, pen,
  /// blue, tempo 100).
  func resetFromLongPress() {
    model.reset()
  }

  /// Record: the loop's sound into the next free recording-N.wav.
  func toggleRecording() {
    if model.recordingPath != nil {
      context.audio.stopRecording()
      model.recordingPath = nil
      return
    }
    DataFile.makeFolders(context.dataFolder)
    // The next free number; a name taken by anything, even a dangling link,
    // is skipped (and the file is created O_EXCL, never through a link).
    var n = 1
    while DataFile.exists(recordingPath(n)) { n += 1 }
    let path = recordingPath(n)
    do {
      try context.audio.startRecording(path: path)
      model.recordingPath = path
    } catch {
      Log.warning("could not record to \(path): \(error)")
    }
  }
}
