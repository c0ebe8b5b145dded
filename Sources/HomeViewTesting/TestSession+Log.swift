/// What the session logged: warnings about damaged data files, photos that
/// fail to decode, config problems. A test reads them instead of running the
/// binary to read its standard error.
extension TestSession {
  /// The lines logged since this session began until `stop()`, as standard
  /// error shows them (`homeview: warning: …`), from any thread: the frame,
  /// the painter, the file and the providers' threads. Tests running beside
  /// this one log too, so look for what only this test's files would make
  /// the log say (its data folder's or its config's path).
  public var logLines: [String] { logCapture.lines }

  /// The logged lines that contain `text`.
  public func logLines(containing text: String) -> [String] { logLines.filter { $0.contains(text) } }
}
