import Basics
import Canvas
import Foundation
import Glibc

/// Debian's mpd, started on a free port of 127.0.0.1 with its own config (the
/// null output with a software mixer, its database and state in a temporary
/// folder) over a music folder of short FLAC files sox makes, tagged with
/// Vorbis comments, a cover.png beside them and an .lrc for the first. Tests
/// that need it skip with the printed reason when it cannot be had.
final class MusicServer {
  let port: Int
  let folder: String
  var music: String { folder + "/music" }
  private var process: Process?

  static let binary: String? = ["/usr/bin/mpd", "/usr/sbin/mpd"].first { (path: String) in access(path, X_OK) == 0 }
  static let sox = "/usr/bin/sox"

  /// Why the tests cannot run here, or nil.
  static var unavailable: String? {
    if binary == nil { return "mpd is not installed (Scripts/setup.sh installs it)" }
    if access(sox, X_OK) != 0 { return "sox is not installed (Scripts/setup.sh installs it)" }
    return nil
  }

  struct Track {
    var file: String
    var title: String
    var seconds: Int
    var hertz: Int
  }

  static let artist = "The Test Band"
  static let album = "Sine Waves"
  static let tracks = [
    Track(file: "01 Tide.flac", title: "Tide", seconds: 40, hertz: 440),
    Track(file: "02 Ebb.flac", title: "Ebb", seconds: 40, hertz: 550),
    Track(file: "03 Swell.flac", title: "Swell", seconds: 40, hertz: 660),
  ]
  /// Tide's lyrics: a chorus tagged twice and an offset of a quarter second.
  static let lyrics = """
    [ti:Tide]
    [offset:+250]
    [00:01.25]Waves come in
    [00:03.25][00:09.25]Salt and foam
    [00:06.25]Waves go out
    """

  init() throws {
    folder = NSTemporaryDirectory() + "homeview-mpd-\(UUID().uuidString)"
    port = try Self.freePort()
    try FileManager.default.createDirectory(atPath: folder + "/music/Test Band", withIntermediateDirectories: true)
    for t in Self.tracks {
      try Self.run(Self.sox, [
        "-n", "-r", "22050", "-c", "1", "--comment", "TITLE=\(t.title)", "--add-comment", "ARTIST=\(Self.artist)",
        "--add-comment", "ALBUM=\(Self.album)", music + "/Test Band/" + t.file, "synth", String(t.seconds), "sine", String(t.hertz), "vol", "0.1",
      ])
    }
    try Self.lyrics.write(toFile: music + "/Test Band/01 Tide.lrc", atomically: true, encoding: .utf8)
    try Self.cover().writePNG(to: music + "/Test Band/cover.png")
    let config = """
      music_directory "\(music)"
      db_file "\(folder)/database"
      state_file "\(folder)/state"
      pid_file "\(folder)/pid"
      log_file "\(folder)/log"
      bind_to_address "127.0.0.1"
      port "\(port)"
      zeroconf_enabled "no"
      audio_output {
        type "null"
        name "silence"
        mixer_type "software"
      }

      """
    try config.write(toFile: folder + "/mpd.conf", atomically: true, encoding: .utf8)
    try start()
  }

  /// A cover in the style of an album: a warm gradient with a pale disc.
  static func cover() -> Surface {
    let s = Surface(size: Size(240, 240), scale: 1)
    let c = Canvas(surface: s)
    c.fill(Rect(size: Size(240, 240)), .linear(from: Point(0, 0), to: Point(240, 240), stops: [
      GradientStop(0, Color(hex: 0x1B3B6F)), GradientStop(1, Color(hex: 0xF08A4B)),
    ]))
    c.fill(Path.ellipse(in: Rect(x: 70, y: 70, width: 100, height: 100)), Color(hex: 0xFFF1D6))
    return s
  }

  func start() throws {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: Self.binary!)
    p.arguments = ["--no-daemon", folder + "/mpd.conf"]
    p.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
    p.standardError = FileHandle(forWritingAtPath: "/dev/null")
    try p.run()
    process = p
    for _ in 0..<200 {
      if (try? MPDTalk(port: port)) != nil { return }
      usleep(50_000)
    }
    throw MusicServerError("mpd did not listen on 127.0.0.1:\(port) (its log: \(folder)/log)")
  }

  /// Scans the music folder, queues every song and plays the first.
  func queueAndPlay() throws {
    let talk = try MPDTalk(port: port)
    _ = try talk.run("update")
    for _ in 0..<200 {
      if try talk.status()["updating_db"] == nil, try talk.run("stats")["songs"] == String(Self.tracks.count) { break }
      usleep(50_000)
    }
    _ = try talk.run("add \"\"")
    _ = try talk.run("play 0")
  }

  /// SIGTERM: mpd saves its state file and goes.
  func stopGently() {
    guard let p = process else { return }
    p.terminate()
    p.waitUntilExit()
    process = nil
  }

  func stop() {
    if let p = process {
      kill(p.processIdentifier, SIGKILL)
      p.waitUntilExit()
      process = nil
    }
    try? FileManager.default.removeItem(atPath: folder)
  }

  static func run(_ binary: String, _ arguments: [String]) throws {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: binary)
    p.arguments = arguments
    p.standardError = FileHandle(forWritingAtPath: "/dev/null")
    try p.run()
    p.waitUntilExit()
    guard p.terminationStatus == 0 else { throw MusicServerError("\(binary) \(arguments.joined(separator: " ")) failed (\(p.terminationStatus))") }
  }

  static func freePort() throws -> Int {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var addr = sockaddr_in()
    addr.sin_family = sa_family_t(AF_INET)
    addr.sin_addr.s_addr = inet_addr("127.0.0.1")
    addr.sin_port = 0
    var len = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &addr) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, len) == 0 && getsockname(fd, $0, &len) == 0 }
    }
    guard bound else { throw MusicServerError("no free port on 127.0.0.1") }
    return Int(UInt16(bigEndian: addr.sin_port))
  }
}

/// MPD's text protocol spoken by hand, as a phone's MPD client speaks it: how
/// the tests set MPD up and read its status back, independent of libmpdclient.
final class MPDTalk {
  private let fd: Int32
  private var pending: [UInt8] = []

  init(port: Int) throws {
    fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var addr = sockaddr_in()
    addr.sin_family = sa_family_t(AF_INET)
    addr.sin_addr.s_addr = inet_addr("127.0.0.1")
    addr.sin_port = UInt16(port).bigEndian
    let ok = withUnsafePointer(to: &addr) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
    }
    guard ok else {
      close(fd)
      throw MusicServerError("cannot connect to 127.0.0.1:\(port)")
    }
    guard let welcome = try line(), welcome.hasPrefix("OK MPD") else {
      close(fd)
      throw MusicServerError("no welcome from mpd")
    }
  }

  deinit { close(fd) }

  private func line() throws -> String? {
    while true {
      if let i = pending.firstIndex(of: 10) {
        let l = String(decoding: pending[..<i], as: UTF8.self)
        pending.removeSubrange(...i)
        return l
      }
      var chunk = [UInt8](repeating: 0, count: 4096)
      let n = read(fd, &chunk, chunk.count)
      guard n > 0 else { return nil }
      pending += chunk[0..<n]
    }
  }

  /// The command's answer as key → value (the last of a repeated key).
  @discardableResult
  func run(_ command: String) throws -> [String: String] {
    let bytes = Array((command + "\n").utf8)
    guard write(fd, bytes, bytes.count) == bytes.count else { throw MusicServerError("cannot send '\(command)'") }
    var answer: [String: String] = [:]
    while let l = try line() {
      if l == "OK" { return answer }
      if l.hasPrefix("ACK") { throw MusicServerError("mpd refused '\(command)': \(l)") }
      if let colon = l.range(of: ": ") { answer[String(l[..<colon.lowerBound])] = String(l[colon.upperBound...]) }
    }
    throw MusicServerError("mpd hung up during '\(command)'")
  }

  func status() throws -> [String: String] { try run("status") }
}

struct MusicServerError: Error, CustomStringConvertible {
  var description: String
  init(_ d: String) { description = d }
}
