public import Basics
public import Runtime

/// Everything Draw Music's controls change, apart from any screen: the three
/// drawings, the tool, marker, tempo, octave, instrument, note length, slot,
/// playing and recording. The screen draws it; tests drive it directly.
@MainActor
public final class DrawMusicModel {
  public enum Tool: String, Sendable { case pen, eraser }

  nonisolated public static let slots = 3
  nonisolated public static let resetTempo = 100
  nonisolated public static let tempoStep = 5

  public let tempoRange: ClosedRange<Int>
  public private(set) var tool = Tool.pen
  public private(set) var colour = Palette.blue
  public private(set) var tempo = DrawMusicModel.resetTempo
  public private(set) var octave = 0
  public private(set) var instrument = Note.Instrument.softPiano
  public private(set) var length = Note.Length.medium
  public private(set) var slot = 0
  public var playing = true
  /// The WAV being written while recording.
  public var recordingPath: String?
  public private(set) var drawings = Array(repeating: Drawing(), count: DrawMusicModel.slots)
  private var nextStrokeID = 1
  private var shuffles = SplitMix(seed: 0x44_72_61_77)
  /// Bumped whenever the strokes of the current drawing change (the screen
  /// rebuilds its stroke layer and crossing index from it).
  public private(set) var strokesVersion = 0

  public init(tempoRange: ClosedRange<Int> = 40...240) { self.tempoRange = tempoRange }

  public var drawing: Drawing { drawings[slot] }
  public var colourName: String { Palette.markers[colour].name }
  public var sweepSeconds: Double { Playhead.sweepSeconds(tempo: Double(tempo)) }

  /// Launch and long-press state: empty canvas, pen, blue, tempo 100.
  public func reset() {
    for i in drawings.indices { drawings[i].clear() }
    resetTools()
    changed()
  }

  /// The tools as at launch, drawings untouched (`restoreDrawings`).
  public func resetTools() {
    tool = .pen
    colour = Palette.blue
    tempo = min(max(Self.resetTempo, tempoRange.lowerBound), tempoRange.upperBound)
    octave = 0
    instrument = .softPiano
    length = .medium
    slot = 0
    playing = true
  }

  /// Puts `saved` in the slots (their undo history gone). Loading the
  /// strokes already shown changes nothing to redraw.
  public func load(_ saved: [Drawing]) {
    let shown = drawings[slot].strokes
    for i in drawings.indices { drawings[i] = i < saved.count ? saved[i] : Drawing() }
    nextStrokeID = (drawings.map(\.maxID).max() ?? 0) + 1
    if drawings[slot].strokes != shown { changed() }
  }

  // MARK: controls

  public func select(tool t: Tool) { tool = t }

  public func select(colour c: Int) {
    colour = max(0, min(Palette.markers.count - 1, c))
    tool = .pen
  }

  public func changeTempo(by steps: Int) { tempo = min(max(tempo + steps * Self.tempoStep, tempoRange.lowerBound), tempoRange.upperBound) }
  public func shiftOctave(_ by: Int) { octave = min(max(octave + by, PitchMap.octaves.lowerBound), PitchMap.octaves.upperBound) }
  public func select(instrument i: Note.Instrument) { instrument = i }
  public func select(length l: Note.Length) { length = l }

  public func select(slot s: Int) {
    guard s != slot, drawings.indices.contains(s) else { return }
    slot = s
    changed()
  }

  // MARK: editing the current drawing

  /// A new stroke in the current marker, not yet in the drawing (it is being drawn).
  public func newStroke(at p: Point) -> Stroke {
    defer { nextStrokeID += 1 }
    return Stroke(id: nextStrokeID, colour: colour, points: [p])
  }

  public func commit(_ stroke: Stroke) {
    drawings[slot].add(stroke)
    changed()
  }

  public func beginErasing() { drawings[slot].beginErasing() }

  /// Removes the strokes the eraser at `p` touches.
  @discardableResult
  public func erase(at p: Point, radius: Double = 10) -> Int {
    let n = drawings[slot].erase { $0.touches(p, radius: radius) }
    if n > 0 { changed() }
    return n
  }

  public func endErasing() { drawings[slot].endErasing() }

  public func undo() { if drawings[slot].undo() { changed() } }

  public func shuffle() {
    drawings[slot].shuffle(using: &shuffles)
    changed()
  }

  private func changed() { strokesVersion += 1 }
}
