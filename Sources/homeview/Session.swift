import Backends
import Canvas
import Glibc
import HomeModel
import Runtime

/// A headless frame loop set up from the config and the command line: the part
/// `run`, `snapshot` and `bench` share.
@MainActor
struct HeadlessSession {
  let loop: FrameLoop
  let display: HeadlessDisplay
  let audio: any AudioOutput

  /// The logical pixel size: the panel turned by its rotation.
  static func logicalSize(_ config: AppConfig, _ args: Arguments) -> (Int, Int) {
    let panel = args.size ?? (config.panel.width, config.panel.height)
    let rotation = args.rotation ?? config.panel.rotation
    return rotation == 90 || rotation == 270 ? (panel.1, panel.0) : (panel.0, panel.1)
  }

  /// `audio`: where sound goes (silent unless the caller wants a WAV).
  /// `painterThreads`: 0 (headless runs) paints inline, so the same script
  /// gives the same pixels; the bench paints beside the frame thread.
  init(config: AppConfig, args: Arguments, dataFolder: String, audio: (any AudioOutput)? = nil, painterThreads: Int = 0) {
    let (w, h) = Self.logicalSize(config, args)
    var options = FrameLoop.Options(width: w, height: h)
    options.refreshHz = config.panel.refresh
    options.realtime = false
    options.cacheBytes = config.cacheMegabytes << 20
    options.clock = Clock(config.clock ?? .fixed(.demo))
    options.dataFolder = dataFolder
    options.painterThreads = painterThreads
    display = HeadlessDisplay()
    let output = audio ?? SilentOutput()
    self.audio = output
    loop = FrameLoop(options: options, audioOutput: output, clicksEnabled: config.clicks)
    loop.display = display
    if let household = config.household { loop.provide(household) }
    loop.provide(config.idle)
    loop.add(config.plugins)
  }

  /// Puts `id` on screen as the root; false (with a message) if nothing provides it.
  func start(at id: String) -> Bool {
    guard loop.navigator.setRoot(id) else {
      Log.error("no screen '\(id)' (known: \(loop.screenIDs.joined(separator: ", ")))")
      return false
    }
    return true
  }
}

/// A fresh temporary folder (headless runs start from nothing, so the same script
/// always gives the same pixels).
func makeTemporaryFolder() -> String {
  var template = Array("/tmp/homeview-data-XXXXXX".utf8CString)
  return template.withUnsafeMutableBufferPointer { buf in
    guard let p = mkdtemp(buf.baseAddress!) else { return "/tmp" }
    return String(cString: p)
  }
}

