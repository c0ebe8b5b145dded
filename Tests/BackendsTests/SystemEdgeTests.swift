import Backends
import Glibc
import Testing
import SystemCalls

/// The typed system edges: errors name the call, the path and the reason;
/// poll says which descriptor is readable.
struct SystemEdgeTests {
  @Test func aFailedOpenNamesTheCallThePathAndTheReason() {
    #expect(throws: SystemCallError.self) { try FileDescriptor.open("/nonexistent-homeview/card0", O_RDWR) }
    do {
      _ = try FileDescriptor.open("/nonexistent-homeview/card0", O_RDWR)
    } catch {
      #expect(error.errno == Errno(ENOENT))
      #expect(error.description == "/nonexistent-homeview/card0: open failed (No such file or directory)")
    }
  }

  @Test func pollReportsTheReadableDescriptorAndTimesOutOtherwise() {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    let reader = FileDescriptor(rawValue: ends[0]), writer = FileDescriptor(rawValue: ends[1])
    defer {
      reader.close()
      writer.close()
    }
    #expect(Poll.wait([reader], timeout: 0).isEmpty)
    var byte: UInt8 = 1
    #expect(write(writer.rawValue, &byte, 1) == 1)
    let happened = Poll.wait([reader], timeout: 1)
    #expect(happened[reader]?.contains(.readable) == true)
  }
}
