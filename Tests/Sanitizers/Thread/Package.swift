// swift-tools-version:6.0
import PackageDescription

// The audio engine's tests under ThreadSanitizer (Scripts/sanitizers.sh): the
// lock-free ring between the frame thread and the audio thread, the counters,
// the recording tap. Same sources and tests as the main package (symbolic links).
let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "HomeViewThreadSanitizer",
  targets: [
    .target(name: "Synth", swiftSettings: strict),
    .target(name: "AudioTestSupport", path: "Tests/AudioTestSupport", swiftSettings: strict),
    .testTarget(name: "SynthTests", dependencies: ["Synth", "AudioTestSupport"], swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
