public import HomeModel
public import Runtime

/// The default presence provider, for a display with no camera: it
/// "recognises" the household's `recognition.person` after `recognition.after`
/// seconds of frame time, exactly as the fixture says.
public final class HouseholdPresence: PresenceProvider {
  let context: PluginContext
  let recognition: Recognition
  private var timer: TimerToken?

  public init(context: PluginContext, recognition: Recognition) {
    self.context = context
    self.recognition = recognition
  }

  public func startLooking(among people: [Person], recognised: @escaping @MainActor (String) -> Void) {
    stopLooking()
    let id = recognition.personID
    guard people.contains(where: { $0.id == id }) else { return }
    timer = context.after(recognition.after) { [weak self] in
      self?.timer = nil
      recognised(id)
    }
  }

  public func stopLooking() {
    timer?.cancel()
    timer = nil
  }
}
