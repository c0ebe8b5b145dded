// swift-tools-version:6.0
import PackageDescription

// The core's unit tests under AddressSanitizer (Scripts/sanitizers.sh): Basics, Canvas
// (Cairo, Pango and libjpeg through their C shims), Runtime, Synth, the HTTP client (libcurl)
// and the calendar provider (libical, its thread, radicale), with the
// same sources and tests as the main package (symbolic links), built apart so
// the normal build is not invalidated.
let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "HomeViewAddressSanitizer",
  targets: [
    .systemLibrary(name: "CCairo", pkgConfig: "cairo"),
    .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo"),
    .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg"),
    .target(name: "Basics", swiftSettings: strict),
    .target(name: "SystemCalls", swiftSettings: strict),
    .target(name: "Canvas", dependencies: ["Basics", "SystemCalls", "CCairo", "CPangoCairo", "CJPEG"], swiftSettings: strict),
    .target(name: "Runtime", dependencies: ["Basics", "SystemCalls", "Canvas", "Synth"], swiftSettings: strict),
    .target(name: "Synth", swiftSettings: strict),
    // The HTTP client: libcurl called from several threads at once.
    .systemLibrary(name: "CCurl"),
    .target(name: "HTTP", dependencies: ["SystemCalls", "CCurl"], swiftSettings: strict),
    .target(name: "HTTPTestSupport", path: "Tests/HTTPTestSupport", swiftSettings: strict),
    .testTarget(name: "HTTPTests", dependencies: ["HTTP", "HTTPTestSupport"], swiftSettings: strict),
    // The calendar provider: libical's components, its own thread, radicale.
    .systemLibrary(name: "CICal"),
    .target(name: "HomeModel", dependencies: ["Basics"], swiftSettings: strict),
    .target(name: "HouseholdStore", dependencies: ["Basics", "SystemCalls", "Runtime", "Canvas", "HomeModel"], swiftSettings: strict),
    .target(name: "CalendarProvider", dependencies: ["Basics", "SystemCalls", "HouseholdStore", "HomeModel", "Runtime", "HTTP", "CICal"], swiftSettings: strict),
    .testTarget(
      name: "CalendarProviderTests", dependencies: ["Basics", "CalendarProvider", "HouseholdStore", "HomeModel", "Runtime", "HTTP"], swiftSettings: strict),
    .target(name: "AudioTestSupport", path: "Tests/AudioTestSupport", swiftSettings: strict),
    .target(name: "PictureTestSupport", path: "Tests/PictureTestSupport", swiftSettings: strict),
    .testTarget(name: "BasicsTests", dependencies: ["Basics"], swiftSettings: strict),
    .testTarget(name: "CanvasTests", dependencies: ["Basics", "Canvas", "PictureTestSupport"], swiftSettings: strict),
    .testTarget(name: "SystemCallsTests", dependencies: ["SystemCalls"], swiftSettings: strict),
    .testTarget(name: "RuntimeTests", dependencies: ["Basics", "Runtime", "Canvas"], swiftSettings: strict),
    .testTarget(name: "SynthTests", dependencies: ["Synth", "AudioTestSupport"], swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
