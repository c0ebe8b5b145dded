import HomeViewSession

/// The command line, parsed: the command and its own options.
/// `homeview [run] [options]`, `homeview snapshot …`, `homeview bench …`,
/// `homeview sound-check …`, `homeview check-config FILE`, `homeview soak …`,
/// `homeview --help`. Each command refuses the options it does not take.
enum Arguments {
  case run(RunOptions)
  case snapshot(SnapshotOptions)
  case bench(BenchOptions)
  case soundCheck(SoundCheckOptions)
  case checkConfig(CheckConfigOptions)
  case soak(SoakOptions)
  case help

  static func parse(_ args: [String]) throws(UsageError) -> Arguments {
    var words = args[...]
    if words.contains("-h") || words.contains("--help") { return .help }
    var command = RunOptions.command
    if let first = words.first, commandNames.contains(first) {
      command = first
      words = words.dropFirst()
    }
    let known = allOptions
    switch command {
    case SnapshotOptions.command: return .snapshot(try .parse(&words, knownElsewhere: known))
    case BenchOptions.command: return .bench(try .parse(&words, knownElsewhere: known))
    case SoundCheckOptions.command: return .soundCheck(try .parse(&words, knownElsewhere: known))
    case CheckConfigOptions.command: return .checkConfig(try .parse(&words, knownElsewhere: known))
    case SoakOptions.command: return .soak(try .parse(&words, knownElsewhere: known))
    case "calibrate":
      // A run that starts on the calibration screen.
      var run: RunOptions = try .parse(&words, knownElsewhere: known)
      guard run.start == nil else { throw UsageError(problem: "'--start' is not an option of 'homeview calibrate'") }
      run.start = "calibrate"
      return .run(run)
    case "help": return .help
    default: return .run(try .parse(&words, knownElsewhere: known))
    }
  }

  private static let commandNames: Set<String> = [
    RunOptions.command, SnapshotOptions.command, BenchOptions.command, SoundCheckOptions.command, CheckConfigOptions.command,
    SoakOptions.command, "calibrate", "help",
  ]

  /// Every option some command takes.
  private static var allOptions: Set<String> {
    Set(
      RunOptions.options.map(\.name) + SnapshotOptions.options.map(\.name) + BenchOptions.options.map(\.name)
        + SoundCheckOptions.options.map(\.name) + CheckConfigOptions.options.map(\.name) + SoakOptions.options.map(\.name))
  }

  /// The options that override settings.json and the config file.
  var commandLine: CommandLineSettings {
    switch self {
    case .run(let o): return o.commandLine
    case .snapshot(let o): return o.session.commandLine
    case .bench(let o): return o.session.commandLine
    case .soak(let o): return o.session.commandLine
    case .soundCheck(let o):
      var c = CommandLineSettings()
      c.configFile = o.config
      return c
    case .checkConfig(let o):
      var c = CommandLineSettings()
      c.configFile = o.file ?? o.config
      c.dataFolder = o.data
      return c
    case .help: return CommandLineSettings()
    }
  }

  static let helpText = """
    homeview: smart-display firmware (DRM/KMS, libinput, ALSA, Cairo + Pango).

    USAGE
      homeview [run] [options]            run the display: on drm or in a desktop window, the screens
                                          by touch; headless, the demo script on virtual time
      homeview snapshot ID --out F.png    render one screen (or ID:STATE) headless to a PNG
      homeview snapshot --list            every screen id and state it can render, one per line
      homeview bench [options]            frame times of every plugin's bench scenarios, and the synth's cost;
                                          with --backend drm: render, copy and flip wait on the display
      homeview sound-check [--out F.wav]  play a C major pentatonic run through the configured sound card
                                          (or the --device given), or write it to a WAV file
      homeview check-config [FILE]        validate a config file, as start-up does
      homeview calibrate [options]        full-screen touch calibration (a run that starts on the
                                          calibration screen); the matrix goes to the data folder's
                                          settings.json. On a device: stop the service first
      homeview soak [--hours N]           the gallery and ambient mode for N hours (24) of virtual time on
                                          the simulated clock; prints resident memory at 1, 6 and 24 hours
      homeview --help                     this text

    OPTIONS
      --backend drm|window|headless
                               default: drm where a DRM card exists and can be owned;
                               else a window when a desktop session is there (DISPLAY or
                               WAYLAND_DISPLAY) and no --script is given; else headless,
                               saying why
                               window: the mouse is a finger (Ctrl+drag: a second one,
                               mirrored), Escape is back, F1 the overlay, F5 reloads the
                               config and household, F12 writes a snapshot PNG to --out
      --config FILE            default: ./Config/homeview.json, then /etc/homeview/homeview.json
      --script FILE            a gesture script to play (headless); default: the demo
                               script named by the config ("demo"), else the built-in demo
      --out DIR|FILE           runs: a folder for PNG snapshots (default ./out) and,
                               when given, the run's sound as DIR/audio.wav;
                               snapshot: the PNG file; sound-check: the WAV file
      --device NAME            sound-check: the ALSA device (default: audio.device in the config)
      --data DIR               the data folder (headless default: a fresh temporary one,
                               removed at exit)
      --keep-data              headless: keep the temporary data folder at exit (its path is logged)
      --size WxH               the panel's native size in pixels (default 1280x800)
      --rotation 0|90|180|270  turns the panel into the logical screen
      --start ID               the first screen (see snapshot --list)
      --stats                  print the frame budget table at exit (drm: also copy
                               and flip times; SIGUSR1 logs them while running)
      --overlay                show the frame-budget overlay (fps, phases, plugins) on
                               every frame, on any backend (config: "overlay": true)
      --trace-input            drm: log every finger down/up in points
      --frames N               bench: frames per scenario after warm-up (default 300)
      --scenario NAME          bench: run only this scenario, its row alone, in this process
                               (NAME,NAME,…: the whole run over those, baselines included)
      --skip NAME,NAME,…       bench: leave these scenarios out
      --trace                  bench, headless runs: a line per frame (wall and CPU, user and
                               system time, page faults, screen, phases, plugins)

    GESTURE SCRIPTS (one command per line, '#' starts a comment; points of the logical screen)
      tap X Y | tap @id          long-press X Y | long-press @id
      drag X1 Y1 X2 Y2 SECONDS   path X1 Y1 X2 Y2 … SECONDS
      touch-down SLOT X Y        touch-move SLOT X Y        touch-up SLOT
      swipe left|right|up|down   wait SECONDS               snapshot NAME
      expect-screen ID           expect KEY VALUE | expect KEY >= N | expect KEY <= N

    Errors name their place: config mistakes as 'file: key.path: problem',
    script mistakes as 'file:line: problem'.
    """
}
