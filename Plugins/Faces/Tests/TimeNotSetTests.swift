import Basics
import Backends
import Faces
import Glibc
import HomeModel
import HouseholdStore
import Runtime
import Testing

/// A board without a clock chip boots with its last shutdown's time: until the
/// sync service says the clock is right, the face says its time is not set.
@MainActor
struct TimeNotSetTests {
  /// The face's `face.timeSet` after a few frames with `clock`.
  func timeSet(_ clock: Clock) throws -> String? {
    var options = FrameLoop.Options(width: 640, height: 400)
    options.clock = clock
    let loop = FrameLoop(options: options, audioOutput: SilentOutput())
    HouseholdStore.install(in: loop, household: try Household.fixture)
    loop.provide(IdlePolicy())
    loop.provide(DisplayLocale())
    loop.add([try PluginRegistration(FacesPlugin.self).configure(nil)])
    #expect(loop.navigator.setRoot("face"))
    for i in 1...3 { loop.runFrame(time: Double(i) / 60, touches: []) }
    defer { loop.stop() }
    return loop.state("face.timeSet")
  }

  /// A folder like /run/systemd/timesync; `synchronized` creates its flag file.
  func syncFolder(synchronized: Bool) -> String {
    var template = Array("/tmp/homeview-timesync-XXXXXX".utf8CString)
    let folder = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    if synchronized { close(open(folder + "/synchronized", O_CREAT | O_WRONLY, 0o644)) }
    return folder
  }

  @Test func aSystemClockIsNotSetUntilTheSyncServiceSaysSo() throws {
    var clock = Clock(.system)
    clock.synchronizedFile = syncFolder(synchronized: false) + "/synchronized"
    #expect(try timeSet(clock) == "false")
    clock.synchronizedFile = syncFolder(synchronized: true) + "/synchronized"
    #expect(try timeSet(clock) == "true")
  }

  @Test func withoutASyncServiceOrOnAFixedClockTheTimeCounts() throws {
    var system = Clock(.system)
    system.synchronizedFile = "/nonexistent-homeview-timesync/synchronized"
    #expect(try timeSet(system) == "true")
    var fixed = Clock(.fixed(.demo))
    fixed.synchronizedFile = syncFolder(synchronized: false) + "/synchronized"
    #expect(try timeSet(fixed) == "true")
  }
}
