import Art
import Backends
import Canvas
import Runtime

/// `homeview snapshot ID --out F.png` and `homeview snapshot --list`.
@MainActor
enum SnapshotCommand {
  /// Art pictures that can be looked at alone (not screens).
  static var artIDs: [String] { ArtCatalog.names.map { "art." + $0 } }

  static func run(_ args: Arguments, _ config: AppConfig) -> Int32 {
    let session = HeadlessSession(config: config, args: args, dataFolder: args.data ?? makeTemporaryFolder())
    defer { session.loop.stop() }
    if args.list {
      for id in session.loop.screenIDs + artIDs { print(id) }
      return 0
    }
    let id = args.positional[0]
    let out = args.out ?? "out/\(id).png"
    if args.out == nil {
      DataFile.makeFolders("out")
      Log.info("no --out: writing \(out)")
    }
    if id.hasPrefix("art.") { return art(id, session: session, out: out) }
    guard session.start(at: id) else { return 2 }
    let runner = ScriptRunner(loop: session.loop, display: session.display, outputFolder: "")
    // Settle: run until nothing moves, but at most one second of virtual time,
    // so animated screens are caught at the same moment every time.
    runner.step()
    while session.loop.needsFrame && runner.frame < Int(session.loop.options.refreshHz) { runner.step() }
    do { try session.display.writePNG(to: out) } catch {
      Log.error(error.description)
      return 1
    }
    return 0
  }

  static func art(_ id: String, session: HeadlessSession, out: String) -> Int32 {
    let loop = session.loop
    let surface = Surface(size: loop.size, scale: loop.scale)
    let canvas = Canvas(surface: surface)
    guard ArtCatalog.draw(String(id.dropFirst("art.".count)), on: canvas, in: canvas.bounds) else {
      Log.error("no picture '\(id)' (known: \(artIDs.joined(separator: ", ")))")
      return 2
    }
    do { try surface.writePNG(to: out) } catch {
      Log.error(error.description)
      return 1
    }
    return 0
  }
}
