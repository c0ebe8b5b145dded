public import Backends
public import Basics
public import Canvas
public import HomeModel
public import HomeViewSession
public import Runtime
import Glibc
import SystemCalls

/// A HomeView session driven by hand on virtual time, without a display or a
/// sound card, built by the one session builder every command uses: the
/// plugins chosen, a config (the built-in defaults or a file), a panel size and
/// rotation, a clock and a data folder. Tests tap elements by id or at points,
/// let time pass, and read the screen, the state keys, the sounds asked for
/// and the picture.
@MainActor
public final class TestSession {
  public enum Config: Sendable {
    /// No config file at all: the built-in defaults with the embedded demo household.
    case builtIn
    /// A config file (`Config/homeview.json`), as `--config F` reads it.
    case file(String)
  }

  public struct Options: Sendable {
    public var config: Config = .builtIn
    /// The panel in pixels, before `rotation` turns it into the logical screen.
    public var panel: (width: Int, height: Int) = (1280, 800)
    public var rotation = 0
    /// nil: the config's (the fixed demo clock unless it says otherwise).
    public var clock: Clock.Mode?
    /// nil: the config's `locale` (the fixture's °F and 12-hour clock unless it says otherwise).
    public var locale: DisplayLocale?
    /// nil: a fresh temporary folder, so every run starts from nothing.
    public var dataFolder: String?
    public init() {}
  }

  public let session: Session
  public var loop: FrameLoop { session.loop }
  public let display: HeadlessDisplay
  public let runner: ScriptRunner
  public let dataFolder: String
  /// The audio output: it plays nothing and keeps every note, click and recording asked of it.
  public let audio = RecordingOutput()
  /// What is logged from the session's start (before its config is read) to `stop()`: `logLines`.
  let logCapture = Log.Capture()

  /// A session of `registry`'s plugins (those the config enables), with a
  /// plain base screen added for `open`.
  public init(registry: [PluginRegistration], options: Options = Options()) throws {
    dataFolder = options.dataFolder ?? Self.temporaryFolder()
    var cli = CommandLineSettings()
    cli.size = options.panel
    cli.rotation = options.rotation
    cli.dataFolder = dataFolder
    // Tests choose the screen (`start(at:)`); the config's first screen need
    // not be among the chosen plugins'.
    cli.start = registry.flatMap(\.manifest.screenIDs).first
    switch options.config {
    case .builtIn: cli.configFile = AppConfig.builtInName
    case .file(let path): cli.configFile = path
    }
    var source = ConfigSource(commandLine: cli, registry: registry, settingsFolder: .onlyGiven)
    // The test's clock and locale and the base screen go over every layer,
    // at start and at each reload alike: a reload then reports only what a
    // change on the screens (Settings) really changed.
    source.overrides = { c throws(ConfigError) in
      if let clock = options.clock { c.clock = clock }
      if let locale = options.locale { c.locale = locale }
      c.plugins.append(try PluginRegistration(BaseScreenPlugin.self).configure(nil))
    }
    let config = try source.load()
    session = try Session.headless(config, dataFolder: dataFolder, audio: audio, start: nil)
    // Changes made on the screens (Settings) reload from the same layers.
    source.settingsFolder = .fixed(dataFolder)
    session.reloadSource = source
    display = session.headlessDisplay!
    runner = ScriptRunner(loop: session.loop, display: display, outputFolder: dataFolder)
    // Sessions of the built-in config on a fresh data folder start alike:
    // they share what their painters paint (a given data folder or config
    // file may hold anything, so those paint their own).
    if case .builtIn = options.config, options.dataFolder == nil, Self.sharesPictures {
      let scope = [
        registry.map(\.manifest.name).joined(separator: ","), "\(options.panel.width)x\(options.panel.height)", "\(options.rotation)",
        "\(String(describing: options.clock))", "\(String(describing: options.locale))",
      ]
      session.loop.painter.shared = SharedPictures(cache: Self.sharedPictures, scope: scope.joined(separator: "|"))
    }
  }

  /// What the painters of this process's sessions painted, for the next
  /// session started alike.
  private static let sharedPictures = LayerCache(byteBudget: 384 << 20)
  /// `HOMEVIEW_TEST_FRESH_PICTURES=1`: every session paints its own (to
  /// compare, or to rule the sharing out when a picture looks wrong).
  private static let sharesPictures = getenv("HOMEVIEW_TEST_FRESH_PICTURES").map { String(cString: $0) != "1" } ?? true

  public func stop() {
    session.close()
    logCapture.stop()
  }

  /// The plain screen `open` puts under the one being tested.
  public static var baseScreenID: String { BaseScreenPlugin.screenID }

  // MARK: screens

  /// Starts over with `id` as the only screen (what `--start ID` does); the
  /// next frame shows it.
  public func start(at id: String) throws(TestFailure) {
    guard loop.navigator.setRoot(id) else { throw TestFailure("no screen '\(id)' (known: \(loop.screenIDs.joined(separator: ", ")))") }
  }

  /// A session started on `id` with one frame drawn, as `--start ID` begins.
  public static func started(at id: String, registry: [PluginRegistration], options: Options = Options()) throws -> TestSession {
    let s = try TestSession(registry: registry, options: options)
    try s.start(at: id)
    s.runner.step()
    return s
  }

  /// Plays `script` on a fresh session started on `id`, as `homeview --start
  /// ID --script F` plays it; a failed `expect…` throws with its line.
  public static func play(_ script: String, startingAt id: String, registry: [PluginRegistration], options: Options = Options()) throws {
    let s = try started(at: id, registry: registry, options: options)
    defer { s.stop() }
    try s.run(script, file: "\(id).script")
  }

  /// Opens `id` over a plain base screen, so that closing it goes somewhere.
  public func open(_ id: String) throws(TestFailure) {
    loop.navigator.setRoot(BaseScreenPlugin.screenID)
    guard loop.navigator.show(id, transition: .none) else { throw TestFailure("no screen '\(id)'") }
    runner.step()
  }

  /// The screen on top.
  public var screen: String? { loop.navigator.topID }

  /// A state value (`dashboard.temperature`), or `screen`.
  public func state(_ key: String) -> String? { loop.state(key) }

  /// The element ids the screens on show offer now.
  public var elementIDs: [String] { loop.navigator.visibleScreens.flatMap { $0.elements.map(\.id) } }

  // MARK: time and touch

  /// Lets `seconds` of virtual time pass, a frame at a time.
  public func advance(_ seconds: Double) { runner.advance(seconds: seconds) }

  /// Runs frames until nothing moves, but at most `maxSeconds` (how
  /// `homeview snapshot` catches an animated screen at the same moment).
  /// Returns how many frames it ran.
  @discardableResult
  public func settle(maxSeconds: Double = 1) -> Int {
    let first = runner.frame
    let limit = first + Int(maxSeconds * loop.options.refreshHz)
    runner.step()
    while loop.needsFrame && runner.frame < limit { runner.step() }
    return runner.frame - first
  }

  /// Runs frames until nothing moves, at most `maxFrames`: how many ran, and
  /// how many of them drew (a frame that would draw the same pixels need not).
  public func runToRest(maxFrames: Int = 600) -> (frames: Int, drawn: Int) {
    var frames = 0, drawn = 0
    while loop.needsFrame && frames < maxFrames {
      runner.step()
      frames += 1
      if !loop.lastDamage.isEmpty { drawn += 1 }
    }
    return (frames, drawn)
  }

  /// Whether the frame on screen has exactly the pixels of `other`'s.
  public func showsSamePixels(as other: TestSession) -> Bool {
    loop.backBuffer.hasSamePixels(as: other.loop.backBuffer)
  }

  /// Plays gesture-script lines (the language of docs/script.md).
  public func run(_ script: String, file: String = "(test)") throws(TestFailure) {
    do { try runner.run(try GestureScript.parse(script, file: file)) } catch let e as GestureScript.SyntaxError {
      throw TestFailure(e.description)
    } catch let e as ScriptRunner.Failure {
      throw TestFailure(e.description)
    } catch {
      throw TestFailure("\(error)")
    }
  }

  /// How long a scripted tap holds the finger.
  public static var tapSeconds: Double { ScriptRunner.tapSeconds }

  /// Taps the element `@id` (or `id`).
  public func tap(_ element: String) throws(TestFailure) {
    try run("tap @" + (element.hasPrefix("@") ? String(element.dropFirst()) : element))
  }

  /// Taps at a point of the logical screen (points).
  public func tap(at p: Point) throws(TestFailure) { try run("tap \(p.x) \(p.y)") }

  /// Waits up to `seconds` for the element to be on screen (a gallery tile
  /// drifting in); false if it never shows.
  public func waitFor(element id: String, seconds: Double = 10) -> Bool {
    let limit = runner.frame + Int(seconds * loop.options.refreshHz)
    while loop.element(id) == nil {
      guard runner.frame < limit else { return false }
      runner.step()
    }
    return true
  }

  // MARK: sound

  /// How many notes and clicks were asked of the audio API so far.
  public var notesPlayed: Int { loop.audio.notesPlayed }
  public var clicksPlayed: Int { loop.audio.clicksPlayed }
  /// The notes that reached the output, in the order asked, with their times.
  public var notes: [Note] { audio.notes }
  /// The frame times of the clicks that reached the output (none when the
  /// config turns clicks off).
  public var clicks: [Double] { audio.clicks }

  // MARK: pictures

  /// A copy of the frame on screen (the back buffer holds the last frame drawn).
  public func snapshot() -> Surface { loop.backBuffer.copy() }

  /// Compares the frame on screen, shrunk by `thumbnail` (1: full size), with
  /// `folder/name.png` (recorded instead with HOMEVIEW_RECORD_GOLDENS=1).
  public func assertGolden(_ name: String, in folder: String, thumbnail: Double = 1) throws(GoldenMismatch) {
    let picture = thumbnail == 1 ? snapshot() : snapshot().thumbnail(scale: thumbnail)
    try Golden.check(picture, against: folder + "/" + name + ".png")
  }

  /// Compares the frame on screen with `Goldens/name.png` beside the calling
  /// test file (a plugin's `Plugins/<Name>/Tests/Goldens`).
  public func assertGolden(_ name: String, thumbnail: Double = 1, file: StaticString = #filePath) throws(GoldenMismatch) {
    try assertGolden(name, in: Self.goldens(besides: file), thumbnail: thumbnail)
  }

  /// The `Goldens` folder beside a test file.
  public static func goldens(besides file: StaticString) -> String {
    let path = "\(file)"
    return String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) + "/Goldens"
  }

  static func temporaryFolder() -> String { Golden.temporaryFolder(named: "homeview-test") }
}

/// A check that did not hold, saying what was expected and what was found.
public struct TestFailure: Error, CustomStringConvertible, Sendable {
  public var description: String
  public init(_ description: String) { self.description = description }
}
