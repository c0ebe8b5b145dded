// swift-tools-version:6.0
import PackageDescription

// The core's unit tests under AddressSanitizer (Scripts/sanitizers.sh): Canvas
// (Cairo, Pango and libjpeg through their C shims), Runtime and Synth, with the
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
    .target(name: "Canvas", dependencies: ["CCairo", "CPangoCairo", "CJPEG"], swiftSettings: strict),
    .target(name: "Runtime", dependencies: ["Canvas"], swiftSettings: strict),
    .target(name: "Synth", swiftSettings: strict),
    .target(name: "AudioTestSupport", path: "Tests/AudioTestSupport", swiftSettings: strict),
    .testTarget(name: "CanvasTests", dependencies: ["Canvas"], swiftSettings: strict),
    .testTarget(name: "RuntimeTests", dependencies: ["Runtime", "Canvas"], swiftSettings: strict),
    .testTarget(name: "SynthTests", dependencies: ["Synth", "AudioTestSupport"], swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
