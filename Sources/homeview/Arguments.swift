import HomeViewSession

/// The command line, parsed. `homeview [run] [options]`, `homeview snapshot …`,
/// `homeview bench …`, `homeview sound-check …`, `homeview check-config FILE`,
/// `homeview --help`.
struct Arguments {
  enum Command: String {
    case run, snapshot, bench, soundCheck = "sound-check", checkConfig = "check-config", soak, calibrate, help
  }

  var command: Command = .run
  var backend: String?
  var config: String?
  var script: String?
  var out: String?
  var data: String?
  var device: String?
  var size: (width: Int, height: Int)?
  var rotation: Int?
  var start: String?
  var stats = false
  /// Show the frame-budget overlay from the start (any backend).
  var overlay = false
  /// Log every finger down/up (drm runs; the board test reads these).
  var traceInput = false
  /// Headless runs: leave the temporary data folder in place at exit.
  var keepData = false
  var frames = 300
  /// `soak`: hours of virtual time.
  var hours = 24.0
  var scenario: String?
  var list = false
  /// Positional words after the command (`snapshot ID`, `check-config FILE`).
  var positional: [String] = []

  struct UsageError: Error, CustomStringConvertible {
    var problem: String
    var description: String { "\(problem)\nRun 'homeview --help' for usage." }
  }

  static func parse(_ args: [String]) throws(UsageError) -> Arguments {
    var a = Arguments()
    var words = args[...]
    if let first = words.first, let c = Command(rawValue: first) {
      a.command = c
      words = words.dropFirst()
    }
    func value(_ flag: String) throws(UsageError) -> String {
      guard let v = words.popFirst(), !v.hasPrefix("--") else { throw UsageError(problem: "\(flag) needs a value") }
      return v
    }
    while let w = words.popFirst() {
      switch w {
      case "-h", "--help": a.command = .help
      case "--backend": a.backend = try value(w)
      case "--config": a.config = try value(w)
      case "--script": a.script = try value(w)
      case "--out": a.out = try value(w)
      case "--data": a.data = try value(w)
      case "--device": a.device = try value(w)
      case "--start": a.start = try value(w)
      case "--scenario": a.scenario = try value(w)
      case "--stats": a.stats = true
      case "--overlay": a.overlay = true
      case "--trace-input": a.traceInput = true
      case "--keep-data": a.keepData = true
      case "--list": a.list = true
      case "--size":
        let v = try value(w)
        let parts = v.split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, (100...8192).contains(parts[0]), (100...8192).contains(parts[1]) else {
          throw UsageError(problem: "--size '\(v)' is not WIDTHxHEIGHT (100…8192 each)")
        }
        a.size = (parts[0], parts[1])
      case "--rotation":
        let v = try value(w)
        guard let r = Int(v), [0, 90, 180, 270].contains(r) else { throw UsageError(problem: "--rotation '\(v)' is not 0, 90, 180 or 270") }
        a.rotation = r
      case "--hours":
        let v = try value(w)
        guard let n = Double(v), n > 0, n <= 24 * 365 else { throw UsageError(problem: "--hours '\(v)' is not a number of hours (0…8760)") }
        a.hours = n
      case "--frames":
        let v = try value(w)
        guard let n = Int(v), (1...100_000).contains(n) else { throw UsageError(problem: "--frames '\(v)' is not 1…100000") }
        a.frames = n
      default:
        if w.hasPrefix("-") { throw UsageError(problem: "unknown option '\(w)'") }
        a.positional.append(w)
      }
    }
    if let b = a.backend, !["drm", "window", "headless"].contains(b) {
      throw UsageError(problem: "--backend '\(b)' is not drm, window or headless")
    }
    switch a.command {
    case .run, .bench, .soundCheck, .soak, .calibrate, .help:
      if !a.positional.isEmpty { throw UsageError(problem: "unexpected '\(a.positional[0])'") }
    case .snapshot:
      if !a.list, a.positional.count != 1 { throw UsageError(problem: "snapshot takes one screen id (or --list)") }
    case .checkConfig:
      if a.positional.count > 1 { throw UsageError(problem: "check-config takes one file") }
    }
    return a
  }

  /// The options that override settings.json and the config file.
  var commandLine: CommandLineSettings {
    var c = CommandLineSettings()
    c.configFile = config
    c.dataFolder = data
    c.backend = backend
    c.size = size
    c.rotation = rotation
    // `calibrate` is a run that starts on the calibration screen.
    c.start = command == .calibrate ? "calibrate" : start
    return c
  }

  static let help = """
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
      --scenario NAME          bench: run only this scenario

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
