public import Basics
public import Runtime
import Canvas
import ClockFaces
import HomeModel

/// Siri (docs/screens.md §5): "Siri, when should I leave for practice?" over the
/// dad-and-son face, then the answer card with the map and the route. What it
/// says comes from the household's `route`. Opened by its app entry (the
/// home's Siri icon); closes back to where it was opened from, or to the
/// current face when nothing lies under it.
public final class AssistantPlugin: Plugin {
  public typealias Settings = NoSettings
  /// The answer card: the listening screen becomes it in place.
  static let answerRoute = ScreenRoute(plugin: "assistant", screen: "assistant.answer")
  /// The route's steps, opened by the answer's "18 min" button.
  static let routeRoute = ScreenRoute(plugin: "assistant", screen: "assistant.route")

  public static let manifest = PluginManifest(
    name: "assistant",
    screens: [.assistant, answerRoute, routeRoute],
    navigatesTo: [.face],
    appEntries: [AppEntry(name: "siri", title: "Siri", route: .assistant, icon: "siri", colors: [0x2E2E34, 0x050507], firstPage: 4)],
    elements: [ElementDeclaration("assistant.answer.card", on: "assistant.answer"), ElementDeclaration("assistant.answer.route", on: "assistant.answer"),
      ElementDeclaration(RouteScreen.back, on: "assistant.route"),
    ],
    stateKeys: [StateKeyDeclaration("assistant.phase", on: "assistant"), StateKeyDeclaration("assistant.words", on: "assistant")],
    benchScenarios: [
      // The orb dropping in, the words arriving, the glow breathing: started
      // over just before the answer would come.
      BenchScenario(name: "assistant-listening", screen: "assistant") { nav, t in
        if t.frame % 90 == 0 { nav.setRoot(.assistant) }
      },
      // Listening, then the card springing up, over and over.
      BenchScenario(name: "assistant-answer-rise", screen: "assistant") { nav, t in
        if t.frame % 150 == 0 { nav.setRoot(.assistant) }
      },
      // The settled card: only the small orb turns.
      BenchScenario(name: "assistant-answer", screen: "assistant.answer"),
    ])
  public static let requiredResources = [ResourceRequirement(Household.self), ResourceRequirement(DisplayLocale.self)]

  public static func settings(from section: ConfigNode?) throws(ConfigError) -> NoSettings {
    try NoSettings.decode(section)
  }

  let context: PluginContext
  /// How the answer writes the time to leave, and the face behind Siri its time.
  var locale: DisplayLocale { context.required(DisplayLocale.self) }
  /// The question, the answer and the map card's facts (nil without a household:
  /// Siri then listens and never answers).
  private(set) var route: Route?
  /// The face Siri appears over.
  private(set) var face: any FaceRenderer
  /// The question and answer last measured, ahead on the painter or by a
  /// screen that could not wait (`texts`).
  private var measured: AssistantTexts?
  /// The width the painter is measuring the texts for, while it does.
  private var measuringWidth: Double?
  /// Screens waiting for the painter's measuring.
  private var waitingForTexts: [@MainActor () -> Void] = []

  public init(context: PluginContext, settings: NoSettings) {
    self.context = context
    (route, face) = Self.read(context.required(Household.self), context.required(DisplayLocale.self))
  }

  static func read(_ household: Household, _ locale: DisplayLocale) -> (Route?, any FaceRenderer) {
    (household.route, FaceCatalog.renderer(for: "dad-son", household: household, locale: locale) ?? DadSonFace())
  }

  /// A reload brought a new household: Siri's next question, answer and face follow it.
  public func resourcesReplaced() -> Bool {
    (route, face) = Self.read(context.required(Household.self), locale)
    return true
  }

  public func makeScreen(id: String) -> Screen? {
    switch id {
    case ScreenRoute.assistant.screen:
      return AssistantScreen(id: id, plugin: self, session: AssistantSession())
    case Self.answerRoute.screen:
      return AssistantScreen(id: id, plugin: self, session: .settledAnswer())
    case Self.routeRoute.screen:
      return route.map { RouteScreen(plugin: self, route: $0) }
    default:
      return nil
    }
  }

  /// Siri opens from the home: her words are measured ahead, and her glow
  /// and her orb painted while the home sits still, so the listening
  /// screen's first frames do none of it.
  public func start() {
    FontWarmup.ahead([Transcript.style, AssistantLayout.answerTextStyle])
    context.subscribe(ScreenChanged.self) { [unowned self] e in
      // The words are the household's, known before anyone asks: measured
      // once the screen's size is known (the first screen shown), a few
      // milliseconds of the painter's.
      if let top = context.navigator.top, top.context != nil { measureAhead(answerWidth: AssistantLayout.answerTextWidth(top.size)) }
      guard e.to == ScreenRoute.home.screen else { return }
      _ = context.after(0.6) { [unowned self] in
        guard let top = context.navigator.top, top.id == ScreenRoute.home.screen, let scale = top.context?.scale else { return }
        EdgeGlow.warm(size: top.size, scale: scale, painter: context.painter)
        OrbPainter(painter: context.painter, scale: scale).warm(diameter: AssistantLayout.listeningOrbDiameter)
      }
    }
  }

  /// The question and answer measured for a card `answerWidth` wide, if
  /// they have been (ahead on the painter, or by a screen that could not wait).
  func measuredTexts(answerWidth: Double) -> AssistantTexts? {
    let question = route?.question ?? "", answer = route?.answer(locale) ?? ""
    guard let measured, measured.fits(question: question, answer: answer, answerWidth: answerWidth) else { return nil }
    return measured
  }

  /// The question and answer measured for a card `answerWidth` wide: as
  /// measured before, or measured now on the calling thread when they were
  /// not (a word or the card due before the painter had them).
  func texts(answerWidth: Double) -> AssistantTexts {
    if let measured = measuredTexts(answerWidth: answerWidth) { return measured }
    let texts = AssistantTexts.measure(question: route?.question ?? "", answer: route?.answer(locale) ?? "", answerWidth: answerWidth)
    measured = texts
    return texts
  }

  /// Has the painter measure the question and answer for a card
  /// `answerWidth` wide; `arrived` runs when they are in (inline: at once).
  func measureAhead(answerWidth: Double, arrived: @escaping @MainActor () -> Void = {}) {
    if measuredTexts(answerWidth: answerWidth) != nil { return arrived() }
    waitingForTexts.append(arrived)
    guard measuringWidth != answerWidth else { return }
    measuringWidth = answerWidth
    let question = route?.question ?? "", answer = route?.answer(locale) ?? ""
    // Weak: the session (and this plugin) may close before the painter hands the figures back.
    context.painter.paint({ AssistantTexts.measure(question: question, answer: answer, answerWidth: answerWidth) }) { [weak self] texts in
      guard let self else { return }
      measuringWidth = nil
      if measuredTexts(answerWidth: answerWidth) == nil { measured = texts }
      let waiting = waitingForTexts
      waitingForTexts.removeAll()
      for arrived in waiting { arrived() }
    }
  }

  /// The listening screen heard enough: it becomes the answer in place (the
  /// card's own spring is the motion). Only while that screen is on top and
  /// no transition runs (cutting one short would pop).
  func answer(_ screen: AssistantScreen, at time: Double) {
    guard context.navigator.top === screen, !context.navigator.isTransitioning else { return }
    screen.session.answeredAt = time
    screen.becomes(Self.answerRoute)
  }

  /// The answer card for this layout, painted on the painter: nil while it
  /// is painted (then `arrived` runs), or without a route.
  func card(layout: AssistantLayout, scale: Double, for owner: AnyObject?, arrived: @escaping @MainActor () -> Void = {}) -> Surface? {
    guard let route else { return nil }
    return AnswerCardPainter.card(layout: layout, answer: route.answer(locale), route: route, painter: context.painter, scale: scale, for: owner, arrived: arrived)
  }

  /// Paints the route's page ahead of need (`RouteScreen`).
  func warmRoutePage(size: Size, scale: Double) {
    guard let route else { return }
    let page = RouteScreen.page(size: size, route: route, locale: locale)
    context.painter.warm(page.key, size: size, scale: scale) { page.draw($0) }
  }

  /// A tap outside the route button: back to where Siri was opened from.
  func close() {
    let navigator = context.navigator
    if navigator.stack.count > 1 {
      navigator.back(transition: .crossfade)
    } else {
      navigator.replace(with: .face, transition: .crossfade)
    }
  }

  /// The route button: its click, and the route's steps over the answer.
  func routeTapped() {
    context.audio.click()
    context.navigator.show(Self.routeRoute, transition: .crossfade)
  }

  /// The route's back chevron: the answer it was opened from, or a settled
  /// answer when the steps were the first screen.
  func closeRoute() {
    let navigator = context.navigator
    if navigator.stack.count > 1 {
      navigator.back(transition: .crossfade)
    } else {
      navigator.replace(with: Self.answerRoute, transition: .crossfade)
    }
  }
}
