/// Where the playhead is at any frame time: one sweep of the canvas is 8 beats
/// at the tempo. Phase is unwrapped (2.25 = a quarter into the third sweep), so
/// times of future crossings follow from it directly and tempo changes keep it
/// continuous.
struct Playhead: Sendable, Equatable {
  static let beatsPerSweep = 8.0

  private(set) var tempo: Double
  /// Frame time at which phase 0 was (or would have been) at this tempo.
  private(set) var origin: Double
  /// The phase it holds while paused.
  private(set) var pausedPhase: Double?

  init(tempo: Double, start: Double) {
    self.tempo = tempo
    origin = start
  }

  static func sweepSeconds(tempo: Double) -> Double { beatsPerSweep * 60 / tempo }
  var sweep: Double { Self.sweepSeconds(tempo: tempo) }
  var beat: Double { 60 / tempo }
  var isPlaying: Bool { pausedPhase == nil }

  func phase(at t: Double) -> Double { pausedPhase ?? (t - origin) / sweep }
  /// 0…1 across the canvas.
  func position(at t: Double) -> Double {
    let p = phase(at: t)
    return p - p.rounded(.down)
  }
  func time(ofPhase p: Double) -> Double { origin + p * sweep }
  /// Frame time at which the current sweep began.
  func sweepStart(at t: Double) -> Double { time(ofPhase: phase(at: t).rounded(.down)) }

  mutating func setTempo(_ newTempo: Double, at t: Double) {
    let p = phase(at: t)
    tempo = newTempo
    if pausedPhase == nil { origin = t - p * sweep }
  }

  mutating func pause(at t: Double) {
    guard pausedPhase == nil else { return }
    pausedPhase = phase(at: t)
  }

  mutating func play(at t: Double) {
    guard let p = pausedPhase else { return }
    pausedPhase = nil
    origin = t - p * sweep
  }

  /// Back to the left edge, now.
  mutating func restart(at t: Double) {
    origin = t
    if pausedPhase != nil { pausedPhase = 0 }
  }
}
