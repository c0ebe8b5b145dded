import Basics
import Canvas
@testable import DrawMusic
import Runtime
import Testing

@MainActor
struct DrawingTests {
  func line(_ m: DrawMusicModel, y: Double) {
    var s = m.newStroke(at: Point(20, y))
    s.append(Point(200, y))
    m.commit(s)
  }

  @Test func undoTakesBackStrokesErasesAndShuffles() {
    let m = DrawMusicModel()
    line(m, y: 100)
    line(m, y: 200)
    line(m, y: 300)
    #expect(m.drawing.strokes.count == 3)
    m.beginErasing()
    #expect(m.erase(at: Point(100, 200)) == 1)
    #expect(m.erase(at: Point(100, 100)) == 1)
    m.endErasing()
    #expect(m.drawing.strokes.map { $0.points[0].y } == [300])
    m.undo()  // the whole eraser drag comes back, in its order
    #expect(m.drawing.strokes.map { $0.points[0].y } == [100, 200, 300])
    let before = m.drawing.strokes.map(\.colour)
    m.shuffle()
    let after = m.drawing.strokes.map(\.colour)
    #expect(zip(before, after).allSatisfy { $0 != $1 })
    m.undo()
    #expect(m.drawing.strokes.map(\.colour) == before)
    m.undo()
    #expect(m.drawing.strokes.count == 2)
  }

  @Test func theThreeSlotsAreSeparateDrawings() {
    let m = DrawMusicModel()
    line(m, y: 100)
    m.select(slot: 1)
    #expect(m.drawing.strokes.isEmpty)
    line(m, y: 200)
    line(m, y: 250)
    m.select(slot: 2)
    #expect(m.drawing.strokes.isEmpty)
    m.select(slot: 0)
    #expect(m.drawing.strokes.count == 1)
    #expect(m.drawings.map(\.strokes.count) == [1, 2, 0])
  }

  @Test func controlsKeepToTheirBoundsAndResetRestoresTheLaunchState() {
    let m = DrawMusicModel(tempoRange: 60...120)
    for _ in 0..<10 { m.changeTempo(by: 1) }
    #expect(m.tempo == 120)
    for _ in 0..<20 { m.changeTempo(by: -1) }
    #expect(m.tempo == 60)
    for _ in 0..<5 { m.shiftOctave(1) }
    #expect(m.octave == 1)
    m.select(colour: 1)
    m.select(tool: .eraser)
    m.select(slot: 2)
    line(m, y: 10)
    m.reset()
    #expect(m.tempo == 100 && m.tool == .pen && m.colourName == "blue" && m.slot == 0 && m.octave == 0)
    #expect(m.drawings.allSatisfy { $0.strokes.isEmpty })
  }

  @Test func drawingsSurviveASaveAndALoad() throws {
    let m = DrawMusicModel()
    line(m, y: 100.25)
    m.select(slot: 2)
    m.select(colour: 7)
    line(m, y: 400)
    let text = DrawingStore.encode(m.drawings)
    let back = try DrawingStore.decode(text, file: "drawings.json")
    #expect(back.count == 3)
    #expect(back.map(\.strokes.count) == [1, 0, 1])
    #expect(back[0].strokes[0].points == m.drawings[0].strokes[0].points)
    #expect(back[2].strokes[0].colour == 7)
  }

  func storage<T>(_ a: [T]) -> UnsafeRawPointer? { a.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } }

  /// A load is compared with what is shown where it is read: strokes that
  /// are the same take the shown ones' storage, and loading the drawing
  /// shown gives the screen nothing to redraw (its undo history still goes).
  @Test func loadingTheDrawingShownChangesNothingToRedraw() throws {
    let m = DrawMusicModel()
    line(m, y: 100)
    line(m, y: 200)
    let back = try DrawingStore.decode(DrawingStore.encode(m.drawings), file: "drawings.json")
    #expect(storage(back[0].strokes) != storage(m.drawing.strokes))
    let same = back.indices.map { back[$0].sharingStrokes(with: m.drawings[$0]) }
    #expect(storage(same[0].strokes) == storage(m.drawing.strokes))
    let version = m.strokesVersion
    m.load(same)
    #expect(m.strokesVersion == version)
    #expect(m.drawing.history.isEmpty)

    // One stroke moved: the other is still shared, and the load is a change.
    var strokes = back[0].strokes
    strokes[1] = Stroke(id: strokes[1].id, colour: strokes[1].colour, points: strokes[1].points.map { Point($0.x, $0.y + 10) })
    let moved = Drawing(strokes: strokes).sharingStrokes(with: m.drawing)
    #expect(storage(moved.strokes[0].points) == storage(m.drawing.strokes[0].points))
    #expect(storage(moved.strokes[1].points) != storage(m.drawing.strokes[1].points))
    m.load([moved])
    #expect(m.strokesVersion == version + 1)
    #expect(m.drawing.strokes[1].points[0].y == 210)
  }

  @Test func aBadFileIsReportedWithItsKeyPath() {
    #expect(throws: ConfigError.self) { try DrawingStore.decode("{\"version\": 1, \"drawings\": [", file: "d.json") }
    do {
      _ = try DrawingStore.decode("{\"version\": 1, \"drawings\": [{\"strokes\": [{\"colour\": \"teal\", \"points\": [1, 2]}]}]}", file: "d.json")
      Issue.record("accepted a colour that is not a marker")
    } catch {
      #expect(error.description.hasPrefix("d.json: drawings[0].strokes[0].colour: 'teal' is not a marker"))
    }
  }
}
