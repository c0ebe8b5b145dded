public import Runtime
import HomeModel

/// The Cookbook (seed section 8): the household's recipe over its photo, the
/// ingredients on a frosted sheet, and "Step 1 of 6" cards. Which step the cook
/// is on lives here, so leaving the cards and coming back keeps the place; the
/// session reset returns it to step 1.
public final class RecipePlugin: Plugin {
  public static let name = "recipe"
  public static let requiredResources = [ResourceRequirement(Household.self)]

  public static func settings(from section: ConfigNode?) throws(ConfigError) -> NoSettings {
    try NoSettings.decode(section)
  }

  let context: PluginContext
  private(set) var recipe: Recipe?
  /// The step card showing, from 0.
  var step = 0
  /// The kitchen timer, if one was started (it outlives the step cards).
  private(set) var timer: StepTimer?
  private var timerTick: TimerToken?
  /// The step cards on screen, told when the countdown moves.
  weak var stepsScreen: RecipeStepsScreen?
  /// Where the next screen's sheet starts (0 down, 1 up) when the sheet is
  /// being opened or closed; nil: the screen appears as it is.
  private var sheetStart: Double?

  public init(context: PluginContext, settings: NoSettings) {
    self.context = context
    recipe = context.required(Household.self).recipe
  }

  /// A reload brought a new household: the recipe screens made from now on
  /// show its recipe; the cook's place stays where it still exists.
  public func resourcesReplaced() -> Bool {
    recipe = context.required(Household.self).recipe
    step = min(step, max(0, (recipe?.steps.count ?? 1) - 1))
    return true
  }

  public var screenIDs: [String] { ["recipe", "recipe.ingredients", "recipe.steps"] }
  public var elementIDs: [String] {
    ["close", "ingredients", "start", "sheet.close", "steps.back", "steps.next", "steps.close", "steps.timer"].map { "recipe." + $0 }
  }
  public var stateKeys: [String] { ["recipe.step", "recipe.sheet", "recipe.timer"] }

  public func makeScreen(id: String) -> Screen? {
    guard let recipe else { return nil }
    defer { sheetStart = nil }
    switch id {
    case "recipe": return RecipeScreen(plugin: self, recipe: recipe, sheetOpen: false, sheetFrom: sheetStart)
    case "recipe.ingredients": return RecipeScreen(plugin: self, recipe: recipe, sheetOpen: true, sheetFrom: sheetStart)
    case "recipe.steps": return RecipeStepsScreen(plugin: self, recipe: recipe)
    default: return nil
    }
  }

  public var benchScenarios: [BenchScenario] {
    [
      BenchScenario(name: "recipe-static", screen: "recipe"),
      // The ingredients sheet springing up and back down, once a second.
      BenchScenario(name: "recipe-sheet", screen: "recipe") { nav, t in
        if t.frame % 60 == 0 { (nav.top as? RecipeScreen)?.toggleSheet() }
      },
      // The step cards paging on and back, twice a second.
      BenchScenario(name: "recipe-steps-paging", screen: "recipe.steps") { nav, t in
        if t.frame % 30 == 0 { (nav.top as? RecipeStepsScreen)?.turn(by: (t.frame / 30) % 4 < 2 ? 1 : -1) }
      },
    ]
  }

  public func start() {
    context.subscribe(ResetSession.self) { [unowned self] _ in
      step = 0
      stopTimer()
    }
  }

  /// The seconds step `index` names, if any.
  func timerDuration(step index: Int) -> Double? {
    guard let recipe, recipe.steps.indices.contains(index) else { return nil }
    return StepTimer.minutes(in: recipe.steps[index].text)
  }

  /// Starts the timer for `index`, or stops the running one when it is tapped again.
  func toggleTimer(step index: Int) {
    if timer?.step == index {
      stopTimer()
    } else if let duration = timerDuration(step: index) {
      timer = StepTimer(step: index, duration: duration, start: context.time)
      scheduleTick()
    }
    context.audio.click()
    stepsScreen?.timerChanged()
  }

  func stopTimer() {
    timer = nil
    timerTick?.cancel()
    stepsScreen?.timerChanged()
  }

  /// Wakes once a second while the timer runs (a sleeping screen would not
  /// count down otherwise); at zero, a click and "Done".
  private func scheduleTick() {
    timerTick?.cancel()
    timerTick = context.after(1) { [unowned self] in
      guard let timer else { return }
      stepsScreen?.timerChanged()
      if timer.isDone(at: context.time) {
        context.audio.click()
      } else {
        scheduleTick()
      }
    }
  }

  /// "off", "running 19:58" or "done".
  var timerState: String {
    guard let timer else { return "off" }
    return timer.isDone(at: context.time) ? "done" : "running " + timer.text(at: context.time)
  }

  /// Opens or closes the ingredients sheet: the same screen in its other state,
  /// the sheet springing on from where it stands (`from`: 0 down, 1 up).
  func showSheet(_ open: Bool, from: Double) {
    sheetStart = from
    context.navigator.replace(with: open ? "recipe.ingredients" : "recipe", transition: .none)
    sheetStart = nil
  }

  func showSteps(_ show: Bool) {
    context.navigator.replace(with: show ? "recipe.steps" : "recipe", transition: .crossfade)
  }

  func close() { context.navigator.back(transition: .crossfade) }
}
