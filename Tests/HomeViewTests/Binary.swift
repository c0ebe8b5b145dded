import Foundation

/// Runs the built `homeview` binary, as a person would, and captures what it says.
struct Binary {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The repository root (tests run the binary from there, like the README).
  static let root: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
  }()

  /// The binary built beside this test bundle.
  static let path: String = {
    let bundleDir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [bundleDir.appendingPathComponent("homeview").path, root + "/.build/debug/homeview"]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[1]
  }()

  /// `environment`: variables set on top of this process's own.
  static func run(_ args: [String], cwd: String = root, environment: [String: String] = [:]) throws -> Result {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: path)
    p.arguments = args
    // No desktop session (`auto` must not open a window from a test), then the test's own variables.
    var env = ProcessInfo.processInfo.environment
    env["DISPLAY"] = nil
    env["WAYLAND_DISPLAY"] = nil
    p.environment = env.merging(environment) { $1 }
    p.currentDirectoryURL = URL(fileURLWithPath: cwd)
    let out = Pipe(), err = Pipe()
    p.standardOutput = out
    p.standardError = err
    try p.run()
    let o = out.fileHandleForReading.readDataToEndOfFile()
    let e = err.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return Result(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
  }

  /// A fresh folder under the system temp dir.
  static func temporaryFolder() throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("homeview-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir.path
  }

  static func write(_ text: String, to path: String) throws {
    try text.write(toFile: path, atomically: true, encoding: .utf8)
  }
}
