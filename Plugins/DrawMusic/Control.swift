import Runtime

/// Every control of the four toolbar rows, with its element id.
enum Control: Hashable, Sendable {
  case playPause, pen, eraser, undo, shuffle, record, tempoMinus, tempoPlus
  case swatch(Int)
  case piano, octaveUp, octaveDown
  case instrument(Note.Instrument)
  case slot(Int)
  case length(Note.Length)
  case cloud
  /// Back to where Draw Music was opened from (the home's apps page).
  case home

  static let all: [Control] =
    [.playPause, .pen, .eraser, .undo, .shuffle, .record, .tempoMinus, .tempoPlus]
    + Palette.markers.indices.map { .swatch($0) }
    + [.piano, .octaveUp, .octaveDown, .instrument(.softPiano), .instrument(.piano), .instrument(.pluck)]
    + (0..<DrawMusicModel.slots).map { .slot($0) }
    + [.length(.short), .length(.medium), .length(.long), .home, .cloud]

  var id: String {
    switch self {
    case .playPause: "drawmusic.play"
    case .pen: "drawmusic.pen"
    case .eraser: "drawmusic.eraser"
    case .undo: "drawmusic.undo"
    case .shuffle: "drawmusic.shuffle"
    case .record: "drawmusic.record"
    case .tempoMinus: "drawmusic.tempo.minus"
    case .tempoPlus: "drawmusic.tempo.plus"
    case .swatch(let i): "drawmusic.swatch.\(Palette.markers[i].name)"
    case .piano: "drawmusic.octave.keys"
    case .octaveUp: "drawmusic.octave.up"
    case .octaveDown: "drawmusic.octave.down"
    case .instrument(.softPiano): "drawmusic.instrument.sine"
    case .instrument(.piano): "drawmusic.instrument.piano"
    case .instrument(.pluck): "drawmusic.instrument.pluck"
    case .slot(let i): "drawmusic.slot.\(i + 1)"
    case .length(.short): "drawmusic.length.short"
    case .length(.medium): "drawmusic.length.medium"
    case .length(.long): "drawmusic.length.long"
    case .cloud: "drawmusic.cloud"
    case .home: "drawmusic.home"
    }
  }

  /// State values name instruments as the buttons show them.
  static func name(_ i: Note.Instrument) -> String {
    switch i {
    case .softPiano: "sine"
    case .piano: "piano"
    case .pluck: "pluck"
    }
  }
}
