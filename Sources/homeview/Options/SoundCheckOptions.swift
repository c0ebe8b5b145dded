/// `homeview sound-check`: a pentatonic run on the sound card, or into a WAV file.
struct SoundCheckOptions: CommandOptions {
  static let command = "sound-check"
  var config: String?
  /// The ALSA device instead of the config's `audio.device`.
  var device: String?
  /// A WAV file to write instead of playing.
  var out: String?

  static var options: [Option<SoundCheckOptions>] {
    [.text("--config", \.config), .text("--device", \.device), .text("--out", \.out)]
  }
}
