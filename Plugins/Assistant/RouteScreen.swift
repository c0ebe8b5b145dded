import Basics
import Canvas
import HomeModel
import Runtime
import Widgets

/// The route's steps (`assistant.route`), opened by the answer card's blue
/// "18 min" button: the page (`RoutePage`) painted once on the painter,
/// the back button's press over it. Until the page arrives the screen is
/// its white sheet with the back button, which the text then fills in. The
/// back chevron returns to the answer.
final class RouteScreen: Screen {
  static let back = "assistant.route.back"

  unowned let plugin: AssistantPlugin
  let route: Route
  private let controls = Controls()
  private var page: RoutePage?

  init(plugin: AssistantPlugin, route: Route) {
    self.plugin = plugin
    self.route = route
    super.init(id: AssistantPlugin.routeRoute.screen)
  }

  /// The page for this size, in the display's locale.
  static func page(size: Size, route: Route, locale: DisplayLocale) -> RoutePage {
    RoutePage(size: size, route: route, summary: "\(route.travelText) · \(route.distanceText) · leave by \(locale.time(route.leaveBy))")
  }

  override func layout() {
    let page = Self.page(size: size, route: route, locale: plugin.locale)
    self.page = page
    controls.removeAll()
    controls.add(Self.back, page.backRect) { [unowned self] in plugin.closeRoute() }
  }

  /// The destination, the trip's summary and the directions, one under the other.
  var headerRects: [(TextLayout, Rect)] { page?.texts().header ?? [] }

  override var elements: [Element] { controls.elements }

  override func touch(_ event: TouchEvent) -> Bool {
    if let r = controls.track(event) { setNeedsDisplay(r) }
    return false
  }

  override func gesture(_ gesture: Gesture) {
    if case .tap(let p) = gesture { controls.handleTap(at: p) }
  }

  override func draw(_ canvas: Canvas) {
    guard let context, let page else { return }
    let picture = context.painter.picture(page.key, size: size, scale: context.scale, for: self, paint: { page.draw($0) }) { [weak self] in
      self?.setNeedsDisplay()
    }
    if let picture { canvas.draw(picture, at: .zero) } else { page.drawSheet(canvas) }
    if controls.pressedID == Self.back { canvas.fill(Path.ellipse(in: page.backRect), Color(white: 0, alpha: 0.12)) }
  }
}
