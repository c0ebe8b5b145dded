public import Basics
public import Runtime
import Canvas
import HomeModel

/// The Cookbook (docs/screens.md §8): the household's recipe over its photo, the
/// ingredients on a frosted sheet, and "Step 1 of 6" cards. Which step the cook
/// is on lives here, so leaving the cards and coming back keeps the place; the
/// session reset returns it to step 1.
public final class RecipePlugin: Plugin {
  static let ingredientsRoute = ScreenRoute(plugin: "recipe", screen: "recipe.ingredients")
  static let stepsRoute = ScreenRoute(plugin: "recipe", screen: "recipe.steps")
  static func route(sheetOpen: Bool) -> ScreenRoute { sheetOpen ? ingredientsRoute : .recipe }

  public static let manifest = PluginManifest(
    name: "recipe",
    screens: [.recipe, ingredientsRoute, stepsRoute],
    appEntries: [AppEntry(name: "cookbook", title: "Cookbook", route: .recipe, icon: "fork.knife", colors: [0xFF9E48, 0xF25F1C], firstPage: 3)],
    elements: [
      ElementDeclaration("recipe.close", on: "recipe"), ElementDeclaration("recipe.ingredients", on: "recipe"),
      ElementDeclaration("recipe.start", on: "recipe"), ElementDeclaration("recipe.sheet.close", on: "recipe.ingredients"),
      // On the first card there is nothing to go back to: one card on first.
      ElementDeclaration("recipe.steps.back", on: "recipe.steps", prefix: "tap @recipe.steps.next\nwait 0.6"),
      ElementDeclaration("recipe.steps.next", on: "recipe.steps"), ElementDeclaration("recipe.steps.close", on: "recipe.steps"),
      // The first step that names a time is the second.
      ElementDeclaration("recipe.steps.timer", on: "recipe.steps", prefix: "tap @recipe.steps.next\nwait 0.6"),
    ],
    stateKeys: [
      StateKeyDeclaration("recipe.step", on: "recipe.steps"), StateKeyDeclaration("recipe.sheet", on: "recipe"),
      StateKeyDeclaration("recipe.timer", on: "recipe.steps"), StateKeyDeclaration("recipe.sheet.scroll", on: "recipe.ingredients"),
    ],
    benchScenarios: [
      BenchScenario(name: "recipe-static", screen: "recipe"),
      // The ingredients sheet springing up and back down, once a second.
      BenchScenario(name: "recipe-sheet", screen: "recipe") { nav, t in
        if t.frame % 60 == 0 { (nav.top as? RecipeScreen)?.toggleSheet() }
      },
      // The step cards paging on and back, twice a second.
      BenchScenario(name: "recipe-steps-paging", screen: "recipe.steps") { nav, t in
        if t.frame % 30 == 0 { (nav.top as? RecipeStepsScreen)?.turn(by: (t.frame / 30) % 4 < 2 ? 1 : -1) }
      },
    ])
  public static let requiredResources = [ResourceRequirement(Household.self), ResourceRequirement(DisplayLocale.self)]

  public static func settings(from section: ConfigNode?) throws(ConfigError) -> NoSettings {
    try NoSettings.decode(section)
  }

  let context: PluginContext
  /// How the clock in the corner is written.
  var locale: DisplayLocale { context.required(DisplayLocale.self) }
  private(set) var recipe: Recipe? {
    didSet { stepDurations = Self.durations(recipe) }
  }
  /// The seconds each step's text names (nil: no timer), read once per
  /// recipe: the step cards ask for them every frame they move.
  private var stepDurations: [Double?] = []
  /// The step card showing, from 0.
  var step = 0
  /// The kitchen timer, if one was started (it outlives the step cards).
  private(set) var timer: StepTimer?
  private var timerTick: TimerToken?
  /// The step cards on screen, told when the countdown moves.
  weak var stepsScreen: RecipeStepsScreen?

  public init(context: PluginContext, settings: NoSettings) {
    self.context = context
    recipe = context.required(Household.self).recipe
    // An initializer's assignment runs no observer.
    stepDurations = Self.durations(recipe)
  }

  private static func durations(_ recipe: Recipe?) -> [Double?] { recipe?.steps.map { StepTimer.minutes(in: $0.text) } ?? [] }

  /// A reload brought a new household: the recipe screens made from now on
  /// show its recipe; the cook's place stays where it still exists.
  public func resourcesReplaced() -> Bool {
    recipe = context.required(Household.self).recipe
    step = min(step, max(0, (recipe?.steps.count ?? 1) - 1))
    return true
  }

  public func makeScreen(id: String) -> Screen? {
    guard let recipe else { return nil }
    switch Self.manifest.route(id) {
    case .recipe?: return RecipeScreen(plugin: self, recipe: recipe, sheetOpen: false)
    case Self.ingredientsRoute?: return RecipeScreen(plugin: self, recipe: recipe, sheetOpen: true)
    case Self.stepsRoute?: return RecipeStepsScreen(plugin: self, recipe: recipe)
    default: return nil
    }
  }

  public func start() {
    FontWarmup.ahead(RecipeScreen.fixedStyles)
    context.subscribe(ResetSession.self) { [unowned self] _ in
      step = 0
      stopTimer()
    }
    // Cancelled or dismissed on the Timers screen: the card offers it again.
    context.subscribe(KitchenTimerRemoved.self) { [unowned self] e in
      if let timer, e.id == Self.kitchenTimerID(step: timer.step) { stopTimer() }
    }
    // The Cookbook opens from the home: once the home sits still, the painter
    // paints the photo, its blur and the card over them, so the recipe's
    // first frame has them.
    // The recipe sitting still: the painter paints the step cards' screen,
    // so "Start Cooking" opens on a copy rather than on the cards' glass and
    // text painted on the frame thread.
    context.subscribe(ScreenChanged.self) { [unowned self] e in
      guard e.to == ScreenRoute.recipe.screen else { return }
      context.after(0.3) { [unowned self] in
        guard let top = context.navigator.top, top.id == ScreenRoute.recipe.screen, !context.navigator.isTransitioning,
          let scale = top.context?.scale, let recipe
        else { return }
        let inputs = StepsPicture.Inputs(self, recipe: recipe, page: step, at: context.time)
        StepsPicture.warm(
          context.painter, scene: StepsScene(size: top.size), inputs: inputs, scale: scale,
          blurred: top.context.map { RecipePhoto.cachedBlurred($0.cache, size: top.size) } ?? nil)
      }
    }
    context.subscribe(ScreenChanged.self) { [unowned self] e in
      guard e.to == ScreenRoute.home.screen else { return }
      context.after(0.8) { [unowned self] in
        guard let top = context.navigator.top, top.id == ScreenRoute.home.screen, !context.navigator.isTransitioning,
          let scale = top.context?.scale
        else { return }
        RecipePhoto.warm(context.painter, size: top.size, scale: scale)
        if let recipe { RecipeCard.warm(context.painter, size: top.size, scale: scale, recipe: recipe) }
      }
    }
  }

  /// The id the Timers screen knows a step's timer by.
  static func kitchenTimerID(step: Int) -> String { "recipe.step.\(step + 1)" }

  /// The seconds step `index` names, if any.
  func timerDuration(step index: Int) -> Double? {
    stepDurations.indices.contains(index) ? stepDurations[index] : nil
  }

  /// Starts the timer for `index`, or stops the running one when it is tapped
  /// again. The Timers screen keeps the real one (over the bus): it runs on
  /// when the recipe is left, and it chimes at the end.
  func toggleTimer(step index: Int) {
    if let timer { context.post(CancelKitchenTimer(id: Self.kitchenTimerID(step: timer.step))) }
    if timer?.step == index {
      stopTimer()
    } else if let duration = timerDuration(step: index), let recipe {
      timer = StepTimer(step: index, duration: duration, start: context.time)
      context.post(StartKitchenTimer(id: Self.kitchenTimerID(step: index), name: recipe.steps[index].title, seconds: duration))
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
  /// count down otherwise); at zero the card says "Done" (the Timers plugin
  /// sounds the end).
  private func scheduleTick() {
    timerTick?.cancel()
    timerTick = context.after(1) { [unowned self] in
      guard let timer else { return }
      stepsScreen?.timerChanged()
      if !timer.isDone(at: context.time) { scheduleTick() }
    }
  }

  /// Each step's timer capsule as it reads at `time` (nil: the step names no time).
  func timerFaces(at time: Double) -> [StepsScene.TimerFace?] {
    (recipe?.steps.indices ?? 0..<0).map { i in
      guard let duration = timerDuration(step: i) else { return nil }
      guard let timer, timer.step == i else {
        return StepsScene.TimerFace(title: "Start \(StepTimer.clock(duration)) timer", fill: Color(white: 1, alpha: 0.18), started: false)
      }
      let done = timer.isDone(at: time)
      return StepsScene.TimerFace(title: done ? "Done" : timer.text(at: time), fill: done ? Color(hex: 0x34C759) : Color(hex: 0xFF9F0A), started: true)
    }
  }

  /// The step whose countdown runs (its capsule changes every second), if any.
  func runningTimerStep(at time: Double) -> Int? {
    guard let timer, !timer.isDone(at: time) else { return nil }
    return timer.step
  }

  /// "off", "running 19:58" or "done".
  var timerState: String {
    guard let timer else { return "off" }
    return timer.isDone(at: context.time) ? "done" : "running " + timer.text(at: context.time)
  }

  func showSteps(_ show: Bool) {
    context.navigator.replace(with: show ? Self.stepsRoute : .recipe, transition: .crossfade)
  }

  func close() { context.navigator.back(transition: .crossfade) }
}
