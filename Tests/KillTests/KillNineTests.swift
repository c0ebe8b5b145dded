import AudioTestSupport
import Basics
import Canvas
import Foundation
import Glibc
import HomeModel
import HouseholdStore
import Testing

@testable import DrawMusic
@testable import Faces
@testable import HomeDashboard
@testable import Runtime

/// Saves interrupted at random moments: a child (KillSaver) saves the current
/// face, the accessories and the drawings through DataFile and records
/// through the WAV output without pause, and is killed with SIGKILL after a
/// random delay; then every file loads with the stores' own loaders, nothing
/// is refused or kept aside, and the recording's header is valid and, once
/// repaired as Draw Music does at start, agrees with its length. About 25 s.
@MainActor
struct KillNineTests {
  static let seconds = 25.0
  static let minimumKills = 10

  /// KillSaver, built beside this test bundle.
  static let saver: String = {
    let bundleDir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    var root = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { root.deleteLastPathComponent() }
    let candidates = [bundleDir.appendingPathComponent("KillSaver").path, root.path + "/.build/debug/KillSaver"]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[1]
  }()

  struct Variants {
    var faces: [String] = []
    var accessories: [[Accessory]] = []
    var drawings: [[Drawing]] = []
  }

  /// The texts the child saves, made with the stores' encoders; drawings are
  /// large (hundreds of kilobytes) so that kills often land inside a write.
  func writeTemplates(to folder: String, fixture: [Accessory]) throws -> Variants {
    var v = Variants()
    v.faces = ["dad-son", "coral-serif", "weather", "blobs"]
    for (i, id) in v.faces.enumerated() {
      try Binary.write(FacesPlugin.encodeCurrentFace(id), to: "\(folder)/faces-\(i)")
    }
    for i in 0..<4 {
      let accessories = fixture.map { $0.applying(Double(55 + i * 7)) }
      v.accessories.append(accessories)
      try Binary.write(AccessoryValuesFile.encode(accessories), to: "\(folder)/accessories-\(i)")
    }
    var g = SystemRandomNumberGenerator()
    for i in 0..<3 {
      var drawings: [Drawing] = []
      for _ in 0..<3 {
        var d = Drawing()
        for s in 0..<(150 + i * 50) {
          let points = (0..<40).map { _ in Point(Double.random(in: 0...1200, using: &g), Double.random(in: 0...700, using: &g)) }
          d.add(Stroke(id: s + 1, colour: s % Palette.markers.count, points: points))
        }
        drawings.append(d)
      }
      let text = DrawingStore.encode(drawings)
      v.drawings.append(try DrawingStore.decode(text, file: "template"))
      try Binary.write(text, to: "\(folder)/drawings-\(i)")
    }
    return v
  }

  @Test func savesKilledAtRandomMomentsLeaveEveryFileLoadable() throws {
    let root = try Binary.temporaryFolder()
    let data = root + "/data"
    let templates = root + "/templates"
    try FileManager.default.createDirectory(atPath: templates, withIntermediateDirectories: true)
    let fixture = try Household.fixture.accessories
    let variants = try writeTemplates(to: templates, fixture: fixture)

    let start = MonotonicClock.seconds()
    var kills = 0
    var midRecording = 0
    var insideASave = 0
    // At least `minimumKills` whatever the machine's load: a loaded machine
    // fits fewer runs in the time, and the check is the kills, not the clock.
    while MonotonicClock.seconds() - start < Self.seconds || kills < Self.minimumKills {
      kills += 1
      try runAndKill(data: data, templates: templates, seed: UInt64(kills), delay: Double.random(in: 0...0.4))
      let temporaries = ["faces", "dashboard", "drawmusic"].flatMap { DataFile.names(in: data + "/" + $0) }.filter { $0.hasSuffix(".tmp") }
      if !temporaries.isEmpty { insideASave += 1 }

      // Every data file loads, through the stores' own loaders.
      let face = try #require(FacesPlugin.loadCurrentFace(from: data + "/faces/current-face"), "kill \(kills): current-face")
      #expect(variants.faces.contains(face), "kill \(kills): current face '\(face)'")
      let accessories = AccessoryValuesFile(path: data + "/dashboard/accessories.json").load(onto: fixture)
      #expect(variants.accessories.contains(accessories), "kill \(kills): accessories")
      let drawings = try #require(DrawingStore.load(folder: data + "/drawmusic"), "kill \(kills): drawings")
      #expect(variants.drawings.contains(drawings), "kill \(kills): drawings")

      // The recording's header was kept valid while it grew...
      let recordings = DataFile.names(in: data + "/drawmusic").filter { $0.hasPrefix("recording-") }
      let last = try #require(recordings.max { $0.count == $1.count ? $0 < $1 : $0.count < $1.count })
      let path = data + "/drawmusic/" + last
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      #expect(bytes.count >= 44, "kill \(kills): \(last) has its header")
      if bytes.count >= 44 {
        let stated = (0..<4).reduce(0) { $0 | Int(bytes[40 + $1]) << (8 * $1) }
        #expect(stated <= bytes.count - 44, "kill \(kills): \(last) says more than it holds")
        // ...lagging at most half a second and one buffer behind.
        #expect(bytes.count - 44 - stated <= 24_000 * 4 + 32_768 * 2, "kill \(kills): \(last) header lags \(bytes.count - 44 - stated) bytes")
        if stated > 0 { midRecording += 1 }
      }
      // ...and, repaired as Draw Music does at start, it reads whole.
      _ = WAVHeader.repair(path)
      let wav = try WAVReader(path: path)
      #expect(wav.channels == 2 && wav.sampleRate == 48_000)

      // Nothing was refused, and no temporary outlives the next save.
      let everything = ["faces", "dashboard", "drawmusic"].flatMap { DataFile.names(in: data + "/" + $0) }
      #expect(!everything.contains { $0.contains(".corrupt") }, "kill \(kills): \(everything)")
      for file in ["faces/current-face", "dashboard/accessories.json", "drawmusic/drawings.json"] {
        DataFile.removeStaleTemporaries(of: data + "/" + file)
      }
      let left = ["faces", "dashboard", "drawmusic"].flatMap { DataFile.names(in: data + "/" + $0) }.filter { $0.hasSuffix(".tmp") }
      #expect(left.isEmpty, "kill \(kills): \(left)")
    }
    let elapsed = MonotonicClock.seconds() - start
    print(
      "kill -9: \(kills) savers killed at random moments in \(String(format: "%.1f", elapsed)) s, \(insideASave) inside a save; "
        + "every file loaded; \(midRecording) recordings' headers already counted sound when killed")
  }

  /// Starts the saver, waits until it is saving, lets it run `delay` seconds
  /// more, and kills it with SIGKILL.
  func runAndKill(data: String, templates: String, seed: UInt64, delay: Double) throws {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: Self.saver)
    p.arguments = [data, templates, String(seed)]
    let out = Pipe()
    p.standardOutput = out
    try p.run()
    let line = out.fileHandleForReading.availableData
    #expect(String(decoding: line, as: UTF8.self).hasPrefix("saving"), "the saver did not start: \(Self.saver)")
    usleep(UInt32(delay * 1_000_000))
    kill(p.processIdentifier, SIGKILL)
    p.waitUntilExit()
    #expect(p.terminationReason == .uncaughtSignal && p.terminationStatus == SIGKILL)
  }
}

/// Writing the templates: plain Foundation, like the binary tests.
enum Binary {
  static func write(_ text: String, to path: String) throws {
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }

  static func temporaryFolder() throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("homeview-kill-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir.path
  }
}
