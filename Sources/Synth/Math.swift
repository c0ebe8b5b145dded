import Glibc

// libm, used when a voice starts (never per sample).
@inline(__always) func pow2(_ x: Float) -> Float { exp2f(x) }
@inline(__always) func decayPerSample(seconds tau: Float, rate: Float) -> Float { expf(-1 / (tau * rate)) }
