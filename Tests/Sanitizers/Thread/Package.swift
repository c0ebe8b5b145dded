// swift-tools-version:6.0
import PackageDescription

// The audio engine's tests under ThreadSanitizer (Scripts/sanitizers.sh): the
// lock-free ring between the frame thread and the audio thread, the counters,
// the recording tap; the HTTP client's requests on several threads at once;
// the log's capture, written from several threads. Same sources and tests as
// the main package (symbolic links).
let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "HomeViewThreadSanitizer",
  targets: [
    .target(name: "Synth", swiftSettings: strict),
    .target(name: "SystemCalls", swiftSettings: strict),
    .testTarget(name: "SystemCallsTests", dependencies: ["SystemCalls"], swiftSettings: strict),
    // The HTTP client: libcurl called from several threads at once.
    .systemLibrary(name: "CCurl"),
    .target(name: "HTTP", dependencies: ["SystemCalls", "CCurl"], swiftSettings: strict),
    .target(name: "HTTPTestSupport", path: "Tests/HTTPTestSupport", swiftSettings: strict),
    .testTarget(name: "HTTPTests", dependencies: ["HTTP", "HTTPTestSupport"], swiftSettings: strict),
    .target(name: "AudioTestSupport", path: "Tests/AudioTestSupport", swiftSettings: strict),
    .testTarget(name: "SynthTests", dependencies: ["Synth", "AudioTestSupport"], swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
