import Basics
import Canvas
@testable import DrawMusic
import Testing

struct CrossingTests {
  /// A ∩ shape drawn left to right and back: the playhead meets it twice.
  @Test func aStrokeCrossingThePlayheadTwiceGivesTwoDotsAtTheRightHeights() {
    // Dense points, as a finger gives them, so the spline follows the corners.
    let corners = [Point(100, 300), Point(200, 300), Point(200, 100), Point(100, 100)]
    var points: [Point] = []
    for (a, b) in zip(corners, corners.dropFirst()) {
      for i in 0..<20 { points.append(a + (b - a) * (Double(i) / 20)) }
    }
    let loop = Stroke(id: 1, colour: 0, points: points + [corners[3]])
    // Right along the bottom, up the side (where the spline wobbles in x), back along the top.
    #expect(Run.runs(of: loop).count >= 2)
    var index = CrossingIndex()
    index.add(loop)
    var heights: [Double] = []
    index.runs(at: 150) { heights.append($0.y(at: 150)) }
    #expect(heights.sorted().map { $0.rounded() } == [100, 300])
    var none = 0
    index.runs(at: 250) { _ in none += 1 }
    #expect(none == 0)
  }

  @Test func aStraightSlopeIsOneRunWithInterpolatedHeight() {
    let s = Stroke(id: 1, colour: 0, points: [Point(0, 480), Point(360, 0)])
    let runs = Run.runs(of: s)
    #expect(runs.count == 1)
    #expect(abs(runs[0].y(at: 90) - 360) < 1e-9)
  }

  @Test func theLoopsTipAnnouncesOnlyOnce() {
    // Right to left, then back: the two runs start together at the left tip.
    let s = Stroke(id: 1, colour: 0, points: [Point(200, 100), Point(100, 150), Point(200, 200)])
    let runs = Run.runs(of: s)
    #expect(runs.map(\.sharedStart) == [false, true])
  }

  @Test func tempoSetsTheSweep() {
    #expect(Playhead.sweepSeconds(tempo: 100) == 4.8)
    #expect(abs(Playhead.sweepSeconds(tempo: 120) - 4.0) < 1e-12)
    var p = Playhead(tempo: 100, start: 1)
    #expect(abs(p.position(at: 1 + 2.4) - 0.5) < 1e-12)
    // A tempo change keeps the playhead where it is.
    p.setTempo(120, at: 3.4)
    #expect(abs(p.position(at: 3.4) - 0.5) < 1e-12)
    #expect(abs(p.position(at: 3.4 + 1) - 0.75) < 1e-12)
    p.pause(at: 3.4 + 1)
    #expect(abs(p.position(at: 100) - 0.75) < 1e-12)
    p.restart(at: 200)
    #expect(p.position(at: 200) == 0)
  }

  /// Scheduling a whole sweep at once, frame by frame.
  func notes(for strokes: [Stroke], tempo: Double = 100, seconds: Double) -> [NoteScheduler.Event] {
    let index = CrossingIndex(strokes: strokes)
    let playhead = Playhead(tempo: tempo, start: 0)
    var scheduler = NoteScheduler()
    var out: [NoteScheduler.Event] = []
    var t = 0.0
    while t < seconds {
      out += scheduler.advance(playhead: playhead, now: t, horizon: t + 1.5 / 60, index: index, live: [])
      t += 1 / 60
    }
    return out
  }

  @Test func aCrossingSoundsAtTheExactMomentThePlayheadReachesIt() {
    let flat = Stroke(id: 1, colour: 2, points: [Point(90, 240), Point(200, 240)])
    let events = notes(for: [flat], seconds: 4.7)
    #expect(events.count == 1)  // a flat stretch holds its one note
    #expect(abs(events[0].time - 90.0 / 360 * 4.8) < 1e-9)
    #expect(events[0].step == PitchMap.step(y: 240))
    #expect(events[0].colour == 2)
  }

  @Test func aRisingStrokePlaysARisingRunThatStrumsWhenSteep() {
    // Gentle: 360 units of x for the whole height: one note per band.
    let gentle = Stroke(id: 1, colour: 0, points: [Point(0.5, 479), Point(359.5, 1)])
    let g = notes(for: [gentle], seconds: 4.79).filter { $0.time < 4.8 }
    #expect(g.map(\.step) == Array(0...14))
    // Steep: the whole height in 12 units (0.16 s): at most one note per 1/8 beat.
    let steep = Stroke(id: 2, colour: 0, points: [Point(100, 479), Point(112, 1)])
    let s = notes(for: [steep], seconds: 4.79).filter { $0.time < 4.8 }
    let gaps = zip(s, s.dropFirst()).map { $1.time - $0.time }
    #expect(gaps.allSatisfy { $0 >= 0.6 / 8 - 1e-9 })
    #expect(s.count >= 2 && s.count < 15)
    #expect(s.map(\.step) == s.map(\.step).sorted())
  }

  @Test func aLoopPlaysBothOfItsCrossings() {
    let loop = Stroke(id: 1, colour: 0, points: [Point(100, 400), Point(200, 400), Point(200, 50), Point(100, 50)])
    let events = notes(for: [loop], seconds: 4.7)
    let first = events.filter { abs($0.time - 100.0 / 360 * 4.8) < 1e-6 }
    #expect(Set(first.map(\.step)) == [PitchMap.step(y: 400), PitchMap.step(y: 50)])
  }

  /// A frame looks only where something can happen (runs starting, changing
  /// band or waiting to sound, runs new under the playhead): the notes are
  /// those looking at every run gives, in the same order, through a busy
  /// drawing, strokes added while it plays (some right at the playhead), a
  /// tempo change and a restart.
  @Test func lookingOnlyWhereSomethingCanHappenGivesTheSameNotes() {
    let strokes = BenchDrawing.make(strokes: 400).strokes
    var index = CrossingIndex(strokes: Array(strokes.prefix(300)))
    var playhead = Playhead(tempo: 100, start: 0)
    var everything = NoteScheduler(), eventful = NoteScheduler()
    var expected: [NoteScheduler.Event] = [], got: [NoteScheduler.Event] = []
    var next = 300
    for frame in 0..<800 {
      let t = Double(frame) / 60
      if frame % 7 == 3, next < strokes.count {
        index.add(strokes[next])
        next += 1
      }
      if frame == 200 { playhead.setTempo(140, at: t) }
      if frame == 500 {
        playhead.restart(at: t)
        everything.restart(at: 0)
        eventful.restart(at: 0)
      }
      expected += everything.advance(
        playhead: playhead, now: t, horizon: t + 1.5 / 60,
        runsFrom: { index.runs(from: $0, to: $1, $2) }, runsAt: { index.runs(at: $0, $1) })
      got += eventful.advance(playhead: playhead, now: t, horizon: t + 1.5 / 60, index: index, live: [])
    }
    #expect(expected.count > 1000)
    #expect(got == expected)
  }
}
