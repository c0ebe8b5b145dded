// swift-tools-version:6.0
import PackageDescription

// The core's unit tests under AddressSanitizer (Scripts/sanitizers.sh): Basics, Canvas
// (Cairo, Pango and libjpeg through their C shims), Runtime, Synth and the HTTP client (libcurl), with the
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
    .target(name: "Canvas", dependencies: ["Basics", "CCairo", "CPangoCairo", "CJPEG"], swiftSettings: strict),
    .target(name: "Runtime", dependencies: ["Basics", "Canvas", "Synth"], swiftSettings: strict),
    .target(name: "Synth", swiftSettings: strict),
    // The HTTP client: libcurl called from several threads at once.
    .systemLibrary(name: "CCurl", pkgConfig: "libcurl"),
    .target(name: "HTTP", dependencies: ["CCurl"], swiftSettings: strict),
    .target(name: "HTTPTestSupport", path: "Tests/HTTPTestSupport", swiftSettings: strict),
    .testTarget(name: "HTTPTests", dependencies: ["HTTP", "HTTPTestSupport"], swiftSettings: strict),
    .target(name: "AudioTestSupport", path: "Tests/AudioTestSupport", swiftSettings: strict),
    .target(name: "PictureTestSupport", path: "Tests/PictureTestSupport", swiftSettings: strict),
    .testTarget(name: "BasicsTests", dependencies: ["Basics"], swiftSettings: strict),
    .testTarget(name: "CanvasTests", dependencies: ["Basics", "Canvas", "PictureTestSupport"], swiftSettings: strict),
    .testTarget(name: "RuntimeTests", dependencies: ["Basics", "Runtime", "Canvas"], swiftSettings: strict),
    .testTarget(name: "SynthTests", dependencies: ["Synth", "AudioTestSupport"], swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
