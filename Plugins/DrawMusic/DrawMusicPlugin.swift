public import Basics
public import Runtime
import Art
import Canvas
import Glibc
import HomeModel
import SystemCalls

/// Draw Music: draw on graph paper with coloured markers while a playhead sweeps
/// the drawing; every stroke it crosses plays, higher on the page higher in
/// pitch, so a drawing becomes a looping song.
public final class DrawMusicPlugin: Plugin {
  public struct Settings: Sendable {
    /// Load the three saved drawings at start (tools still reset); false is the
    /// launch state, an empty canvas.
    public var restoreDrawings = false
    /// What − and + may reach.
    public var minTempo = 40
    public var maxTempo = 240
  }

  /// What a stroke on the canvas looks like in a script (1280×800 points:
  /// the canvas is the left 600).
  static let strokeLine = "drag 150 300 450 450 0.3\nwait 0.2"

  public static let manifest = PluginManifest(
    name: "drawmusic",
    settings: [
      SettingDoc(
        keys: ["restoreDrawings"], type: "boolean", defaultValue: "false (this file: true, the device default)",
        meaning:
          "at start, load the three drawings the cloud button saved (`DATA/drawmusic/drawings.json`) into their slots, tools still reset; false starts in Draw Music's launch state, an empty canvas. A file that cannot be read loads nothing, is kept aside (see [The data folder](#the-data-folder)), and one warning names the file, the place and the problem"
      ),
      SettingDoc(
        keys: ["minTempo", "maxTempo"], type: "integer 20…300", defaultValue: "40, 240",
        meaning: "what − and + (steps of 5) may reach; the bounds must include the starting tempo, 100"),
    ],
    screens: [.drawMusic],
    appEntries: [AppEntry(name: "drawmusic", title: "Draw Music", route: .drawMusic, icon: "pencil", colors: [0xF0B47A, 0xEA951F])],
    elements: Control.all.map { ElementDeclaration($0.id, on: "drawmusic", prefix: prefix($0)) }
      + [ElementDeclaration("drawmusic.canvas", on: "drawmusic")],
    stateKeys: [
      "tempo", "tool", "colour", "strokes", "slot", "octave", "instrument", "length", "playing", "recording", "sweep", "playhead",
      "sweepStart", "dots", "dotHeights", "saved", "cloudMark",
    ].map { StateKeyDeclaration("drawmusic." + $0, on: "drawmusic") },
    benchScenarios: [
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
      // A big drawing saved, another one shown, then the saved one loaded
      // from its file and the other put back in turn (loading the drawing
      // shown changes nothing), each as soon as the one before shows whole.
      // A whole painting takes the painter longer than the 300 frames the
      // bench runs back to back: the first load falls in them, and the
      // figures below count the loads of the whole run.
      BenchScenario(
        name: "load-5000-strokes", screen: "drawmusic",
        drive: { nav, t in
          guard let screen = nav.top as? DrawMusicScreen else { return }
          if t.frame == 1 {
            screen.plugin.model.load([BenchDrawing.make(strokes: 5000)])
            screen.plugin.save()
            screen.benchOther = BenchDrawing.make(strokes: 5000, seed: 301)
            screen.plugin.model.load([screen.benchOther!])
          }
          guard let other = screen.benchOther else { return }
          // A frame with nothing under way between two (the bench waits for one before it measures).
          screen.benchQuietFrames = screen.benchSettled ? screen.benchQuietFrames + 1 : 0
          guard screen.benchQuietFrames == 2 else { return }
          screen.benchQuietFrames = 0
          if screen.plugin.model.drawing == other { screen.plugin.loadSaved() } else { screen.plugin.model.load([other]) }
        },
        report: { nav in
          guard let plugin = (nav.top as? DrawMusicScreen)?.plugin, !plugin.loadToFrame.isEmpty else { return nil }
          let first = plugin.loadToFrame.map { $0 * 1000 }, whole = plugin.loadToWhole.map { $0 * 1000 }
          return "load → first frame with the drawing: worst \(fmt(first.max()!, decimals: 0)) ms of \(first.count); with all of it: worst "
            + (whole.max().map { "\(fmt($0, decimals: 0)) ms" } ?? "-") + " of \(whole.count)"
        }),
    ])

  /// What a control needs before its tap changes anything: the launch state
  /// already has the pen, blue, the soft piano, slot 1 and medium notes, and
  /// undo and shuffle need a stroke.
  static func prefix(_ control: Control) -> String {
    switch control {
    case .pen: "tap @drawmusic.eraser"
    case .swatch(let i) where Palette.markers[i].name == "blue": "tap @drawmusic.swatch.red"
    case .instrument(.softPiano): "tap @drawmusic.instrument.piano"
    case .slot(0): "tap @drawmusic.slot.2"
    case .length(.medium): "tap @drawmusic.length.short"
    case .undo, .shuffle: strokeLine
    default: ""
    }
  }

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
  /// How many times the cloud saved the drawings in this run.
  private(set) var saves = 0
  /// What the last cloud tap came to (nil before the first): the cloud's mark.
  private(set) var lastSave: SaveOutcome?

  struct SaveOutcome: Equatable {
    /// Why the drawings were not saved; nil when they were.
    var problem: String?
    /// Counts every save tried in this run, saved or not.
    var number: Int
  }

  public init(context: PluginContext, settings: Settings) {
    self.context = context
    self.settings = settings
    model = DrawMusicModel(tempoRange: settings.minTempo...settings.maxTempo)
  }

  public func makeScreen(id: String) -> Screen? { id == ScreenRoute.drawMusic.screen ? DrawMusicScreen(plugin: self) : nil }

  public func start() {
    if settings.restoreDrawings { loadSaved() }
    repairRecordings()
  }

  /// The saved drawings, read and parsed off the frame thread; they replace the
  /// ones on screen when they arrive (at once in headless runs).
  func loadSaved() {
    let folder = context.dataFolder
    loadStarted = MonotonicClock.seconds()
    let shown = model.drawings
    context.painter.file({
      // Compared with what is shown here, off the frame thread.
      DrawingStore.load(folder: folder).map { saved in
        saved.indices.map { i in i < shown.count ? saved[i].sharingStrokes(with: shown[i]) : saved[i] }
      }
    }) { [weak self] saved in
      guard let self, let saved else { return }
      model.load(saved)
      loadedVersion = model.strokesVersion
      loads += 1
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

  /// The strokes version a load produced, until the screen shows all of it.
  var loadedVersion: Int?
  /// Loads that arrived.
  private(set) var loads = 0
  /// Seconds from each `loadSaved` to the first frame showing its drawing
  /// (its first strokes, a big one's painting under way), and to the first
  /// showing all of it.
  var loadToFrame: [Double] = []
  var loadToWhole: [Double] = []

  /// When the last `loadSaved` began (the bench times load → first frame).
  private(set) var loadStarted: Double?

  public func stop() {
    if model.recordingPath != nil { context.audio.stopRecording() }
  }

  /// Cloud: all three drawings, atomically, written off the frame thread (in
  /// the order asked: the file thread is one thread).
  func save() {
    let drawings = model.drawings, folder = context.dataFolder
    context.painter.file(
      { () -> String? in
        do throws(DataFile.WriteError) {
          try DrawingStore.save(drawings, folder: folder)
          return nil
        } catch {
          Log.warning("could not save the drawings: \(error)")
          return error.problem
        }
      },
      done: { [weak self] problem in
        guard let self else { return }
        if problem == nil { saves += 1 }
        lastSave = SaveOutcome(problem: problem, number: (lastSave?.number ?? 0) + 1)
      })
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
