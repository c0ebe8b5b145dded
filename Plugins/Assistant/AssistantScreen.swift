import Art
import Basics
import Canvas
import ClockFaces
import Glibc
import HomeModel
import Runtime
import Widgets

/// Siri (docs/screens.md §5). Listening (`assistant`): the dad-and-son face, a
/// coloured glow breathing round the edges, the orb dropping in at the top
/// centre with a bounce and the question appearing word by word under it.
/// Answer (`assistant.answer`): the white card springs up over all that, the
/// orb shrinks to 64 pt at the top, and the answer, the map and the route
/// button show. A tap anywhere but the button closes Siri.
final class AssistantScreen: Screen {
  enum Phase: String { case listening, answer }

  unowned let plugin: AssistantPlugin
  let session: AssistantSession
  private let controls = Controls()
  private var geometry: AssistantLayout?
  private var transcript: Transcript?
  /// The route button's press: 0 at rest, 1 pushed in.
  private var press = Spring(value: 0, response: 0.22, dampingFraction: 0.72)
  private var pressing = false
  private var shownMinute: CivilTime?
  private var cardSettled = false
  private var cardPrepared = false
  private var closing = false
  /// The face picture last drawn, standing in until the next minute's arrives.
  private var shownFace: String?
  /// Frame time this screen first appeared: the orb turns with the screen's
  /// own time, so it stands alike however the screen was reached. The
  /// listening screen keeps it when it becomes the answer: the orb turns on.
  private var appearedAt: Double?

  init(id: String, plugin: AssistantPlugin, session: AssistantSession) {
    self.plugin = plugin
    self.session = session
    super.init(id: id)
  }

  var phase: Phase { session.answeredAt == nil ? .listening : .answer }

  override func layout() {
    guard context != nil else { return }
    transcript = nil
    let width = AssistantLayout.answerTextWidth(size)
    // The words are measured on the painter (ahead, while the home sat
    // still, or now): the first frames show only the face, the glow and
    // the orb, and no word is due until `AssistantTiming.firstWord`. The
    // answer, which shows its card at once, measures now if need be.
    if phase == .answer {
      place(plugin.texts(answerWidth: width))
    } else {
      place(plugin.measuredTexts(answerWidth: width))
      if transcript == nil {
        plugin.measureAhead(answerWidth: width) { [weak self] in
          guard let self, transcript == nil, let texts = plugin.measuredTexts(answerWidth: AssistantLayout.answerTextWidth(size)) else { return }
          place(texts)
        }
      }
    }
  }

  /// Siri's words measured: the transcript and everything placed by the
  /// words' sizes. Before they are (`nil`) the orb and the controls stand
  /// where they always do, and no word shows.
  private func place(_ texts: AssistantTexts?) {
    guard let context else { return }
    let g: AssistantLayout
    if let texts {
      let transcript = Transcript(texts, scale: context.scale)
      // Asked for now: the painter has until the first word to paint it.
      _ = transcriptLayer(transcript, context)
      g = AssistantLayout(size: size, transcript: transcript.size, answerText: texts.answerSize)
      self.transcript = transcript
    } else {
      g = AssistantLayout(size: size, transcript: .zero, answerText: .zero)
    }
    geometry = g
    controls.removeAll()
    // The card first, the button over it: a tap on the button is the button's.
    controls.add("assistant.answer.card", bounds) { [unowned self] in close() }
    controls.add("assistant.answer.route", g.routeButton) { [unowned self] in plugin.routeTapped() }
  }

  override func appear() {
    let now = context?.time ?? 0
    if session.openedAt == nil, session.answeredAt == nil { session.openedAt = now }
    if appearedAt == nil { appearedAt = now }
  }

  // MARK: what tests see

  /// The answer card's info lines ("Stern Grove Playground", "3.9 mi", the directions).
  var infoLineRects: [Rect] {
    guard let g = geometry, let route = plugin.route else { return [] }
    return AnswerCard.infoLineRects(in: g.infoPanel, route: route).map(\.1)
  }

  /// Where the question's text stands once every word is in (its layer less the shadow's room).
  var transcriptTextRect: Rect? {
    guard let g = geometry, let transcript else { return nil }
    let pad = Transcript.pad
    return Rect(x: g.transcriptOrigin.x + pad, y: g.transcriptOrigin.y + pad, width: transcript.size.width - 2 * pad, height: transcript.size.height - 2 * pad)
  }

  override var elements: [Element] { phase == .answer ? controls.elements : [] }

  override func state(_ key: String) -> String? {
    switch key {
    case "assistant.phase": return phase.rawValue
    case "assistant.words": return String(wordsShown)
    default: return nil
    }
  }

  /// How many words of the question have begun to appear.
  var wordsShown: Int {
    guard let transcript else { return 0 }
    if phase == .answer { return transcript.words.count }
    let elapsed = listeningElapsed(at: context?.time ?? 0)
    return transcript.words.indices.filter { elapsed >= wordStart($0) }.count
  }

  private func wordStart(_ i: Int) -> Double { AssistantTiming.firstWord + Double(i) * AssistantTiming.wordInterval }
  private func listeningElapsed(at t: Double) -> Double { t - (session.openedAt ?? t) }

  // MARK: motion

  override func update(_ time: FrameTime) -> Bool {
    guard var g = geometry else { return false }
    let t = time.time
    switch phase {
    case .listening:
      let elapsed = listeningElapsed(at: t)
      if minuteChanged() { setNeedsDisplay() }
      // The first word is due and the painter has not measured the words yet.
      if transcript == nil, elapsed >= AssistantTiming.firstWord {
        place(plugin.texts(answerWidth: AssistantLayout.answerTextWidth(size)))
        if let placed = geometry { g = placed }
      }
      if !closing, plugin.route != nil, elapsed >= AssistantTiming.answerAfter {
        // Hands over to the answer screen, which carries this session on.
        plugin.answer(self, at: t)
        return true
      }
      damageListening(g, elapsed: elapsed)
      // Ask the painter for the answer card (and paint the small orb) ahead,
      // so the card's first frame is only a copy and no frame stalls.
      if !cardPrepared, elapsed >= AssistantTiming.prepareCardAt, let context {
        _ = plugin.card(layout: g, scale: context.scale, for: self)
        orbPainter(context).prepare(diameter: AssistantLayout.answerOrbDiameter)
        cardPrepared = true
      }
    case .answer:
      // Opened at the answer before the painter had the words.
      if transcript == nil {
        place(plugin.texts(answerWidth: AssistantLayout.answerTextWidth(size)))
        if let placed = geometry { g = placed }
      }
      let rise = AssistantTiming.spring(t - (session.answeredAt ?? t), AssistantTiming.cardRise)
      if !rise.settled {
        setNeedsDisplay()
        return true
      }
      if !cardSettled {
        cardSettled = true
        setNeedsDisplay()
        // The route's steps are the answer's one way on: their page is
        // painted while the answer sits, behind anything a screen needs now.
        if let context { plugin.warmRoutePage(size: size, scale: context.scale) }
      }
      // Settled, only the small orb turns, and the button when pressed.
      setNeedsDisplay(OrbPainter.bounds(center: g.answerOrbCenter, diameter: AssistantLayout.answerOrbDiameter))
      press.target = pressing ? 1 : 0
      if press.value != press.target || !press.isSettled {
        press.step(time.delta)
        setNeedsDisplay(g.routeButton.insetBy(-2, -2))
      }
    }
    return true
  }

  /// Listening redraws the glow's strips (the glow breathes) and, below the
  /// top strip, the orb's lane and, while they arrive, the words: rects that
  /// do not overlap, so they are not merged into one big box.
  private func damageListening(_ g: AssistantLayout, elapsed: Double) {
    let orb = OrbPainter.bounds(center: g.listeningOrbCenter, diameter: AssistantLayout.listeningOrbDiameter)
    let drop = AssistantTiming.spring(elapsed - AssistantTiming.orbDropDelay, AssistantTiming.orbDrop)
    var lane = Rect(x: orb.minX, y: EdgeGlow.reach, width: orb.width, height: orb.maxY + (drop.settled ? 0 : 40) - EdgeGlow.reach)
    if let transcript, elapsed <= wordStart(transcript.words.count - 1) + AssistantTiming.wordFade + 0.05 {
      lane = lane.union(Rect(origin: Point(g.transcriptOrigin.x, g.transcriptOrigin.y - 4), size: Size(transcript.size.width, transcript.size.height + 16)))
    }
    for strip in EdgeGlow.strips(size: size) { setNeedsDisplay(strip) }
    setNeedsDisplay(lane.intersection(Rect(x: EdgeGlow.reach, y: EdgeGlow.reach, width: size.width - 2 * EdgeGlow.reach, height: size.height - 2 * EdgeGlow.reach)))
  }

  /// The face's numerals follow the clock: true when the minute turned.
  private func minuteChanged() -> Bool {
    guard let now = context?.now else { return false }
    let minute = CivilTime(year: now.year, month: now.month, day: now.day, hour: now.hour, minute: now.minute)
    defer { shownMinute = minute }
    return shownMinute != nil && minute != shownMinute
  }

  // MARK: drawing

  override func draw(_ canvas: Canvas) {
    guard let context, let g = geometry else { return }
    let t = context.time
    let orbs = orbPainter(context)
    let orbTime = t - (appearedAt ?? t)
    switch phase {
    case .listening:
      drawListening(canvas, context, g, at: t)
      orbs.draw(canvas, center: listeningOrbCenter(g, elapsed: listeningElapsed(at: t)), diameter: AssistantLayout.listeningOrbDiameter, time: orbTime)
    case .answer:
      let rise = AssistantTiming.spring(t - (session.answeredAt ?? t), AssistantTiming.cardRise)
      let card = cardLayer(context, g)
      if rise.settled {
        canvas.draw(card, at: .zero)
        drawButton(canvas, g, offset: 0)
      } else {
        // Only what the card does not cover yet (and its shadow) is listening.
        let top = (1 - rise.value) * size.height
        if top > 0 {
          canvas.withState {
            canvas.clip(Rect(x: 0, y: 0, width: size.width, height: top + 36))
            drawListening(canvas, context, g, at: t)
          }
        }
        drawRisingCard(canvas, card, g, progress: rise.value)
      }
      // The orb shrinks from where it listened to the top of the card.
      let p = rise.settled ? 1 : min(max(rise.value, 0), 1)
      let from = listeningOrbCenter(g, elapsed: listeningElapsed(at: t))
      let center = Point(from.x + (g.answerOrbCenter.x - from.x) * p, from.y + (g.answerOrbCenter.y - from.y) * p)
      let diameter = AssistantLayout.listeningOrbDiameter + (AssistantLayout.answerOrbDiameter - AssistantLayout.listeningOrbDiameter) * p
      orbs.draw(canvas, center: center, diameter: diameter, time: orbTime)
    }
  }

  /// The orb's layers come from the painter; one arriving redraws the screen
  /// (the orb moves and shrinks while they may be painted).
  private func orbPainter(_ context: ScreenContext) -> OrbPainter {
    OrbPainter(painter: context.painter, scale: context.scale, owner: self) { [weak self] in self?.setNeedsDisplay() }
  }

  /// The face, the breathing glow and the words so far.
  private func drawListening(_ canvas: Canvas, _ context: ScreenContext, _ g: AssistantLayout, at t: Double) {
    let elapsed = listeningElapsed(at: t)
    plugin.face.draw(filling: self, on: canvas, context: context, shown: &shownFace)
    let breath = 0.5 - 0.5 * cos(2 * Double.pi * elapsed / AssistantTiming.glowPeriod)
    let fadeIn = min(1, max(0, elapsed / AssistantTiming.glowFadeIn))
    EdgeGlow.draw(canvas, size: size, alpha: fadeIn * (0.55 + 0.45 * breath), painter: context.painter, for: self) { [weak self] in
      self?.setNeedsDisplay($0)
    }
    if let transcript, let layer = transcriptLayer(transcript, context) {
      transcript.draw(canvas, layer: layer, at: g.transcriptOrigin) { [self] i in (elapsed - wordStart(i)) / AssistantTiming.wordFade }
    }
  }

  /// The question's layer from the painter; until it is there no word
  /// shows, and its arrival redraws the screen.
  private func transcriptLayer(_ transcript: Transcript, _ context: ScreenContext) -> Surface? {
    transcript.layer(context.painter, for: self) { [weak self] in self?.setNeedsDisplay() }
  }

  /// The orb drops from above the screen to the top centre and bounces.
  private func listeningOrbCenter(_ g: AssistantLayout, elapsed: Double) -> Point {
    let drop = AssistantTiming.spring(elapsed - AssistantTiming.orbDropDelay, AssistantTiming.orbDrop).value
    let start = -AssistantLayout.listeningOrbDiameter * (0.5 + SiriOrb.padding)
    return Point(g.listeningOrbCenter.x, start + (g.listeningOrbCenter.y - start) * drop)
  }

  /// The card on its way up: rounded top corners that square off as it
  /// arrives, a soft shadow above it, white below it if it overshoots. It
  /// stands on whole pixels: at a fractional height its bottom row and the
  /// white under it would each cover part of one pixel row, and leave it
  /// partly transparent.
  private func drawRisingCard(_ canvas: Canvas, _ card: Surface, _ g: AssistantLayout, progress p: Double) {
    let y = ((1 - p) * size.height * canvas.scale).rounded() / canvas.scale
    canvas.fill(
      Rect(x: 0, y: y - 28, width: size.width, height: 28),
      .linear(from: Point(0, y - 28), to: Point(0, y), stops: [GradientStop(0, Color(white: 0, alpha: 0)), GradientStop(1, Color(white: 0, alpha: 0.16))]))
    canvas.withState {
      canvas.clip(Path.roundedRect(Rect(x: 0, y: y, width: size.width, height: size.height + 60), radius: 34 * max(0, 1 - p)))
      canvas.draw(card, at: Point(0, y))
      if y < 0 { canvas.fill(Rect(x: 0, y: y + size.height, width: size.width, height: -y + 1), Color.white) }
      drawButton(canvas, g, offset: y)
    }
  }

  private func drawButton(_ canvas: Canvas, _ g: AssistantLayout, offset: Double) {
    guard let route = plugin.route else { return }
    let r = Rect(x: g.routeButton.minX, y: g.routeButton.minY + offset, width: g.routeButton.width, height: g.routeButton.height)
    AnswerCard.drawRouteButton(canvas, in: r, route: route, press: press.value, pressed: pressing)
  }

  /// The answer card, or its blank white sheet until the painter has it.
  private func cardLayer(_ context: ScreenContext, _ g: AssistantLayout) -> Surface {
    plugin.card(layout: g, scale: context.scale, for: self) { [weak self] in self?.setNeedsDisplay() }
      ?? context.cache.surface("assistant.card.empty", size: size, scale: context.scale) { $0.fill(Rect(size: size), Color.white) }
  }

  // MARK: touch

  override func touch(_ event: TouchEvent) -> Bool {
    guard phase == .answer, let g = geometry else { return false }
    let before = pressing
    switch event.phase {
    case .down: pressing = g.routeButton.contains(event.location)
    case .move: if pressing, !g.routeButton.insetBy(-30, -30).contains(event.location) { pressing = false }
    case .up, .cancel: pressing = false
    }
    if pressing != before { setNeedsDisplay(g.routeButton.insetBy(-2, -2)) }
    return false
  }

  override func gesture(_ gesture: Gesture) {
    guard case .tap(let p) = gesture, !closing else { return }
    if phase == .answer { controls.handleTap(at: p) } else { close() }
  }

  private func close() {
    closing = true
    plugin.close()
  }
}
