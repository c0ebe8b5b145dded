import Backends
import Canvas
import Foundation
import HomeViewSession
import PluginRegistry
import Runtime

/// One kind of input and the real code that reads it. Each input is written
/// where that code looks for it, then read exactly as a run reads it.
enum FuzzTarget: String, CaseIterable {
  case config, household, script, image, exif
  case currentFace = "current-face"
  case accessories, drawings, wav, timers

  /// Bigger inputs are cut to this (the loaders' own caps are larger; the
  /// fuzzer looks for wrong handling, not for slow reading of huge files).
  var isJSON: Bool { [.config, .household, .accessories, .drawings, .timers].contains(self) }

  var maxSize: Int { [.image, .exif, .wav].contains(self) ? 256 << 10 : 64 << 10 }

  /// What happened to one input.
  enum Outcome {
    case accepted, refused
    /// check-config accepted what start-up refused (or the other way round).
    case mismatch(String)
  }

  /// The panel every session is drawn at: small, so a frame costs little, yet
  /// every screen lays out and paints as it does at full size.
  static let panel = (width: 160, height: 100)

  /// Feeds the input (already written to `inputPath`) to the code that reads it.
  @MainActor
  func run(_ workspace: Workspace) -> Outcome {
    switch self {
    case .config: return Self.checkThenStart(config: workspace.input, workspace)
    case .household: return Self.checkThenStart(config: workspace.folder + "/household/homeview.json", workspace)
    case .image: return Self.checkThenStart(config: workspace.folder + "/image/homeview.json", workspace)
    case .script: return Self.play(workspace)
    case .exif: return Self.decodeTurned(workspace)
    case .currentFace, .accessories, .drawings, .wav, .timers:
      return Self.startWithDataFile(screen: screen, workspace)
    }
  }

  /// Where the input goes, relative to the workspace folder.
  var inputPath: String {
    switch self {
    case .config: return "in/homeview.json"
    case .household: return "household/household.json"
    case .image: return "image/photo.jpg"
    case .exif: return "in/photo.jpg"
    case .script: return "in/test.script"
    case .currentFace: return "data/faces/current-face"
    case .accessories: return "data/dashboard/accessories.json"
    case .drawings: return "data/drawmusic/drawings.json"
    case .wav: return "data/drawmusic/recording-1.wav"
    case .timers: return "data/timers/timers.json"
    }
  }

  var screen: String {
    switch self {
    case .currentFace: return "face"
    case .accessories: return "dashboard"
    case .timers: return "timers"
    default: return "drawmusic"
    }
  }

  static func commandLine(config: String, data: String) -> CommandLineSettings {
    var cli = CommandLineSettings()
    cli.configFile = config
    cli.dataFolder = data
    cli.size = panel
    return cli
  }

  /// The config through check-config's validation, then through start-up:
  /// whatever the first accepts, the second must start (two frames drawn).
  @MainActor
  static func checkThenStart(config: String, _ w: Workspace) -> Outcome {
    let source = ConfigSource(
      commandLine: commandLine(config: config, data: w.data), registry: PluginRegistry.all, settingsFolder: .onlyGiven)
    let checked: AppConfig
    do { checked = try source.load() } catch { return .refused }
    let started: Session
    do { started = try Session.headless(try source.load(), dataFolder: w.data, start: checked.start) } catch {
      return .mismatch("check-config accepted it; start-up said: \(error)")
    }
    started.loop.runFrame(time: 0)
    started.loop.runFrame(time: 1.0 / 60)
    started.close()
    return .accepted
  }

  /// A photos folder's picture as a face loads it: its EXIF orientation read
  /// from the header, decoded scaled to cover a small face and turned. (Read
  /// here, not through a session: the faces' photo cache keeps one decode
  /// per path for the run.)
  static func decodeTurned(_ w: Workspace) -> Outcome {
    guard let bytes = FileManager.default.contents(atPath: w.input).map(Array.init) else { return .refused }
    let orientation = ExifOrientation.read(jpeg: bytes)
    do {
      let s = try ImageFile.decode(bytes, name: w.input, fitting: PixelSize(width: panel.width, height: panel.height))
      guard s.pixelWidth > 0, s.pixelHeight > 0 else { return .mismatch("decoded to an empty picture (orientation \(orientation))") }
      return .accepted
    } catch {
      return .refused
    }
  }

  /// A parsed script of at most three seconds is played on the demo's start screen.
  @MainActor
  static func play(_ w: Workspace) -> Outcome {
    guard let text = DataFile.read(w.input), let script = try? GestureScript.parse(text, file: w.input) else { return .refused }
    guard script.lines.map({ seconds($0.command) }).reduce(0, +) <= 3 else { return .accepted }
    guard let config = try? AppConfig.builtInDefaults(registry: PluginRegistry.all).applying(commandLine(config: "", data: w.data)),
      let session = try? Session.headless(config, dataFolder: w.data, start: config.start),
      let display = session.headlessDisplay
    else { return .mismatch("the built-in defaults did not start") }
    let runner = ScriptRunner(loop: session.loop, display: display, outputFolder: w.folder + "/out")
    runner.step()
    let played = (try? runner.run(script)) != nil
    session.close()
    return played ? .accepted : .refused
  }

  /// Virtual seconds a command takes (roughly: a bound, not a schedule).
  static func seconds(_ c: GestureScript.Command) -> Double {
    switch c {
    case .wait(let s), .drag(_, _, let s), .path(_, let s): return s
    case .tap, .swipe: return 0.3
    case .longPress: return 1
    default: return 0.02
    }
  }

  /// The built-in defaults with the input placed in the data folder, started
  /// on the screen that shows what it holds.
  @MainActor
  static func startWithDataFile(screen: String, _ w: Workspace) -> Outcome {
    guard let config = try? AppConfig.builtInDefaults(registry: PluginRegistry.all).applying(commandLine(config: "", data: w.data)) else {
      return .mismatch("the built-in defaults did not load")
    }
    guard let session = try? Session.headless(config, dataFolder: w.data, start: screen) else {
      return .mismatch("the built-in defaults did not start on '\(screen)'")
    }
    session.loop.runFrame(time: 0)
    session.loop.runFrame(time: 1.0 / 60)
    session.close()
    return .accepted
  }
}
