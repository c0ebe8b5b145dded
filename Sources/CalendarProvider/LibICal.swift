import CICal

/// libical, opened on the first calendar read rather than at start: a run
/// without calendars never maps it nor the libraries it pulls in.
enum LibICal {
  static let loaded: Result<Functions, LoadProblem> = {
    var f = CICal_Functions()
    if let problem = cical_load(&f) {
      return .failure(LoadProblem(text: "cannot load \(CICAL_LIBRARY) (\(String(cString: problem))): install libical3"))
    }
    return .success(Functions(f: f))
  }()

  /// Pointers into a library that stays loaded, filled once and never
  /// changed: any thread may call through them.
  struct Functions: @unchecked Sendable { let f: CICal_Functions }
  struct LoadProblem: Error { let text: String }
}

/// libical's functions, for the code under ICalendarReader.read and
/// ICalendarWriter.settingCompleted, which check `LibICal.loaded` first.
var ical: CICal_Functions {
  switch LibICal.loaded {
  case .success(let library): return library.f
  case .failure(let problem): preconditionFailure(problem.text)
  }
}
