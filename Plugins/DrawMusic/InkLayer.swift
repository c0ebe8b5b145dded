import Basics
import Canvas
import Glibc
import Runtime
import Synchronization

/// Every finished stroke of one drawing, painted into a layer kept in the
/// LayerCache (one per slot, under the cache's budget): a frame only
/// composites it, whatever the drawing's size. A change repaints only what it
/// changed: a finished stroke is painted on top; an undo, an erase or strokes
/// put back clear the boxes of the strokes that went, came or changed and
/// repaint every stroke crossing them, in order, clipped to them; a drawing
/// mostly changed (a load, a shuffle, a slot never shown) is painted whole.
/// Either way each pixel sees the same operations in the same order as a
/// layer painted whole from nothing, so the bytes are the same.
///
/// A big drawing's repaints run on the painter: boxes come back as a patch
/// the frame thread copies in; a whole drawing is painted in pieces on one
/// surface, a copy of it shown after each piece, so its first strokes show
/// within a few frames and the rest follow.
@MainActor
final class InkLayer {
  /// Drawings up to this many strokes repaint on the frame thread.
  static let inlineStrokes = 150
  /// More changed boxes than this, or boxes covering more than this share of
  /// the canvas, repaint the whole layer.
  nonisolated static let maxBoxes = 48
  nonisolated static let maxBoxShare = 0.5
  /// How long one piece of a whole painting runs on the painter: the first
  /// shows a big drawing's first strokes soon, each after it runs twice as
  /// long as the one before (every piece that lands redraws the whole canvas).
  static let firstPieceSeconds = 0.02
  static let secondPieceSeconds = 0.25
  static func pieceSeconds(_ piece: Int) -> Double {
    piece == 0 ? firstPieceSeconds : secondPieceSeconds * Double(1 << min(piece - 1, 8))
  }

  let size: Size
  let scale: Double
  /// Points per drawing unit.
  let s: Double
  private let key: String
  private let cache: LayerCache
  private let painter: Painter
  private unowned let owner: AnyObject

  /// The strokes the layer shows once the work under way has landed.
  private(set) var strokes: [Stroke] = []
  /// The model version `strokes` came from (-1: none yet).
  private(set) var version = -1
  /// The layer is in the cache (it may have been evicted since).
  private var painted = false
  private var job: PaintJob?
  /// The boxes (layer points) the job under way repaints; nil: the whole layer.
  private var jobBoxes: [Rect]?
  /// Strokes finished while the job runs: already on the layer outside its
  /// boxes, painted again inside them when its patch lands.
  private var extras: [Stroke] = []
  /// What shows while a whole painting is under way (its last piece).
  private var partial: Surface?
  /// A change came while a box repaint was under way: look again when it lands.
  private var stale = false
  /// Boxes (layer points) repainted by work that landed, not yet shown.
  private var landed: [Rect] = []
  /// True from the start of a whole painting until its first piece shows.
  private(set) var showsOld = false
  /// Stops the whole painting under way between two strokes when another
  /// replaces it (a load over a drawing still painting): a piece already
  /// running would hold the painter for the rest of its time.
  private var wholeStop: PaintingStop?

  init(size: Size, scale: Double, s: Double, slot: Int, cache: LayerCache, painter: Painter, owner: AnyObject) {
    self.size = size
    self.scale = scale
    self.s = s
    self.cache = cache
    self.painter = painter
    self.owner = owner
    key = "drawmusic.ink.\(slot).\(Int(size.width))x\(Int(size.height))@\(scale)"
  }

  /// The layer to composite: nil while the first piece of a whole painting is
  /// under way (the paper shows).
  var surface: Surface? { partial ?? (painted ? cache.lookup(key) : nil) }

  /// True while painter work is under way.
  var busy: Bool { job != nil }

  /// The boxes (layer points) that changed since the last call: what a frame
  /// must redraw.
  func takeDamage() -> [Rect] {
    defer { landed = [] }
    return landed
  }

  /// Brings the layer to `new` (the model's strokes at `version`).
  func sync(_ new: [Stroke], version: Int) {
    if painted, partial == nil, job == nil, !cache.contains(key) {
      // Evicted while another screen filled the cache: paint it again.
      painted = false
      show([])
      self.version = -1
    }
    guard version != self.version else { return }
    self.version = version
    if !painted, job == nil {
      paintWhole(new)
      return
    }
    switch Self.change(from: strokes, to: new, canvas: Rect(size: size), s: s, scale: scale) {
    case .none:
      show(new)
    case .appended(let added):
      for stroke in added {
        paintOnTop(stroke)
        landed.append(box(stroke))
      }
      show(new)
    case .boxes(let boxes):
      guard job == nil else {
        if jobBoxes == nil { paintWhole(new) } else { stale = true }
        return
      }
      repaint(boxes, new)
    case .whole:
      paintWhole(new)
    }
  }

  /// The layer's strokes are now `new`; the old ones are freed on the
  /// painter (a big drawing's take milliseconds).
  private func show(_ new: [Stroke]) { painter.replace(&strokes, with: new) }

  /// A finished stroke on top of the layer (the model is at `version` with
  /// it); the caller marks its damage.
  func add(_ stroke: Stroke, version: Int) {
    guard self.version == version - 1, !stale else { return }
    self.version = version
    strokes.append(stroke)
    paintOnTop(stroke)
  }

  private func paintOnTop(_ stroke: Stroke) {
    if job != nil { extras.append(stroke) }
    if let layer = partial ?? (painted ? cache.lookup(key) : nil), partial == nil || jobBoxes != nil {
      StrokeRenderer.draw(stroke, on: Canvas(surface: layer), origin: .zero, s: s)
    }
  }

  /// The layer points a stroke's ink covers, in whole pixels.
  private func box(_ stroke: Stroke) -> Rect { Self.box(stroke.bounds, s: s, scale: scale) }

  // MARK: repainting

  private func repaint(_ boxes: [Rect], _ new: [Stroke]) {
    show(new)
    guard let layer = cache.lookup(key) else {
      paintWhole(new)
      return
    }
    if new.count <= Self.inlineStrokes || painter.paintsInline {
      Self.apply(Self.patch(new, boxes: boxes, size: size, s: s, scale: scale), to: layer, s: s)
      landed += boxes
      return
    }
    let s = s, scale = scale, size = size
    jobBoxes = boxes
    extras = []
    job = painter.paint(for: owner) { () -> Patch in
      Self.patch(new, boxes: boxes, size: size, s: s, scale: scale)
    } done: { [weak self] patch in
      self?.patchLanded(patch)
    }
  }

  /// Boxes repainted off the layer, to be copied in.
  struct Patch: Sendable {
    var surface: Surface
    /// Layer points, whole pixels.
    var boxes: [Rect]
  }

  /// Every stroke crossing `boxes`, in order, painted on a transparent
  /// surface the layer's size: the same operations at the same place, so the
  /// same bytes there. Unclipped and unmoved: cairo strokes through a clip by
  /// way of a mask, and from another origin, which round differently.
  nonisolated static func patch(_ strokes: [Stroke], boxes: [Rect], size: Size, s: Double, scale: Double) -> Patch {
    let surface = Surface(size: size, scale: scale)
    let c = Canvas(surface: surface)
    for stroke in strokes {
      let b = box(stroke.bounds, s: s, scale: scale)
      if boxes.contains(where: { $0.intersects(b) }) { StrokeRenderer.draw(stroke, on: c, origin: .zero, s: s) }
    }
    return Patch(surface: surface, boxes: boxes)
  }

  /// Copies `patch` into its boxes of `layer`, `extras` (strokes finished
  /// since it was asked for) painted over it first.
  nonisolated static func apply(_ patch: Patch, to layer: Surface, extras: [Stroke] = [], s: Double) {
    let p = Canvas(surface: patch.surface)
    for stroke in extras {
      let b = box(stroke.bounds, s: s, scale: layer.scale)
      if patch.boxes.contains(where: { $0.intersects(b) }) { StrokeRenderer.draw(stroke, on: p, origin: .zero, s: s) }
    }
    let c = Canvas(surface: layer)
    c.withState {
      // Cleared first, so each pixel there is the patch's.
      c.clip(to: patch.boxes)
      c.clear()
      c.draw(patch.surface, at: .zero)
    }
  }

  private func patchLanded(_ patch: Patch) {
    guard jobBoxes != nil else { return }
    job = nil
    jobBoxes = nil
    guard let layer = cache.lookup(key) else {
      // Evicted meanwhile: the next sync paints it whole.
      painted = false
      version = -1
      return
    }
    Self.apply(patch, to: layer, extras: extras, s: s)
    extras = []
    landed += patch.boxes
    lookAgainIfStale()
  }

  /// A change that waited for the work under way: the next sync diffs it.
  private func lookAgainIfStale() {
    guard stale else { return }
    stale = false
    version = -1
  }

  private func paintWhole(_ new: [Stroke]) {
    if let job { painter.cancel(job) }
    wholeStop?.stop()
    wholeStop = nil
    job = nil
    jobBoxes = nil
    stale = false
    extras = []
    show(new)
    landed.append(Rect(size: size))
    let size = size, scale = scale, s = s
    if new.count <= Self.inlineStrokes || painter.paintsInline {
      let layer = (painted ? cache.lookup(key) : nil) ?? Surface(size: size, scale: scale)
      let c = Canvas(surface: layer)
      c.clear()
      for stroke in new { StrokeRenderer.draw(stroke, on: c, origin: .zero, s: s) }
      cache.insert(key, layer)
      painted = true
      partial = nil
      showsOld = false
      return
    }
    // The old layer shows until the first piece lands.
    partial = painted ? cache.lookup(key) : nil
    showsOld = true
    painted = false
    cache.remove(key)
    let stop = PaintingStop()
    wholeStop = stop
    paintPiece(new, from: 0, piece: 0, on: Surface(size: size, scale: scale), stop: stop)
  }

  /// One piece of a whole painting: as many strokes from `start` as fit its time.
  private func paintPiece(_ new: [Stroke], from start: Int, piece number: Int, on layer: Surface, stop: PaintingStop) {
    let s = s, seconds = Self.pieceSeconds(number)
    extras = []
    job = painter.paint(for: owner) { () -> Piece in
      let c = Canvas(surface: layer)
      let t0 = MonotonicClock.seconds()
      var end = start
      while end < new.count {
        StrokeRenderer.draw(new[end], on: c, origin: .zero, s: s)
        end += 1
        if stop.stopped || MonotonicClock.seconds() - t0 >= seconds { break }
      }
      return Piece(layer: layer, end: end, copy: end < new.count ? layer.copy() : nil)
    } done: { [weak self] piece in
      self?.pieceLanded(piece, number, new, stop: stop)
    }
  }

  private struct Piece: Sendable {
    var layer: Surface
    var end: Int
    /// What to show until the next piece (the layer itself goes on to it).
    var copy: Surface?
  }

  private func pieceLanded(_ piece: Piece, _ number: Int, _ new: [Stroke], stop: PaintingStop) {
    job = nil
    showsOld = false
    landed.append(Rect(size: size))
    let c = Canvas(surface: piece.copy ?? piece.layer)
    for stroke in extras { StrokeRenderer.draw(stroke, on: c, origin: .zero, s: s) }
    if let copy = piece.copy {
      partial = copy
      paintPiece(new, from: piece.end, piece: number + 1, on: piece.layer, stop: stop)
      return
    }
    wholeStop = nil
    partial = nil
    extras = []
    cache.insert(key, piece.layer)
    painted = true
    lookAgainIfStale()
  }

  // MARK: what changed

  enum Change: Equatable {
    case none
    case appended([Stroke])
    /// Boxes (layer points, whole pixels) to repaint.
    case boxes([Rect])
    case whole
  }

  /// What repaints the layer showing `old` so it shows `new`.
  nonisolated static func change(from old: [Stroke], to new: [Stroke], canvas: Rect, s: Double, scale: Double = 1) -> Change {
    if new.count >= old.count, zip(old, new).allSatisfy({ $0 == $1 }) {
      return new.count == old.count ? .none : .appended(Array(new[old.count...]))
    }
    var oldIndex: [Int: Int] = [:]
    oldIndex.reserveCapacity(old.count)
    for (i, stroke) in old.enumerated() { oldIndex[stroke.id] = i }
    var boxes: [Rect] = []
    var kept = 0
    var previous = -1
    for stroke in new {
      guard let i = oldIndex[stroke.id] else {
        boxes.append(box(stroke.bounds, s: s, scale: scale))
        continue
      }
      // Strokes kept in another order: every box could change.
      guard i > previous else { return .whole }
      previous = i
      kept += 1
      if old[i] != stroke {
        boxes.append(box(old[i].bounds, s: s, scale: scale))
        boxes.append(box(stroke.bounds, s: s, scale: scale))
      }
      if boxes.count > maxBoxes { return .whole }
    }
    if kept < old.count {
      let ids = Set(new.map(\.id))
      for stroke in old where !ids.contains(stroke.id) {
        boxes.append(box(stroke.bounds, s: s, scale: scale))
        if boxes.count > maxBoxes { return .whole }
      }
    }
    let covered = boxes.reduce(0) { $0 + $1.intersection(canvas).area }
    return covered > maxBoxShare * canvas.area ? .whole : .boxes(boxes)
  }

  /// A stroke's ink box (drawing units) in layer points, a point of
  /// antialiasing around it, out to whole pixels.
  nonisolated static func box(_ bounds: Rect, s: Double, scale: Double) -> Rect {
    let r = Rect(x: bounds.x * s - 1, y: bounds.y * s - 1, width: bounds.width * s + 2, height: bounds.height * s + 2)
    let x0 = (r.minX * scale).rounded(.down), y0 = (r.minY * scale).rounded(.down)
    let x1 = (r.maxX * scale).rounded(.up), y1 = (r.maxY * scale).rounded(.up)
    return Rect(x: x0 / scale, y: y0 / scale, width: (x1 - x0) / scale, height: (y1 - y0) / scale)
  }

}

/// Tells a whole painting running on the painter to stop.
final class PaintingStop: Sendable {
  private let flag = Atomic<Bool>(false)
  func stop() { flag.store(true, ordering: .relaxed) }
  var stopped: Bool { flag.load(ordering: .relaxed) }
}
