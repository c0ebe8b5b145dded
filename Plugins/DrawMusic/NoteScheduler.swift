import Basics
import Canvas

/// Turns the playhead's crossings into notes stamped with the moment they
/// happen. Each frame it solves the part of the sweep between what it already
/// scheduled and shortly after the next frame: where a run begins (a crossing
/// appears: its note), and where the dot riding a run moves into another band
/// of the scale (the new note), at most one note per crossing every 1/8 beat so
/// steep strokes strum instead of buzzing; a flat stretch holds its one note.
struct NoteScheduler: Sendable {
  struct Event: Sendable, Equatable {
    var time: Double
    var step: Int
    var colour: Int
  }

  /// One live crossing: a run the playhead is on (or about to be on).
  struct Voice: Sendable {
    var cycle: Int
    var endPhase: Double
    var colour: Int
    var lastTime: Double
    var lastStep: Int
    var currentStep: Int
    var pending = false
  }

  private(set) var voices: [Run.Key: Voice] = [:]
  /// Unwrapped phase up to which crossings are solved.
  private(set) var scheduledPhase: Double
  /// When each voice ends (a heap, soonest first), so ending them looks at
  /// the few that end, not at all of them.
  private var endings = EndingHeap()
  /// Voices holding back a band change (1/8 beat apart): swept every frame.
  private var pending: Set<Run.Key> = []
  /// Runs of the index from this number on are looked for under the playhead
  /// (nil: all of them) until it passes `recheckUntil`, the phase solved when
  /// they came: one starting before that was never met by the sweep.
  private var recheckFrom: Int?
  private var recheckUntil = 0.0
  /// The index's run count at the last advance (-1: a new index).
  private var knownRuns = -1

  init(phase: Double = 0) { scheduledPhase = phase }

  /// Forgets every crossing and starts solving at `phase` (reset, slot change,
  /// resume).
  mutating func restart(at phase: Double) {
    voices.removeAll()
    endings = EndingHeap()
    pending.removeAll()
    scheduledPhase = phase
    indexReplaced()
  }

  /// The index was built anew: look for all of its runs under the playhead.
  mutating func indexReplaced() {
    recheckFrom = nil
    knownRuns = -1
  }

  static let width = Stroke.space.width

  /// Solves up to `horizon` for the runs of `index` and `live` (the stroke
  /// being drawn). A frame looks only where something can happen: runs that
  /// start, change band or wait to sound in its stretch of the sweep, and
  /// runs new under the playhead; the notes are those `advance(runsFrom:)`
  /// gives looking at every run, in the same order.
  mutating func advance(playhead: Playhead, now: Double, horizon: Double, index: CrossingIndex, live: [Run]) -> [Event] {
    if index.runs.count != knownRuns {
      recheckFrom = knownRuns < 0 ? nil : recheckFrom.map { min($0, knownRuns) }
      knownRuns = index.runs.count
      recheckUntil = scheduledPhase
    }
    let waiting = pending, from = recheckFrom
    let events = advance(
      playhead: playhead, now: now, horizon: horizon,
      runsFrom: { x0, x1, body in
        index.eventfulRuns(from: x0, to: x1, also: waiting, body)
        for r in live where r.maxX >= x0 && r.minX <= x1 { body(r) }
      },
      runsAt: { x, body in
        if let from { index.runs(at: x, from: from, body) } else { index.runs(at: x, body) }
        for r in live where r.contains(x) { body(r) }
      })
    if playhead.isPlaying, playhead.phase(at: now) > recheckUntil { recheckFrom = knownRuns }
    return events
  }

  /// Solves up to `horizon`. `runsFrom` lists the runs overlapping an x range
  /// (those whose sweep there can find nothing may be left out), `runsAt`
  /// those under the playhead now (those it already has a voice for may be
  /// left out).
  mutating func advance(
    playhead: Playhead, now: Double, horizon: Double,
    runsFrom: (Double, Double, (Run) -> Void) -> Void,
    runsAt: (Double, (Run) -> Void) -> Void
  ) -> [Event] {
    guard playhead.isPlaying else { return [] }
    var events: [Event] = []
    let gap = playhead.beat / 8
    let nowPhase = playhead.phase(at: now)
    while let end = endings.first, end.phase <= nowPhase {
      endings.removeFirst()
      guard let v = voices[end.key], v.endPhase <= nowPhase else { continue }
      voices[end.key] = nil
      pending.remove(end.key)
    }

    let a = scheduledPhase, b = max(scheduledPhase, playhead.phase(at: horizon))
    var c = Int(a.rounded(.down))
    while Double(c) < b {
      let x0 = max(a - Double(c), 0) * Self.width, x1 = min(b - Double(c), 1) * Self.width
      let cycle = c
      var listed: [Run] = []
      runsFrom(x0, x1) { listed.append($0) }
      for run in listed {
        let entered = (run.minX > x0 || (run.minX == x0 && a < Double(cycle))) && run.minX <= x1
        if entered, voices[run.key]?.cycle != cycle {
          let t = max(now, playhead.time(ofPhase: Double(cycle) + run.minX / Self.width))
          let step = PitchMap.step(y: run.points[0].y)
          start(run, Voice(
            cycle: cycle, endPhase: Double(cycle) + run.maxX / Self.width, colour: run.colour,
            lastTime: t, lastStep: step, currentStep: step))
          if !run.sharedStart { events.append(Event(time: t, step: step, colour: run.colour)) }
          sweep(run, from: run.minX, to: x1, cycle: cycle, playhead: playhead, now: now, gap: gap, into: &events)
        } else if voices[run.key]?.cycle == cycle {
          sweep(run, from: x0, to: x1, cycle: cycle, playhead: playhead, now: now, gap: gap, into: &events)
        }
      }
      c += 1
    }
    scheduledPhase = b

    // A crossing that appeared under the playhead (a stroke drawn right there, or
    // one whose start was already solved before it was drawn) sounds now.
    let x = playhead.position(at: now) * Self.width
    let cycle = Int(nowPhase.rounded(.down))
    var under: [Run] = []
    runsAt(x) { under.append($0) }
    for run in under {
      guard voices[run.key] == nil else { continue }
      let step = PitchMap.step(y: run.y(at: x))
      start(run, Voice(
        cycle: cycle, endPhase: Double(cycle) + run.maxX / Self.width, colour: run.colour,
        lastTime: now, lastStep: step, currentStep: step))
      events.append(Event(time: now, step: step, colour: run.colour))
      let x1 = min(1, b - Double(cycle)) * Self.width
      if x1 > x { sweep(run, from: x, to: x1, cycle: cycle, playhead: playhead, now: now, gap: gap, into: &events) }
    }
    events.sort { $0.time < $1.time }
    return events
  }

  private mutating func start(_ run: Run, _ voice: Voice) {
    voices[run.key] = voice
    pending.remove(run.key)
    endings.insert(voice.endPhase, run.key)
  }

  /// The band changes along `run` between x0 and x1.
  private mutating func sweep(
    _ run: Run, from x0: Double, to x1: Double, cycle: Int, playhead: Playhead, now: Double, gap: Double,
    into events: inout [Event]
  ) {
    guard var v = voices[run.key] else { return }
    let end = min(x1, run.maxX)
    func time(_ x: Double) -> Double { max(now, playhead.time(ofPhase: Double(cycle) + x / Self.width)) }
    func emit(_ t: Double, _ step: Int) {
      v.lastTime = t
      v.lastStep = step
      events.append(Event(time: t, step: step, colour: run.colour))
    }
    func offer(_ t: Double, _ step: Int) {
      if v.pending, v.lastTime + gap <= t {
        v.pending = false
        if v.currentStep != v.lastStep { emit(v.lastTime + gap, v.currentStep) }
      }
      v.currentStep = step
      if t - v.lastTime >= gap - 1e-9 {
        v.pending = false
        if step != v.lastStep { emit(t, step) }
      } else {
        v.pending = step != v.lastStep
      }
    }
    let pts = run.points
    // The first segment that ends past x0.
    var lo = 0, hi = pts.count - 1
    while lo < hi {
      let mid = (lo + hi) / 2
      if pts[mid + 1].x > x0 { hi = mid } else { lo = mid + 1 }
    }
    var i = lo
    while i < pts.count - 1, pts[i].x < end || (pts[i].x == end && pts[i + 1].x == end && end > x0) {
      let p = pts[i], q = pts[i + 1]
      let dx = q.x - p.x
      func y(_ x: Double) -> Double { dx > 1e-12 ? p.y + (q.y - p.y) * (x - p.x) / dx : q.y }
      let xa = max(x0, p.x), xb = min(end, q.x)
      if xb >= xa {
        let ya = dx > 1e-12 ? y(xa) : p.y, yb = y(xb)
        let sa = PitchMap.step(y: ya), sb = PitchMap.step(y: yb)
        if sb > sa {
          for k in (sa + 1)...sb { offer(time(crossX(p, q, PitchMap.boundary(k), xa, xb)), k) }
        } else if sb < sa {
          for k in stride(from: sa, to: sb, by: -1) { offer(time(crossX(p, q, PitchMap.boundary(k), xa, xb)), k - 1) }
        }
      }
      i += 1
    }
    if v.pending, v.lastTime + gap <= time(end) {
      v.pending = false
      if v.currentStep != v.lastStep { emit(v.lastTime + gap, v.currentStep) }
    }
    voices[run.key] = v
    if v.pending { pending.insert(run.key) } else { pending.remove(run.key) }
  }

  /// Where the segment p→q reaches height `level`, kept inside [xa, xb].
  private func crossX(_ p: Point, _ q: Point, _ level: Double, _ xa: Double, _ xb: Double) -> Double {
    let dy = q.y - p.y
    guard abs(dy) > 1e-12 else { return xa }
    let x = p.x + (q.x - p.x) * (level - p.y) / dy
    return max(xa, min(xb, x))
  }
}

/// Voices by when they end, soonest first (a binary heap).
struct EndingHeap: Sendable {
  private var items: [(phase: Double, key: Run.Key)] = []

  var first: (phase: Double, key: Run.Key)? { items.first }

  mutating func insert(_ phase: Double, _ key: Run.Key) {
    items.append((phase, key))
    var i = items.count - 1
    while i > 0 {
      let parent = (i - 1) / 2
      guard items[i].phase < items[parent].phase else { break }
      items.swapAt(i, parent)
      i = parent
    }
  }

  mutating func removeFirst() {
    guard !items.isEmpty else { return }
    items.swapAt(0, items.count - 1)
    items.removeLast()
    var i = 0
    while true {
      let l = 2 * i + 1, r = l + 1
      var m = i
      if l < items.count, items[l].phase < items[m].phase { m = l }
      if r < items.count, items[r].phase < items[m].phase { m = r }
      guard m != i else { return }
      items.swapAt(i, m)
      i = m
    }
  }
}
