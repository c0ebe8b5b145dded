import CMosquitto

/// libmosquitto, opened for the first MQTT connection rather than at start:
/// a run without a broker never maps it nor OpenSSL. Its global set-up
/// (mosquitto_lib_init) runs once, right after.
enum LibMosquitto {
  static let loaded: Result<Functions, LoadProblem> = {
    var f = CMosquitto_Functions()
    if let problem = cmosquitto_load(&f) {
      return .failure(LoadProblem(text: "cannot load \(CMOSQUITTO_LIBRARY) (\(String(cString: problem))): install libmosquitto1"))
    }
    _ = f.mosquitto_lib_init()
    return .success(Functions(f: f))
  }()

  /// Pointers into a library that stays loaded, filled once and never
  /// changed: any thread may call through them.
  struct Functions: @unchecked Sendable { let f: CMosquitto_Functions }
  struct LoadProblem: Error { let text: String }
}

/// libmosquitto's functions, for MQTTConnection, whose init checks
/// `LibMosquitto.loaded` first.
var mosquitto: CMosquitto_Functions {
  switch LibMosquitto.loaded {
  case .success(let library): return library.f
  case .failure(let problem): preconditionFailure(problem.text)
  }
}

/// mosquitto_strerror's words for a return code.
func mosquittoError(_ rc: Int32) -> String {
  mosquitto.mosquitto_strerror(rc).map { String(cString: $0) } ?? "error \(rc)"
}
