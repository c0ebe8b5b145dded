import Art
import Backends
import Canvas
import HomeViewSession
import Runtime
import SystemCalls

/// `homeview snapshot ID --out F.png` and `homeview snapshot --list`.
@MainActor
enum SnapshotCommand {
  /// Art pictures that can be looked at alone (not screens).
  static var artIDs: [String] { ArtCatalog.names.map { "art." + $0 } }

  static func run(_ args: SnapshotOptions, _ config: AppConfig) -> Int32 {
    guard let dataFolder = HeadlessDataFolder(data: args.session.data, keep: args.keepData) else { return 2 }
    defer { dataFolder.remove() }
    let data = dataFolder.path
    let session: Session
    do { session = try Session.headless(config, dataFolder: data, start: nil) } catch {
      Log.error(error.description)
      return 2
    }
    defer { session.close() }
    if args.list {
      for id in session.loop.screenIDs + artIDs { print(id) }
      return 0
    }
    let id = args.screen!
    let out = args.out ?? "out/\(id).png"
    // An id no plugin shows is refused before the output folder is made.
    if !id.hasPrefix("art.") {
      do { try session.start(at: id) } catch {
        Log.error(error.description)
        return 2
      }
    }
    if args.out == nil {
      DataFile.makeFolders("out")
      Log.info("no --out: writing \(out)")
    }
    if id.hasPrefix("art.") { return art(id, session: session, out: out) }
    let display = session.headlessDisplay!
    let runner = ScriptRunner(loop: session.loop, display: display, outputFolder: "")
    // Settle: run until nothing moves, but at most one second of virtual time,
    // so animated screens are caught at the same moment every time.
    runner.step()
    while session.loop.needsFrame && runner.frame < Int(session.loop.options.refreshHz) { runner.step() }
    do { try display.writePNG(to: out) } catch {
      Log.error(error.description)
      return 1
    }
    return 0
  }

  static func art(_ id: String, session: Session, out: String) -> Int32 {
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
