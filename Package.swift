// swift-tools-version:6.0
import Foundation
import PackageDescription

// Every Swift target builds in Swift 6 mode with strict concurrency; C types never
// leak through a public API (InternalImportsByDefault).
let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

/// Debug builds compile the per-pixel loops optimized: unoptimized, Canvas's box
/// blur (frosted glass, photo backdrops) and the test kit's golden and damage
/// comparisons were the biggest share of the unit tests' CPU time. Only here:
/// the sanitizer packages keep them unoptimized, for exact reports.
let optimizedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

func system(_ name: String, _ pkgConfig: String?, _ apt: String) -> Target {
  .systemLibrary(name: name, pkgConfig: pkgConfig, providers: [.apt([apt])])
}

/// Every folder under Plugins/ is a plugin target of that name: adding a plugin
/// needs no edit here, only its folder and its line in the registry
/// (Sources/PluginRegistry). SwiftPM caches this manifest's result by its text:
/// a new folder is seen after `touch Package.swift && swift build --manifest-cache none`
/// (docs/plugins.md).
let pluginNames: [String] = {
  let root = Context.packageDirectory + "/Plugins"
  let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
  return names.filter { !$0.hasPrefix(".") && isFolder(root + "/" + $0) }.sorted()
}()

func isFolder(_ path: String) -> Bool {
  var folder: ObjCBool = false
  return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
}

func plugin(_ name: String) -> Target {
  .target(
    name: name, dependencies: ["Basics", "SystemCalls", "Runtime", "Canvas", "Art", "ClockFaces", "HomeModel", "HouseholdStore", "Widgets", "Synth"],
    path: "Plugins/\(name)", exclude: isFolder(Context.packageDirectory + "/Plugins/\(name)/Tests") ? ["Tests"] : [],
    swiftSettings: strict)
}

/// A plugin's tests live in its folder, `Plugins/<Name>/Tests` (goldens in its
/// `Goldens` folder), as the test target `<Name>Tests` on HomeViewTesting: found
/// like the plugins, no edit here (a new folder is seen as docs/plugins.md says).
func pluginTests(_ name: String) -> [Target] {
  let folder = Context.packageDirectory + "/Plugins/\(name)/Tests"
  guard isFolder(folder) else { return [] }
  return [
    .testTarget(
      name: name + "Tests",
      dependencies: [
        .target(name: name), "HomeViewTesting", "PluginRegistry", "Basics", "Runtime", "Canvas", "Art", "ClockFaces", "HomeModel", "HouseholdStore",
        "Widgets", "Synth", "Backends",
      ],
      path: "Plugins/\(name)/Tests", exclude: isFolder(folder + "/Goldens") ? ["Goldens"] : [], swiftSettings: strict)
  ]
}

let package = Package(
  name: "HomeView",
  products: [
    .executable(name: "homeview", targets: ["homeview"])
  ],
  targets: [
    // C libraries: a modulemap and a shim header each, nothing else.
    system("CCairo", "cairo", "libcairo2-dev"),
    system("CPangoCairo", "pangocairo", "libpango1.0-dev"),
    system("CJPEG", "libjpeg", "libjpeg62-turbo-dev"),
    system("CDRM", "libdrm", "libdrm-dev"),
    system("CLibInput", "libinput", "libinput-dev"),
    system("CUdev", "libudev", "libudev-dev"),
    system("CALSA", "alsa", "libasound2-dev"),
    // SDL2 for the desktop window: headers only at build time, libSDL2 opened at
    // run time (no pkg-config, no link), so the device binary never needs it.
    system("CSDL2", nil, "libsdl2-dev"),
    system("CMosquitto", nil, "libmosquitto-dev"),
    system("CMPDClient", "libmpdclient", "libmpdclient-dev"),
    // libmosquitto, libcurl and libical likewise: opened at first use (their shims).
    system("CCurl", nil, "libcurl4-openssl-dev"),
    system("CICal", nil, "libical-dev"),

    // Basics: geometry, civil time, config nodes and their errors, JSON, the
    // event protocol, screen routes. Pure Swift, imports nothing: every layer
    // above shares it, and its tests run without Cairo.
    .target(name: "Basics", swiftSettings: strict),
    // The system's edges, typed: errno in words, a failed call with its name
    // and path, file descriptors, poll. On Glibc alone, so Canvas, Runtime,
    // the providers and the backends all report a system error the same way.
    .target(name: "SystemCalls", swiftSettings: strict),
    // The drawing API and the engine (bus, plugins, navigator, frame loop,
    // budget, clock, gestures), which renders through Canvas.
    .target(name: "Canvas", dependencies: ["Basics", "SystemCalls", "CCairo", "CPangoCairo", "CJPEG"], swiftSettings: strict + optimizedInDebug),
    .target(name: "Runtime", dependencies: ["Basics", "SystemCalls", "Canvas", "Synth"], swiftSettings: strict),
    // The household's values, on Basics alone: reading the file and checking
    // the photos it names is HouseholdStore's (Household.load).
    .target(name: "HomeModel", dependencies: ["Basics"], swiftSettings: strict),
    // The one owner of the household's live state, fed by its providers; and
    // the household file read from disk (Canvas to check a photo's header).
    .target(name: "HouseholdStore", dependencies: ["Basics", "SystemCalls", "Runtime", "Canvas", "HomeModel"], swiftSettings: strict),
    // Home Assistant's devices through its MQTT broker (libmosquitto's thread, a queue to the frame).
    .target(name: "MQTTProvider", dependencies: ["Basics", "SystemCalls", "HouseholdStore", "HomeModel", "Runtime", "CMosquitto"], swiftSettings: strict),
    // The Music Player Daemon as Now Playing's player (its idle on MPD's own thread, a queue to the frame).
    .target(name: "MPDProvider", dependencies: ["Basics", "SystemCalls", "HouseholdStore", "HomeModel", "Runtime", "CMPDClient"], swiftSettings: strict),
    // A blocking HTTP client on libcurl, for providers on their own threads.
    .target(name: "HTTP", dependencies: ["SystemCalls", "CCurl"], swiftSettings: strict),
    // The weather from an Open-Meteo-format service (its own thread, a mailbox to the frame).
    .target(name: "WeatherProvider", dependencies: ["Basics", "SystemCalls", "HouseholdStore", "HomeModel", "Runtime", "HTTP"], swiftSettings: strict),
    // Calendars and reminders: iCalendar files, URLs and CalDAV through libical, on its own thread.
    .target(name: "CalendarProvider", dependencies: ["Basics", "SystemCalls", "HouseholdStore", "HomeModel", "Runtime", "HTTP", "CICal"], swiftSettings: strict),
    .target(name: "Art", dependencies: ["Basics", "Canvas"], swiftSettings: strict),
    .target(name: "ClockFaces", dependencies: ["Basics", "SystemCalls", "Canvas", "Art", "HomeModel"], swiftSettings: strict),
    // Pure Swift sound: voices, mixer, limiter and the lock-free command ring.
    .target(name: "Synth", swiftSettings: strict),
    // Controls the screens share: round and capsule buttons, app icons, tap targets, a face on a screen.
    .target(name: "Widgets", dependencies: ["Basics", "Canvas", "Art", "Runtime", "ClockFaces"], swiftSettings: strict),
    .target(name: "Backends", dependencies: ["Basics", "SystemCalls", "Runtime", "Canvas", "Synth", "CALSA", "CDRM", "CLibInput", "CUdev", "CSDL2"], swiftSettings: strict),

    // The static plugin registry: every plugin compiled in, in default order.
    .target(
      name: "PluginRegistry", dependencies: ["Runtime"] + pluginNames.map { .target(name: $0) }, swiftSettings: strict),

    // One way in: config, settings and built-in defaults → resources → loop →
    // plugins → root screen, for every command, backend and test.
    .target(name: "HomeViewSession", dependencies: ["Basics", "SystemCalls", "Runtime", "Canvas", "HomeModel", "HouseholdStore", "MQTTProvider", "WeatherProvider", "CalendarProvider", "MPDProvider", "Backends"], swiftSettings: strict),

    // The plugin test kit: a session from the session builder, driven by hand
    // on virtual time; goldens; expected-failure lists.
    .target(
      name: "HomeViewTesting", dependencies: ["HomeViewSession", "Basics", "SystemCalls", "Runtime", "Canvas", "HomeModel", "Synth", "Backends"],
      swiftSettings: strict + optimizedInDebug),

    // The executable: arguments, backend choice, the loop.
    .executableTarget(
      name: "homeview",
      dependencies: ["Basics", "SystemCalls", "Runtime", "Canvas", "Art", "HomeModel", "Backends", "HomeViewSession", "Synth", "PluginRegistry"],
      swiftSettings: strict),
    // Mutated configs, households, scripts, data files and pictures through the
    // real parsers and loaders, from Tests/Fuzz/corpus (Scripts/test.sh's fuzz stage).
    .executableTarget(
      name: "homeview-fuzz",
      dependencies: ["Runtime", "Canvas", "HomeModel", "Backends", "HomeViewSession", "PluginRegistry"],
      path: "Tests/Fuzz/Sources", swiftSettings: strict),

    // Basics' tests link no Cairo.
    .testTarget(name: "BasicsTests", dependencies: ["Basics"], swiftSettings: strict),
    // The log (its escaping, its capture from several threads), on the C library alone.
    .testTarget(name: "SystemCallsTests", dependencies: ["SystemCalls"], swiftSettings: strict),
    .testTarget(name: "RuntimeTests", dependencies: ["Basics", "Runtime", "Canvas"], swiftSettings: strict),
    // Pitch (Goertzel) and WAV reading, shared by the audio tests.
    .target(name: "AudioTestSupport", path: "Tests/AudioTestSupport", swiftSettings: strict),
    .testTarget(name: "SynthTests", dependencies: ["Synth", "AudioTestSupport"], swiftSettings: strict),
    .testTarget(name: "BackendsTests", dependencies: ["Basics", "SystemCalls", "Backends", "Runtime", "Canvas", "Synth", "AudioTestSupport"], swiftSettings: strict),
    // PNG and JPEG files built byte by byte, for the image loader's tests.
    .target(name: "PictureTestSupport", path: "Tests/PictureTestSupport", swiftSettings: strict),
    .testTarget(name: "CanvasTests", dependencies: ["Basics", "Canvas", "PictureTestSupport"], swiftSettings: strict),
    .testTarget(name: "ArtTests", dependencies: ["Basics", "Art", "Canvas", "HomeViewTesting"], exclude: ["Goldens"], swiftSettings: strict),
    .testTarget(name: "WidgetsTests", dependencies: ["Basics", "Widgets", "Runtime", "Canvas"], swiftSettings: strict),
    .testTarget(name: "HouseholdStoreTests", dependencies: ["Basics", "HouseholdStore", "HomeModel", "Runtime", "Backends", "PictureTestSupport"], swiftSettings: strict),
    .testTarget(name: "HomeModelTests", dependencies: ["Basics", "HomeModel"], swiftSettings: strict),
    .testTarget(
      name: "ClockFacesTests", dependencies: ["Basics", "ClockFaces", "Canvas", "HomeModel", "HouseholdStore", "Runtime"], swiftSettings: strict),
    // The kill -9 test: KillSaver saves without pause until the test kills it.
    .executableTarget(name: "KillSaver", dependencies: ["SystemCalls", "Runtime", "Backends"], path: "Tests/KillSaver", swiftSettings: strict),
    .testTarget(
      name: "KillTests",
      dependencies: ["Basics", "KillSaver", "Runtime", "Canvas", "HomeModel", "HouseholdStore", "Faces", "HomeDashboard", "DrawMusic", "AudioTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "HomeViewSessionTests", dependencies: ["Basics", "HomeViewSession", "Faces", "Runtime", "Canvas", "HomeModel", "HouseholdStore", "Backends"],
      swiftSettings: strict),
    // Settings and on-device calibration through the session's reload, on HomeViewTesting.
    .testTarget(
      name: "SettingsTests", dependencies: ["Settings", "Faces", "HomeViewTesting", "Backends", "Basics", "Runtime", "Canvas", "HomeModel", "HouseholdStore"],
      exclude: ["Goldens"], swiftSettings: strict),
    // Every registered plugin against its manifest, on HomeViewTesting.
    .testTarget(
      name: "ConformanceTests", dependencies: ["Basics", "HomeViewTesting", "HomeViewSession", "PluginRegistry", "Runtime", "Canvas", "HomeModel"],
      exclude: ["Goldens", "exemptions.txt", "damage-exemptions.txt"], swiftSettings: strict),
    // Every import in Sources/ and Plugins/ against README.md's layer table and
    // Package.swift's declarations.
    .testTarget(name: "LayerTests", swiftSettings: strict),
    // Home Assistant's MQTT against a real mosquitto started by the tests, in real time.
    .testTarget(
      name: "MQTTTests",
      dependencies: ["Basics", "HomeViewTesting", "HomeViewSession", "HouseholdStore", "MQTTProvider", "PluginRegistry", "HomeModel", "Runtime"],
      swiftSettings: strict),
    // MPD as Now Playing's player, against a real mpd started by the tests, in real time.
    .testTarget(
      name: "MPDTests",
      dependencies: [
        "Basics", "HomeViewTesting", "HomeViewSession", "HouseholdStore", "MPDProvider", "PluginRegistry", "HomeModel", "Runtime", "Canvas",
        "HTTPTestSupport",
      ],
      exclude: ["Goldens"], swiftSettings: strict),
    // The HTTP client against Python's http.server started by the tests.
    .target(name: "HTTPTestSupport", path: "Tests/HTTPTestSupport", swiftSettings: strict),
    .testTarget(name: "HTTPTests", dependencies: ["HTTP", "HTTPTestSupport"], swiftSettings: strict),
    // The weather provider against Open-Meteo-format answers served by Python's http.server.
    .testTarget(
      name: "WeatherProviderTests",
      dependencies: [
        "Basics", "HomeModel", "HouseholdStore", "WeatherProvider", "HTTPTestSupport", "HomeViewTesting", "HomeViewSession", "PluginRegistry", "Runtime",
      ],
      swiftSettings: strict),
    // iCalendar through libical, and CalDAV against a real radicale started by the tests.
    .testTarget(
      name: "CalendarProviderTests", dependencies: ["Basics", "CalendarProvider", "HouseholdStore", "HomeModel", "Runtime", "HTTP"], swiftSettings: strict),
    // Runs the built binary as a person would: CLI, scripts, configs, data files.
    .testTarget(
      name: "HomeViewTests", dependencies: ["Basics", "Canvas", "AudioTestSupport", "PictureTestSupport"], swiftSettings: strict),
  ] + pluginNames.map(plugin) + pluginNames.flatMap(pluginTests),
  swiftLanguageModes: [.v6]
)
