import Basics
import Canvas
import Glibc
import Runtime

/// Draw Music: the graph-paper canvas with its looping playhead, note dots and
/// sound, and the four toolbar rows. Drawing and playback run at once: touches
/// on the canvas are kept from the gesture recognisers so the line starts under
/// the finger at once, while the playhead keeps sweeping.
///
/// Layers: `chrome` (paper and toolbar, redrawn when a control changes),
/// `paper` (the graph-paper card) and each slot's `InkLayer` (every finished
/// stroke, in the LayerCache; a change repaints only the boxes it touched). A
/// playing frame redraws only the playhead's band.
final class DrawMusicScreen: Screen {
  unowned let plugin: DrawMusicPlugin
  var model: DrawMusicModel { plugin.model }

  private(set) var canvasRect = Rect.zero
  private(set) var toolbar = ToolbarLayout()
  /// Points per drawing unit.
  private(set) var s = 1.0

  private(set) var playhead: Playhead?
  private var scheduler = NoteScheduler()
  private var index = CrossingIndex()
  private var indexVersion = -1
  /// A big drawing's index being built on the painter (the one before it
  /// serves meanwhile), the version it will be at, and strokes finished
  /// meanwhile (added to it when it arrives).
  private var indexJob: PaintJob?
  private var indexJobVersion = -1
  private var indexJobExtras: [Stroke] = []
  /// The stroke under the finger, not yet in the drawing.
  private(set) var live: Stroke?
  private var liveRuns: [Run] = []
  /// The live stroke's runs over its settled part, fed as it settles.
  private var liveSplitter: RunSplitter?
  private var liveSplitCount = 0
  private var liveLayer: LiveStrokeLayer?
  private var erasing = false
  /// Where the playhead and its dots were drawn last (screen points).
  private var drawnX: Double?
  private(set) var dots: [Point] = []
  private var now = 0.0

  /// The cloud's saved or failed mark while it shows, and the failure's
  /// message over the canvas.
  private var cloudMark: CloudMark?
  private var banner: (text: TextLayout, rect: Rect)?
  /// The last save whose outcome was shown (one from before this screen opened never is).
  private var shownSave: Int
  private var chrome: Surface?
  private var paper: Surface?
  /// Each slot's finished strokes, as shown at this size.
  private var inks: [Int: InkLayer] = [:]
  /// The one the last frame showed.
  private weak var shownInk: InkLayer?

  init(plugin: DrawMusicPlugin) {
    self.plugin = plugin
    shownSave = plugin.lastSave?.number ?? 0
    super.init(id: "drawmusic")
  }

  // MARK: layout

  override func layout() {
    let m = 16.0
    let scale = context?.scale ?? 1
    func px(_ v: Double) -> Double { (v * scale).rounded() / scale }
    var toolbarArea: Rect
    if size.width >= size.height {
      // Landscape: the 3:4 canvas at the left, full height; the rows at the right.
      let h = px(size.height - 2 * m), w = px(h * 3 / 4)
      canvasRect = Rect(x: px(m), y: px(m), width: w, height: h)
      toolbarArea = Rect(x: canvasRect.maxX + 24, y: m, width: size.width - canvasRect.maxX - 24 - m, height: h)
    } else {
      // Portrait, as drawn: the canvas from the top to about 66 % of the height,
      // exactly 3:4 (narrower when that height runs out), the toolbar under it.
      var w = size.width - 2 * m, h = w * 4 / 3
      let maxH = size.height * 0.66 - m
      if h > maxH { h = maxH; w = h * 3 / 4 }
      w = px(w); h = px(w * 4 / 3)
      canvasRect = Rect(x: px((size.width - w) / 2), y: px(m), width: w, height: h)
      toolbarArea = Rect(x: m, y: canvasRect.maxY + 12, width: size.width - 2 * m, height: size.height - canvasRect.maxY - 12 - m)
    }
    s = canvasRect.width / Stroke.space.width
    toolbar = ToolbarLayout(area: toolbarArea, spread: size.width >= size.height)
    banner = cloudMark?.message.map { CloudMark.banner($0, in: canvasRect, k: toolbar.k) }
    chrome = nil
    paper = nil
    inks = [:]
    liveLayer = nil
    drawnX = nil
  }

  override var elements: [Element] {
    [Element("drawmusic.canvas", canvasRect)] + Control.all.compactMap { c in toolbar.frames[c].map { Element(c.id, $0) } }
  }

  // MARK: state

  override func state(_ key: String) -> String? {
    switch key {
    case "drawmusic.tempo": String(model.tempo)
    case "drawmusic.tool": model.tool.rawValue
    case "drawmusic.colour": model.colourName
    case "drawmusic.strokes": String(model.drawing.strokes.count)
    case "drawmusic.slot": String(model.slot + 1)
    case "drawmusic.octave": String(model.octave)
    case "drawmusic.instrument": Control.name(model.instrument)
    case "drawmusic.length": "\(model.length)"
    case "drawmusic.playing": String(model.playing)
    case "drawmusic.recording": String(model.recordingPath != nil)
    case "drawmusic.sweep": String(model.sweepSeconds)
    case "drawmusic.playhead": playhead.map { String(format3($0.position(at: now))) }
    case "drawmusic.sweepStart": playhead.map { String($0.sweepStart(at: now)) }
    case "drawmusic.dots": String(dots.count)
    case "drawmusic.saved": String(plugin.saves)
    case "drawmusic.cloudMark": cloudMark?.kind.rawValue ?? "none"
    case "drawmusic.dotHeights": dots.map { String(Int(((($0.y - canvasRect.minY) / s)).rounded())) }.joined(separator: ",")
    default: nil
    }
  }

  private func format3(_ d: Double) -> Double { (d * 1000).rounded() / 1000 }

  // MARK: frames

  override func update(_ time: FrameTime) -> Bool {
    now = time.time
    if playhead == nil {
      playhead = Playhead(tempo: Double(model.tempo), start: now)
      if !model.playing { playhead?.pause(at: now) }
      scheduler.restart(at: 0)
    }
    syncPlayhead()
    updateCloudMark()
    // A change redraws what it repainted, when it is repainted. The ink's
    // painting is asked for before the index, so a big drawing's first
    // strokes do not wait for its index on the painter.
    if let ink = syncInk() {
      for r in ink.takeDamage() { setNeedsDisplay(Rect(origin: canvasRect.origin + r.origin, size: r.size)) }
      // Another slot's layer: all of it shows.
      if shownInk !== ink { setNeedsDisplay(canvasRect) }
      shownInk = ink
    }
    if indexVersion != model.strokesVersion, indexJob == nil || indexJobVersion != model.strokesVersion { rebuildIndex() }
    guard let playhead else { return false }

    let interval = time.delta > 0 ? time.delta : 1 / 60
    let events = scheduler.advance(playhead: playhead, now: now, horizon: now + 1.5 * interval, index: index, live: liveRuns)
    for e in events {
      plugin.context.audio.play(
        Note(
          pitch: PitchMap.pitch(step: e.step, octave: model.octave), instrument: model.instrument, velocity: 0.7,
          length: model.length, time: e.time, timbre: Double(e.colour) / 8))
    }

    // The dots ride the strokes at the playhead.
    let u = playhead.position(at: now)
    let x = u * Stroke.space.width
    var newDots: [Point] = []
    let sx = playheadCentre(canvasRect.minX + u * canvasRect.width)
    index.runs(at: x) { newDots.append(Point(sx, canvasRect.minY + $0.y(at: x) * s)) }
    for r in liveRuns where r.contains(x) { newDots.append(Point(sx, canvasRect.minY + r.y(at: x) * s)) }
    if sx != drawnX || newDots != dots {
      if let old = drawnX { setNeedsDisplay(band(old)) }
      setNeedsDisplay(band(sx))
      drawnX = sx
      dots = newDots
    }
    return playhead.isPlaying || live != nil || cloudMark != nil
  }

  /// Shows a new save's outcome on the cloud, and takes the mark (and the
  /// message) away when its time is up.
  private func updateCloudMark() {
    if let outcome = plugin.lastSave, outcome.number > shownSave {
      shownSave = outcome.number
      if let old = banner { setNeedsDisplay(old.rect.insetBy(-2, -2)) }
      let mark = CloudMark(outcome, at: now)
      cloudMark = mark
      banner = mark.message.map { CloudMark.banner($0, in: canvasRect, k: toolbar.k) }
      if let banner { setNeedsDisplay(banner.rect.insetBy(-2, -2)) }
      cloudChanged()
    } else if let mark = cloudMark, now >= mark.until {
      cloudMark = nil
      if let old = banner { setNeedsDisplay(old.rect.insetBy(-2, -2)) }
      banner = nil
      cloudChanged()
    }
  }

  /// The cloud's mark came or went: only its button's pixels of the chrome
  /// are painted again, from clear, by the same operations a whole chrome
  /// takes, so they are the same bytes (a whole new chrome cost a save's
  /// frames some 10 ms, its mark showing and going).
  private func cloudChanged() {
    guard let chrome, let button = toolbar.frames[.cloud] else { return toolbarChanged() }
    let scale = chrome.scale, px = button.pixelAligned(scale: scale)
    let box = Rect(x: px.x / scale, y: px.y / scale, width: px.width / scale, height: px.height / scale)
    let c = Canvas(surface: chrome)
    c.withState {
      c.clip(box)
      c.clear()
      c.fill(bounds, Palette.paper)
      ToolbarRenderer.draw(toolbar, model: model, cloud: cloudMark, on: c)
    }
    setNeedsDisplay(box)
  }

  /// The playhead line's width in device pixels: 1.5 pt rounded to whole
  /// pixels, so the line is solid #2B2B2B instead of two half-covered columns.
  private var playheadPixels: Double { max(1, (1.5 * (context?.scale ?? 1)).rounded()) }

  /// The centre of the pixel-aligned playhead line nearest to `x` (the dots
  /// ride it too).
  private func playheadCentre(_ x: Double) -> Double {
    let scale = context?.scale ?? 1, w = playheadPixels
    return (((x * scale) - w / 2).rounded() + w / 2) / scale
  }

  /// What the playhead, its glow and its dots cover at `x`.
  private func band(_ x: Double) -> Rect {
    let half = max(10, Stroke.dotDiameter / 2) * s + 2
    return Rect(x: x - half, y: canvasRect.minY, width: 2 * half, height: canvasRect.height)
  }

  /// Keeps the playhead in step with the model's tempo and play state.
  private func syncPlayhead() {
    guard var p = playhead else { return }
    if p.tempo != Double(model.tempo) { p.setTempo(Double(model.tempo), at: now) }
    if model.playing != p.isPlaying {
      if model.playing {
        p.play(at: now)
        scheduler.restart(at: p.phase(at: now))
      } else {
        p.pause(at: now)
      }
    }
    playhead = p
  }

  /// Long-press on the cloud: reset, the playhead from the left edge now.
  func restartPlayhead() {
    playhead?.restart(at: now)
    scheduler.restart(at: 0)
  }

  override func draw(_ canvas: Canvas) {
    guard let context else { return }
    let scale = context.scale
    if chrome == nil {
      let surface = Surface(size: size, scale: scale)
      let c = Canvas(surface: surface)
      c.fill(bounds, Palette.paper)
      ToolbarRenderer.draw(toolbar, model: model, cloud: cloudMark, on: c)
      chrome = surface
    }
    if paper == nil {
      let surface = Surface(size: canvasRect.size, scale: scale)
      let c = Canvas(surface: surface)
      c.fill(Rect(size: canvasRect.size), Palette.paper)
      GraphPaper.draw(on: c, in: Rect(size: canvasRect.size), s: s)
      paper = surface
    }
    // In step with the model even when layout came after update (that redraws all).
    let ink = syncInk()
    timeLoad(ink)
    // The paper is opaque: under it the chrome would be drawn for nothing
    // (a playing frame's damage, a big drawing's new pieces).
    let reach = canvas.clipBounds
    if reach.minX < canvasRect.minX || reach.minY < canvasRect.minY || reach.maxX > canvasRect.maxX || reach.maxY > canvasRect.maxY {
      canvas.draw(chrome!, at: .zero)
    }
    canvas.draw(paper!, at: canvasRect.origin)
    canvas.withState {
      canvas.clip(Path.roundedRect(canvasRect.insetBy(1, 1), radius: (GraphPaper.cornerRadius - 1) * s))
      let x = drawnX ?? playheadCentre(canvasRect.minX)
      // The glow lies under the ink, so strokes stay crisp as it passes.
      let glow = 10 * s
      canvas.fill(
        Rect(x: x - glow, y: canvasRect.minY, width: 2 * glow, height: canvasRect.height),
        .linear(
          from: Point(x - glow, 0), to: Point(x + glow, 0),
          stops: [GradientStop(0, Color(white: 1, alpha: 0)), GradientStop(0.5, Color(white: 1, alpha: 0.7)), GradientStop(1, Color(white: 1, alpha: 0))]))
      // Until a big drawing's first strokes arrive the paper shows (or the ink before it).
      if let layer = ink?.surface { canvas.draw(layer, at: canvasRect.origin) }
      if let live {
        let layer = liveLayer ?? LiveStrokeLayer(size: canvasRect.size, scale: scale)
        liveLayer = layer
        layer.update(live, s: s)
        layer.draw(live, on: canvas, origin: canvasRect.origin, s: s)
      }
      let w = playheadPixels / scale
      canvas.fill(Rect(x: x - w / 2, y: canvasRect.minY, width: w, height: canvasRect.height), Palette.playhead)
      drawDots(on: canvas)
    }
    if let banner { CloudMark.drawBanner(banner.text, in: banner.rect, on: canvas) }
  }

  /// The note dots, all on the playhead's line. A big drawing puts hundreds
  /// there at once, most less than a point apart: such a run of dots is one
  /// capsule (`DotShapes`), so a frame draws a few shapes instead of a
  /// thousand circles. More shapes than `separateDotShapes` (a big drawing:
  /// hundreds of strokes under the playhead) are rasterized into one strip
  /// of pixels (`DotStrip`) instead of filled one by one: stacked, each row
  /// of the band crossed hundreds of edges.
  private func drawDots(on canvas: Canvas) {
    guard let x = dots.first?.x else { return }
    let r = Stroke.dotDiameter / 2 * s
    let shapes = DotShapes.shapes(dots.map(\.y).sorted())
    guard shapes.count > Self.separateDotShapes else {
      for shape in shapes {
        if shape.single {
          canvas.fill(Path.circle(center: Point(x, shape.top), radius: r), Palette.dot)
        } else {
          let box = Rect(x: x - r, y: shape.top - r, width: 2 * r, height: shape.bottom - shape.top + 2 * r)
          canvas.fill(Path.roundedRect(box, radius: r), Palette.dot)
        }
      }
      return
    }
    if let strip = dotStrip.strip(shapes, x: x, radius: r, scale: context?.scale ?? 1) {
      canvas.draw(strip.surface, at: strip.origin)
    }
  }

  /// Up to this many dot shapes are filled one by one.
  static let separateDotShapes = 24
  private let dotStrip = DotStrip(color: Palette.dot)

  /// The current slot's ink layer, brought to the model's strokes (nil before layout).
  private func syncInk() -> InkLayer? {
    guard let context, !canvasRect.isEmpty else { return nil }
    let ink =
      inks[model.slot]
      ?? InkLayer(
        size: canvasRect.size, scale: context.scale, s: s, slot: model.slot, cache: context.cache, painter: context.painter, owner: self)
    inks[model.slot] = ink
    ink.sync(model.drawing.strokes, version: model.strokesVersion)
    return ink
  }

  /// The bench's load figures: the first frame showing the loaded drawing
  /// (its first strokes), and the first showing all of it.
  private func timeLoad(_ ink: InkLayer?) {
    guard let ink, let loaded = plugin.loadedVersion, ink.version >= loaded, let started = plugin.loadStarted else { return }
    let seconds = MonotonicClock.seconds() - started
    if !ink.showsOld, plugin.loadToFrame.count < plugin.loads { plugin.loadToFrame.append(seconds) }
    if !ink.busy {
      plugin.loadToWhole.append(seconds)
      plugin.loadedVersion = nil
    }
  }

  private func rebuildIndex() {
    let strokes = model.drawing.strokes, version = model.strokesVersion
    if let old = indexJob { context?.painter.cancel(old) }
    indexJob = nil
    guard strokes.count > InkLayer.inlineStrokes, let painter = context?.painter, !painter.paintsInline else {
      index = CrossingIndex(strokes: strokes)
      indexVersion = version
      scheduler.indexReplaced()
      return
    }
    indexJobVersion = version
    indexJobExtras = []
    indexJob = painter.paint(for: self) { CrossingIndex(strokes: strokes) } done: { [weak self] built in
      self?.indexArrived(built)
    }
  }

  private func indexArrived(_ built: CrossingIndex) {
    if let painter = context?.painter { painter.replace(&index, with: built) } else { index = built }
    for stroke in indexJobExtras { index.add(stroke) }
    indexVersion = indexJobVersion
    indexJob = nil
    indexJobExtras = []
    scheduler.indexReplaced()
  }

  /// A finished stroke joins the ink layer and the crossing index alone: no rebuild.
  private func addToInk(_ stroke: Stroke) {
    let indexUpToDate = indexVersion == model.strokesVersion
    model.commit(stroke)
    if indexUpToDate {
      index.add(stroke)
      indexVersion = model.strokesVersion
    } else if indexJob != nil, indexJobVersion == model.strokesVersion - 1 {
      indexJobExtras.append(stroke)
      indexJobVersion = model.strokesVersion
    }
    inks[model.slot]?.add(stroke, version: model.strokesVersion)
    setNeedsDisplay(screenRect(stroke.bounds))
  }

  // MARK: touch

  /// A screen point in drawing units, kept on the canvas.
  private func drawingPoint(_ p: Point) -> Point {
    Point(
      max(0, min(Stroke.space.width, (p.x - canvasRect.minX) / s)),
      max(0, min(Stroke.space.height, (p.y - canvasRect.minY) / s)))
  }

  /// The finger that draws: the first finger down on the canvas, from the
  /// touch model (it holds the finger being handled, a lifting one too).
  private var pen: TouchSlots.Finger? { context?.touches.firstDown(in: canvasRect) }

  override func touch(_ e: TouchEvent) -> Bool {
    let pen = pen
    switch e.phase {
    case .down:
      if let pen {
        // A second finger never disturbs the line.
        guard pen.slot == e.slot else { return true }
        let p = drawingPoint(e.location)
        if model.tool == .eraser {
          erasing = true
          model.beginErasing()
          model.erase(at: p)
        } else {
          let stroke = model.newStroke(at: p)
          live = stroke
          liveSplitter = RunSplitter(stroke: stroke)
          liveSplitCount = 0
          liveLayer?.reset()
          liveChanged()
        }
        return true
      }
      // Swatches and tools answer on touch-down: selection is instant.
      if let c = toolbar.control(at: e.location) {
        switch c {
        case .swatch, .pen, .eraser: perform(c)
        default: break
        }
      }
      return false
    case .move:
      guard e.slot == pen?.slot else { return pen != nil }
      let p = drawingPoint(e.location)
      if erasing {
        model.erase(at: p)
      } else if let before = live?.unsettledBounds, live?.append(p) == true {
        // What the moving tail covered before goes too: the new spans replace it.
        setNeedsDisplay(screenRect(before))
        liveChanged()
      }
      return true
    case .up, .cancel:
      guard e.slot == pen?.slot else { return pen != nil }
      if erasing {
        erasing = false
        model.endErasing()
      } else if let stroke = live {
        live = nil
        liveRuns = []
        liveSplitter = nil
        addToInk(stroke)
      }
      return true
    }
  }

  private func liveChanged() {
    guard let live, var splitter = liveSplitter else { return }
    // Only the settled part is fed for good; the moving tail is split anew.
    let settled = live.settledPathCount
    splitter.add(live.path[liveSplitCount..<settled])
    liveSplitCount = settled
    liveSplitter = splitter
    splitter.add(live.path[settled...])
    liveRuns = splitter.finished()
    // The spline's last spans move as points arrive: redraw what they cover now.
    setNeedsDisplay(screenRect(live.unsettledBounds))
  }

  /// A box in drawing units on screen, with a point of antialiasing around it.
  private func screenRect(_ r: Rect) -> Rect {
    Rect(x: canvasRect.minX + r.x * s - 1, y: canvasRect.minY + r.y * s - 1, width: r.width * s + 2, height: r.height * s + 2)
  }

  override func gesture(_ gesture: Gesture) {
    switch gesture {
    case .tap(let p):
      guard let c = toolbar.control(at: p) else { return }
      switch c {
      case .swatch, .pen, .eraser: return  // already done on touch-down
      case .piano: pickOctave(at: p)
      default: perform(c)
      }
    case .longPress(let p):
      if toolbar.control(at: p) == .cloud {
        plugin.resetFromLongPress()
        restartPlayhead()
        toolbarChanged()
      }
    default:
      break
    }
  }

  /// Tapping a key of the mini piano centres the three octaves on it.
  private func pickOctave(at p: Point) {
    guard let r = toolbar.frames[.piano] else { return }
    let key = Int(saturating: (p.x - r.minX) / (r.width / 7))
    model.shiftOctave(key - 1 - MiniPiano.firstKey(octave: model.octave))
    toolbarChanged()
  }

  func perform(_ c: Control) {
    switch c {
    case .playPause: model.playing.toggle()
    case .pen: model.select(tool: .pen)
    case .eraser: model.select(tool: .eraser)
    case .undo: model.undo()
    case .shuffle: model.shuffle()
    case .record: plugin.toggleRecording()
    case .tempoMinus: model.changeTempo(by: -1)
    case .tempoPlus: model.changeTempo(by: 1)
    case .swatch(let i): model.select(colour: i)
    case .piano: break
    case .octaveUp: model.shiftOctave(1)
    case .octaveDown: model.shiftOctave(-1)
    case .instrument(let i): model.select(instrument: i)
    case .slot(let i): model.select(slot: i)
    case .length(let l): model.select(length: l)
    case .cloud: plugin.save()
    case .home:
      plugin.context.audio.click()
      plugin.context.navigator.back(transition: .crossfade)
      return
    }
    plugin.context.audio.click()
    syncPlayhead()
    toolbarChanged()
  }

  private func toolbarChanged() {
    chrome = nil
    setNeedsDisplay(toolbar.bounds)
  }

  // MARK: bench

  /// The bench's long stroke: the finger goes down on the first frame and
  /// draws `pointsBefore` points at once, then one more each frame, never lifting.
  func benchLongStroke(frame: Int, pointsBefore: Int) {
    func point(_ i: Int) -> Point {
      // A Lissajous figure: about 2 units between points, turning back often.
      let t = Double(i) * 0.004
      return Point(canvasRect.midX + canvasRect.width * 0.45 * sin(3 * t), canvasRect.midY + canvasRect.height * 0.45 * sin(4 * t + 0.5))
    }
    if frame == 1 {
      _ = deliver(TouchEvent(slot: 0, phase: .down, location: point(0), time: 0))
      for i in 1..<pointsBefore { _ = deliver(TouchEvent(slot: 0, phase: .move, location: point(i), time: 0)) }
    } else {
      _ = deliver(TouchEvent(slot: 0, phase: .move, location: point(pointsBefore + frame), time: Double(frame) / 60))
    }
  }

  /// The load bench's second drawing, made once (making it takes longer than a frame).
  var benchOther: Drawing?

  /// Frames in a row the load bench has found nothing under way.
  var benchQuietFrames = 0

  /// Nothing of the drawing is being painted, indexed or loaded.
  var benchSettled: Bool {
    plugin.context.painter.pendingJobs == 0 && inks[model.slot]?.version == model.strokesVersion
      && indexVersion == model.strokesVersion && plugin.loadedVersion == nil
  }

  /// The bench's drawing: a canvas of `count` strokes, then a finger drawing
  /// one more stroke every 1.5 s.
  func benchDrive(frame: Int, strokes count: Int) {
    if frame == 1 { plugin.model.load([BenchDrawing.make(strokes: count)]) }
    let f = frame % 90
    let t = Double(frame) / 60
    let p = Point(
      canvasRect.minX + canvasRect.width * (0.1 + 0.8 * Double(f) / 90),
      canvasRect.midY + canvasRect.height * 0.25 * sin(t * 3))
    let phase: TouchEvent.Phase = f == 1 ? .down : f == 0 ? .up : .move
    if f == 1 || live != nil { _ = deliver(TouchEvent(slot: 0, phase: phase, location: p, time: t)) }
  }
}
