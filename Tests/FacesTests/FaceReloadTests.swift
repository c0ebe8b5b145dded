import Faces
import HomeModel
import HouseholdStore
import Runtime
import Testing

/// A reload with another household (SIGHUP on the device) shows on the face
/// that is on screen, without a restart.
@MainActor
struct FaceReloadTests {
  @Test func theFaceOnScreenIsRemadeWithTheNewHousehold() throws {
    let loop = FrameLoop(options: FrameLoop.Options(width: 640, height: 400), audioOutput: TimeNotSetTests.NoSound())
    let store = HouseholdStore.install(in: loop, household: try Household.fixture)
    loop.provide(IdlePolicy())
    loop.add([try PluginRegistration(FacesPlugin.self).configure(nil)])
    #expect(loop.navigator.setRoot("face.weather"))
    loop.runFrame(time: 1.0 / 60, touches: [])
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
