import Basics
import Faces
import HomeModel
import HomeViewTesting
import HouseholdStore
import Runtime
import Testing

/// A reload with another household (SIGHUP on the device) shows on the face
/// that is on screen, without a restart.
@MainActor
struct FaceReloadTests {
  @Test func theFaceOnScreenIsRemadeWithTheNewHousehold() throws {
    var options = TestSession.Options()
    options.panel = (640, 400)
    let s = try TestSession(registry: [PluginRegistration(FacesPlugin.self)], options: options)
    defer { s.stop() }
    try s.start(at: "face.weather")
    s.step()
    let loop = s.loop
    let store = s.session.store
    let before = loop.navigator.top
    var changed = try Household.fixture
    changed.weather.condition = "Sunny"
    loop.provide(changed)
    store.fixture?.replace(changed)
    #expect(loop.resourcesReplaced([ResourceRequirement(Household.self)]).isEmpty)
    #expect(loop.navigator.top !== before, "the face on screen was made again")
    #expect(loop.navigator.topID == "face.weather")
    #expect(loop.navigator.stack.count == 1)
  }
}
