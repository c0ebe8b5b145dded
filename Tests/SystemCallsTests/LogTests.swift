import Glibc
import SystemCalls
import Testing

struct LogTests {
  @Test func theLogEscapesControlCharacters() {
    #expect(Log.escaped("plain 'text' é") == "plain 'text' é")
    #expect(Log.escaped("a\u{1B}[2Jb\u{7}c\u{9B}d\te") == "a\\u{1B}[2Jb\\u{7}c\\u{9B}d\\u{9}e")
    #expect(Log.escaped("stats:\nhomeview: error: forged") == "stats:\n  homeview: error: forged")
  }

  @Test func aCaptureKeepsTheLinesAsStandardErrorShowsThem() {
    let tag = "capture-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
    let (result, lines) = Log.capture {
      Log.warning("\(tag): kept \u{1B}")
      Log.error("\(tag): two\nlines")
      return 7
    }
    #expect(result == 7)
    #expect(lines.filter { $0.contains(tag) } == ["homeview: warning: \(tag): kept \\u{1B}", "homeview: error: \(tag): two\n  lines"])
  }

  @Test func aCaptureKeepsNothingBeforeItsStartOrAfterItsStop() {
    let tag = "stop-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
    Log.info("\(tag): before")
    let capture = Log.Capture()
    Log.info("\(tag): during")
    capture.stop()
    Log.info("\(tag): after")
    #expect(capture.lines.filter { $0.contains(tag) } == ["homeview: \(tag): during"])
  }

  /// The painter, the providers and the file threads log too.
  @Test func aCaptureKeepsEveryLineOfSeveralThreads() {
    let tag = "threads-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
    let (_, lines) = Log.capture {
      var threads: [pthread_t] = []
      for _ in 0..<4 {
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { argument in
          let tag = Unmanaged<Tag>.fromOpaque(argument!).takeRetainedValue().text
          for i in 0..<50 { Log.info("\(tag) \(i)") }
          return nil
        }, Unmanaged.passRetained(Tag(text: tag)).toOpaque())
        #expect(started == 0)
        threads.append(thread)
      }
      for thread in threads { pthread_join(thread, nil) }
    }
    let ours = lines.filter { $0.contains(tag) }
    #expect(ours.count == 200)
    for i in 0..<50 { #expect(ours.filter { $0 == "homeview: \(tag) \(i)" }.count == 4) }
  }

  final class Tag: Sendable {
    let text: String
    init(text: String) { self.text = text }
  }
}
