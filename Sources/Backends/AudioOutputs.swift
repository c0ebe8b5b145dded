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

  /// The sound card on `device` for a reload that switches it: nil (after the
  /// silent output's one warning saying why) when it cannot be opened, so the
  /// running output stays.
  public static func card(device: String, frameTimeOrigin: Double = 0, voiceCap: Int = 16) -> (any AudioOutput)? {
    let output = speaker(device: device, frameTimeOrigin: frameTimeOrigin, voiceCap: voiceCap)
    guard output is ALSAOutput else {
      output.close()
      return nil
    }
    return output
  }
}
