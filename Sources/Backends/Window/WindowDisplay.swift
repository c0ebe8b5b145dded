import Basics
internal import CSDL2
public import Canvas
public import Runtime

/// The desktop window: the panel's logical screen in an SDL2 window, scaled to
/// fit the desktop (one drawable pixel per panel pixel where it fits, on HiDPI
/// desktops too), with the mouse and touchscreen as fingers. libSDL2 is opened
/// at run time (CSDL2), so the binary needs neither SDL2 nor X11 until a window
/// is asked for.
///
/// Presents upload only the damaged rects into the window's texture; the
/// renderer then shows the texture.
@MainActor
public final class WindowDisplay: DisplaySink {
  public struct Failure: Error, CustomStringConvertible {
    public var problem: String
    public var description: String { problem }
  }

  /// What the keyboard and the window ask of the run, besides touches.
  public enum Action: Sendable, Equatable { case back, reload, snapshot, toggleOverlay, quit }

  public let panelWidth: Int
  public let panelHeight: Int
  /// Pixels per point of the logical screen: set it to the frame loop's `scale`.
  public var scale = 1.0 {
    didSet { touches = WindowTouches(screen: Size(Double(panelWidth) / scale, Double(panelHeight) / scale)) }
  }
  public private(set) var geometry: WindowGeometry
  public private(set) var presentedFrames = 0
  /// Pixels uploaded into the texture, all presents together (damage only).
  public private(set) var uploadedPixels = 0
  /// The last presented frame (the loop's back buffer), for snapshots.
  public private(set) var frame: Surface?
  /// SDL's video driver (`x11`, `wayland`) and renderer (`opengl`, `software`).
  public let videoDriver: String
  public let rendererName: String

  private var sdl: CSDL2_Functions
  private let window: OpaquePointer
  private let renderer: OpaquePointer
  private let texture: OpaquePointer
  private var touches: WindowTouches

  public init(panelWidth: Int, panelHeight: Int, title: String) throws(Failure) {
    self.panelWidth = panelWidth
    self.panelHeight = panelHeight
    touches = WindowTouches(screen: Size(Double(panelWidth), Double(panelHeight)))
    var f = CSDL2_Functions()
    if let problem = csdl2_load(&f) {
      throw Failure(problem: "cannot load SDL2 (\(String(cString: problem))): install libsdl2-2.0-0 for the window backend")
    }
    sdl = f
    // Our own SIGINT/SIGTERM handlers stay; touches are not doubled as mouse
    // events nor the mouse as touches (WindowTouches does that mapping).
    _ = f.SetHint("SDL_NO_SIGNAL_HANDLERS", "1")
    _ = f.SetHint("SDL_TOUCH_MOUSE_EVENTS", "0")
    _ = f.SetHint("SDL_MOUSE_TOUCH_EVENTS", "0")
    _ = f.SetHint("SDL_RENDER_SCALE_QUALITY", "linear")
    _ = f.SetHint("SDL_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR", "0")
    guard f.Init(UInt32(SDL_INIT_VIDEO)) == 0 else {
      throw Failure(problem: "SDL cannot open the desktop's display (\(sdlError(f))); is DISPLAY or WAYLAND_DISPLAY set?")
    }
    videoDriver = f.GetCurrentVideoDriver().map { String(cString: $0) } ?? "?"

    var usable = SDL_Rect()
    let hasUsable = f.GetDisplayUsableBounds(0, &usable) == 0 && usable.w > 0 && usable.h > 0
    let first = WindowGeometry.windowSize(
      panelWidth: panelWidth, panelHeight: panelHeight,
      usableWidth: hasUsable ? Int(usable.w) : panelWidth, usableHeight: hasUsable ? Int(usable.h) : panelHeight, pixelRatio: 1)
    let flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_RESIZABLE.rawValue
    guard let w = f.CreateWindow(title, CSDL2_WINDOWPOS_CENTERED, CSDL2_WINDOWPOS_CENTERED, Int32(first.width), Int32(first.height), flags)
    else {
      let problem = sdlError(f)
      f.Quit()
      throw Failure(problem: "SDL cannot create a window (\(problem))")
    }
    window = w
    guard let r = f.CreateRenderer(w, -1, 0) ?? f.CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
      let problem = sdlError(f)
      f.DestroyWindow(w)
      f.Quit()
      throw Failure(problem: "SDL cannot create a renderer (\(problem))")
    }
    renderer = r
    var info = SDL_RendererInfo()
    rendererName = f.GetRendererInfo(r, &info) == 0 && info.name != nil ? String(cString: info.name) : "?"
    guard let t = f.CreateTexture(r, CSDL2_PIXELFORMAT_RGB888, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(panelWidth), Int32(panelHeight))
    else {
      let problem = sdlError(f)
      f.DestroyRenderer(r)
      f.DestroyWindow(w)
      f.Quit()
      throw Failure(problem: "SDL cannot create a \(panelWidth)×\(panelHeight) texture (\(problem))")
    }
    texture = t
    geometry = WindowGeometry(panelWidth: panelWidth, panelHeight: panelHeight, windowWidth: first.width, windowHeight: first.height, drawableWidth: first.width, drawableHeight: first.height)
    measure()
    // On a HiDPI desktop the window is sized in points: shrink it so each panel
    // pixel is one real pixel again (when that still fits).
    if abs(geometry.pixelRatio - 1) > 0.01 {
      let sized = WindowGeometry.windowSize(
        panelWidth: panelWidth, panelHeight: panelHeight,
        usableWidth: hasUsable ? Int(usable.w) : panelWidth, usableHeight: hasUsable ? Int(usable.h) : panelHeight,
        pixelRatio: geometry.pixelRatio)
      f.SetWindowSize(w, Int32(sized.width), Int32(sized.height))
      measure()
    }
  }

  /// Closes the window and SDL.
  public func close() {
    sdl.DestroyTexture(texture)
    sdl.DestroyRenderer(renderer)
    sdl.DestroyWindow(window)
    sdl.Quit()
  }

  public var windowID: UInt32 { sdl.GetWindowID(window) }

  public func setTitle(_ title: String) { sdl.SetWindowTitle(window, title) }

  /// Fingers down right now (the run keeps drawing frames while any is).
  public var activeSlots: Set<Int> { touches.activeSlots }

  private func measure() {
    var ww: Int32 = 0, wh: Int32 = 0, dw: Int32 = 0, dh: Int32 = 0
    sdl.GetWindowSize(window, &ww, &wh)
    if sdl.GetRendererOutputSize(renderer, &dw, &dh) != 0 { (dw, dh) = (ww, wh) }
    geometry = WindowGeometry(
      panelWidth: panelWidth, panelHeight: panelHeight, windowWidth: Int(ww), windowHeight: Int(wh),
      drawableWidth: Int(dw), drawableHeight: Int(dh))
  }

  // MARK: presenting

  public func present(_ frame: Surface, damage: DamageRegion) {
    presentedFrames += 1
    self.frame = frame
    let bounds = PixelRect(x: 0, y: 0, width: min(frame.pixelWidth, panelWidth), height: min(frame.pixelHeight, panelHeight))
    let rects = damage.rects.map { PixelRect(covering: $0, scale: frame.scale, clippedTo: bounds) }.filter { !$0.isEmpty }
    frame.withPixels { pixels, rowLength in
      for r in rects {
        var area = SDL_Rect(x: Int32(r.x), y: Int32(r.y), w: Int32(r.width), h: Int32(r.height))
        _ = sdl.UpdateTexture(texture, &area, pixels + r.y * rowLength + r.x, Int32(rowLength * 4))
        uploadedPixels += r.area
      }
    }
    show()
  }

  /// Shows the texture (letterboxed in what is left of the window).
  private func show() {
    let p = geometry.picture
    var dst = SDL_Rect(x: Int32(p.x), y: Int32(p.y), w: Int32(p.width), h: Int32(p.height))
    _ = sdl.SetRenderDrawColor(renderer, 0, 0, 0, 255)
    _ = sdl.RenderClear(renderer)
    _ = sdl.RenderCopy(renderer, texture, nil, &dst)
    sdl.RenderPresent(renderer)
  }

  // MARK: input

  /// Waits up to `timeout` seconds for the first event, then takes every queued
  /// one: touches in points (stamped `time`) and actions.
  /// Ends a wait in `events` from any thread (SDL's queue takes pushes from
  /// any thread): the frame loop's wake is forwarded here.
  public var wakeFromAnyThread: @Sendable () -> Void {
    let push = sdl.PushEvent
    return {
      var e = SDL_Event()
      e.type = SDL_USEREVENT.rawValue
      _ = push?(&e)
    }
  }

  public func events(waiting timeout: Double, time: Double) -> (touches: [TouchEvent], actions: [Action]) {
    var out: (touches: [TouchEvent], actions: [Action]) = ([], [])
    var e = SDL_Event()
    var got = timeout > 0 ? sdl.WaitEventTimeout(&e, Int32((timeout * 1000).rounded(.up))) : sdl.PollEvent(&e)
    while got != 0 {
      handle(e, time: time, into: &out)
      got = sdl.PollEvent(&e)
    }
    return out
  }

  private func points(_ windowX: Double, _ windowY: Double) -> Point {
    let p = geometry.panelPoint(windowX: windowX, windowY: windowY)
    return Point(p.x / scale, p.y / scale)
  }

  private func handle(_ e: SDL_Event, time: Double, into out: inout (touches: [TouchEvent], actions: [Action])) {
    switch SDL_EventType(e.type) {
    case SDL_QUIT:
      out.actions.append(.quit)
    case SDL_KEYDOWN where e.key.repeat == 0:
      switch Int(e.key.keysym.sym) {
      case Int(SDLK_ESCAPE.rawValue): out.actions.append(.back)
      case Int(SDLK_F1.rawValue): out.actions.append(.toggleOverlay)
      case Int(SDLK_F5.rawValue): out.actions.append(.reload)
      case Int(SDLK_F12.rawValue): out.actions.append(.snapshot)
      default: break
      }
    case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
      guard e.button.which != CSDL2_TOUCH_MOUSEID, Int32(e.button.button) == SDL_BUTTON_LEFT else { return }
      let ctrl = sdl.GetModState().rawValue & KMOD_CTRL.rawValue != 0
      out.touches += touches.button(
        down: e.type == SDL_MOUSEBUTTONDOWN.rawValue, at: points(Double(e.button.x), Double(e.button.y)), withSecondFinger: ctrl, time: time)
    case SDL_MOUSEMOTION:
      guard e.motion.which != CSDL2_TOUCH_MOUSEID else { return }
      out.touches += touches.motion(to: points(Double(e.motion.x), Double(e.motion.y)), time: time)
    case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
      guard e.tfinger.touchId != CSDL2_MOUSE_TOUCHID else { return }
      let phase: TouchEvent.Phase = e.type == SDL_FINGERDOWN.rawValue ? .down : e.type == SDL_FINGERUP.rawValue ? .up : .move
      // Touch positions are 0…1 of the window.
      let at = points(Double(e.tfinger.x) * Double(geometry.windowWidth), Double(e.tfinger.y) * Double(geometry.windowHeight))
      out.touches += touches.finger(id: e.tfinger.fingerId, phase: phase, at: at, time: time)
    case SDL_WINDOWEVENT:
      switch SDL_WindowEventID(UInt32(e.window.event)) {
      case SDL_WINDOWEVENT_SIZE_CHANGED:
        measure()
        show()
      case SDL_WINDOWEVENT_EXPOSED:
        show()
      case SDL_WINDOWEVENT_FOCUS_LOST:
        out.touches += touches.cancelAll(time: time)
      default: break
      }
    default:
      break
    }
  }

  /// Writes the last presented frame as a PNG.
  public func writePNG(to path: String) throws(ImageError) {
    guard let frame else { throw ImageError(path: path, problem: "nothing has been presented yet") }
    try frame.writePNG(to: path)
  }

  /// One line for logs and `--stats`.
  public var summary: String {
    let g = geometry
    return "window: \(videoDriver), renderer \(rendererName), \(panelWidth)×\(panelHeight) panel in a \(g.windowWidth)×\(g.windowHeight) window "
      + "(\(g.drawableWidth)×\(g.drawableHeight) pixels, picture \(g.picture.width)×\(g.picture.height)\(g.isOneToOne ? ", 1:1" : ""))"
  }
}

/// SDL's text for its last failure.
private func sdlError(_ f: CSDL2_Functions) -> String { f.GetError().map { String(cString: $0) } ?? "no reason given" }
