public import Runtime

/// Choosing where sound goes.
@MainActor
public enum AudioOutputs {
  /// The speaker: ALSA on `device`, or, when it cannot be opened, the silent
  /// output with one warning saying why (the runtime carries on).
  public static func speaker(device: String, frameTimeOrigin: Double = 0, voiceCap: Int = 16) -> any AudioOutput {
    do {
      return try ALSAOutput(device: device, frameTimeOrigin: frameTimeOrigin, voiceCap: voiceCap)
    } catch {
      return SilentOutput(reason: error.problem)
    }
  }
}
