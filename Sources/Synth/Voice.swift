import Glibc

/// One sounding note: a tone source (sine partials or a plucked string) shaped by
/// a short linear attack, so it never starts with a click, and, when stolen, a
/// linear fade to silence, so it never ends with one.
struct Voice {
  enum State: UInt8 { case idle, playing, fading }

  /// The level below which a decayed voice is dropped (relative to its start;
  /// at most about one 16-bit step at full velocity).
  static let silentBelow: Float = 2e-4

  var state = State.idle
  /// Start order: the oldest playing voice has the smallest serial.
  var serial = 0
  var isClick = false
  private var usesString = false
  private var level: Float = 0
  private var attackGain: Float = 1
  private var attackStep: Float = 1
  private var fade: Float = 1
  private var fadeStep: Float = 0
  private var bank: SineBank
  private var string: PluckedString

  init(partials: UnsafeMutablePointer<Partial>, line: UnsafeMutablePointer<Float>) {
    bank = SineBank(storage: partials)
    string = PluckedString(storage: line)
  }

  mutating func start(_ c: SynthCommand, serial: Int, rate: Float) {
    self.serial = serial
    state = .playing
    fade = 1
    fadeStep = 0
    bank.reset()
    usesString = false
    isClick = c.kind == .click
    let attackSeconds: Float
    if isClick {
      // A short soft tick: a 1.5 kHz blip that is gone in ~30 ms.
      bank.add(Partial(frequency: 1500, rate: rate, amplitude: 1, decaySeconds: 0.004))
      level = 0.18
      attackSeconds = 0.001
    } else {
      let f = SynthCommand.frequency(ofPitch: c.pitch)
      let t = c.timbre
      // Higher notes ring a little shorter, as real ones do.
      let pitchScale = min(1.3, max(0.7, powf(261.63 / f, 0.25)))
      let decay = c.length.decaySeconds * pitchScale
      switch c.instrument {
      case .softPiano:
        // Time constant decay/3: about -26 dB at the nominal decay time.
        let tau = decay / 3
        bank.add(Partial(frequency: f, rate: rate, amplitude: 1, decaySeconds: tau))
        bank.add(Partial(frequency: 2 * f, rate: rate, amplitude: 0.3 + 0.15 * t, decaySeconds: tau * 0.7))
        if 3 * f < 0.45 * rate {
          bank.add(Partial(frequency: 3 * f, rate: rate, amplitude: 0.04 + 0.08 * t, decaySeconds: tau * 0.5))
        }
        level = 0.2 * c.velocity
        attackSeconds = 0.005
      case .piano:
        // Slightly stretched partials (string stiffness), tuned so the
        // fundamental is exact; each higher partial dies sooner.
        let b: Float = 0.0003
        let brightness = 0.75 + 0.45 * t
        let tau = decay / 2.2
        var weight: Float = 1
        for k in 1...6 {
          let fk = Float(k) * f * ((1 + b * Float(k * k)) / (1 + b)).squareRoot()
          if fk >= 0.45 * rate { break }
          bank.add(Partial(frequency: fk, rate: rate, amplitude: min(1, Self.pianoPartial(k) * weight), decaySeconds: tau / (1 + 0.6 * Float(k - 1))))
          weight *= brightness
        }
        level = 0.15 * c.velocity
        attackSeconds = 0.002
      case .pluck:
        usesString = true
        let seed = UInt32(truncatingIfNeeded: serial &* 2_654_435_761) ^ UInt32(max(0, c.pitch * 100))
        string.pluck(frequency: f, rate: rate, decaySeconds: decay / 2, brightness: 0.25 + 0.35 * t + 0.3 * c.velocity, seed: seed)
        level = 0.22 * c.velocity
        attackSeconds = 0.001
      }
    }
    attackGain = 0
    attackStep = 1 / max(1, attackSeconds * rate)
  }

  /// The piano's partial levels (a switch, not an array: nothing may allocate here).
  static func pianoPartial(_ k: Int) -> Float {
    switch k {
    case 1: 1
    case 2: 0.5
    case 3: 0.32
    case 4: 0.2
    case 5: 0.12
    default: 0.07
    }
  }

  /// Starts the steal fade (`samples` long); the voice goes idle at its end.
  mutating func steal(fadeSamples samples: Int) {
    guard state == .playing else { return }
    state = .fading
    fadeStep = fade / Float(max(1, samples))
  }

  /// How far a fading voice has still to go (1 = just started fading).
  var fadeRemaining: Float { fade }

  /// Adds the next `frames` samples to `mix`, using `scratch` (≥ frames long).
  mutating func render(into mix: UnsafeMutablePointer<Float>, frames: Int, scratch: UnsafeMutablePointer<Float>) {
    guard state != .idle, frames > 0 else { return }
    scratch.update(repeating: 0, count: frames)
    if usesString {
      string.render(into: scratch, frames: frames)
    } else {
      bank.render(into: scratch, frames: frames)
    }
    var g = attackGain
    var f = fade
    for i in 0..<frames {
      mix[i] += scratch[i] * g * f * level
      g = min(1, g + attackStep)
      f = max(0, f - fadeStep)
    }
    attackGain = g
    fade = f
    if state == .fading, fade <= 0 {
      state = .idle
    } else if attackGain >= 1, (usesString ? string.amplitude : bank.amplitude) < Self.silentBelow {
      state = .idle
    }
  }
}
