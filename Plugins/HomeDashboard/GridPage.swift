import Art
import Basics
import Glibc
import Canvas
import ClockFaces
import HomeModel
import HouseholdStore
import Runtime
import Widgets

/// The grid page: frosted tiles on the amber wallpaper. What never changes
/// (wallpaper, glass, most labels) is one cached layer; the number, the clock,
/// the lock's icon, the lights' tile and the chevrons are drawn over it.
extension DashboardScreen {
  static let lightsOnFill = Color(hex: 0xFFCB45)
  static let lightsOnText = Color(hex: 0x3D2A00)

  func drawGrid(_ canvas: Canvas) {
    let l = metrics
    if let painter = context?.painter {
      let layer = GridLayer.surface(painter: painter, size: size, scale: canvas.scale, store: store, for: self) { [weak self] in
        self?.damage(self?.bounds ?? .zero, on: .grid)
      }
      // The layer is opaque (the wallpaper under all of it): its pixels are put in place.
      if let layer { canvas.copy(layer, at: .zero) } else { canvas.fill(bounds, GridLayer.placeholder) }
    }
    drawTemperature(canvas)
    let pressed = controls[DashboardPage.grid.rawValue].pressedID
    Icon.chevronDown.draw(canvas, in: chevronRect(l.thermostatDown), color: Color(white: 1, alpha: pressed == "dashboard.down" ? 0.5 : 0.95))
    Icon.chevronUp.draw(canvas, in: chevronRect(l.thermostatUp), color: Color(white: 1, alpha: pressed == "dashboard.up" ? 0.5 : 0.95))
    if let now = context?.now {
      HomeTile.clock.draw(canvas, in: l.clockTile, u: l.u, time: now, colors: HomeTile.Colors())
    }
    drawLock(canvas, pressed: pressed == "dashboard.lock")
    drawLights(canvas, pressed: pressed == "dashboard.lights")
    let marked: [(Accessory?, Rect)] = [(thermostat, l.thermostatTile), (lock, l.lockTile), (lights, l.lightsTile)]
    for (a, tile) in marked {
      if let a, let mark = store.status(a.id).mark { drawMark(canvas, mark, in: tile) }
    }
  }

  /// "No Response", as Apple's Home marks a device that does not answer: the
  /// tile greyed (its last value still readable under the shade) and a small
  /// red capsule at its top right.
  func drawMark(_ canvas: Canvas, _ text: String, in tile: Rect) {
    let u = metrics.u
    canvas.fill(Path.roundedRect(tile, radius: metrics.corner), Color(white: 0.1, alpha: 0.45))
    let layout = TextLayout(text, style: TextStyle(family: "Inter", weight: .semibold, size: 16 * u, color: .white))
    let box = Rect(
      x: tile.maxX - metrics.tilePadding - layout.size.width - 20 * u, y: tile.minY + metrics.tilePadding,
      width: layout.size.width + 20 * u, height: layout.size.height + 8 * u)
    canvas.fill(Path.roundedRect(box, radius: box.height / 2), Color(hex: 0xFF453A, alpha: 0.9))
    canvas.draw(layout, at: Point(box.minX + 10 * u, box.minY + 4 * u))
  }

  /// The glyph inside a chevron's (larger) hit rect.
  func chevronRect(_ r: Rect) -> Rect { Rect(center: r.center, size: Size(r.width * 0.62, r.height * 0.62)) }

  /// The rounded-bold number, centred between the chevrons; rolling when it changes.
  func drawTemperature(_ canvas: Canvas) {
    drawCentredNumber(canvas, temperature, style: temperatureStyle, center: metrics.temperatureCenter, band: metrics.temperatureBand)
  }

  /// A rolling number whose digits' ink is centred on `center`, clipped to
  /// `band`; `under` paints beneath each digit (its shadow), rolling with it.
  func drawCentredNumber(
    _ canvas: Canvas, _ number: RollingNumber?, style: TextStyle, center: Point, band: Rect, suffix: String = "",
    under: ((Canvas, RollingNumber.Glyph) -> Void)? = nil
  ) {
    let digit = Self.digits(style).ink
    let text = number.map { String($0.value) } ?? "--"
    let width = TextLayout(text + suffix, style: style).size.width
    let origin = Point(center.x - width / 2, center.y - digit.midY)
    canvas.withState {
      canvas.clip(band)
      if let number {
        number.draw(on: canvas, style: style, at: origin, time: now, under: under)
        if !suffix.isEmpty {
          canvas.draw(TextLayout(suffix, style: style), at: Point(origin.x + TextLayout(text, style: style).size.width, origin.y))
        }
      } else {
        canvas.draw(TextLayout(text + suffix, style: style), at: origin)
      }
    }
  }

  /// The lock's icon: the old padlock shrinks away, then the new one pops in
  /// (one shape at a time: two padlocks crossfading read as a blur).
  func drawLock(_ canvas: Canvas, pressed: Bool) {
    let l = metrics
    if pressed { canvas.fill(Path.roundedRect(l.lockTile, radius: l.corner), Color(white: 0, alpha: 0.08)) }
    let p = min(max((now - lockChanged) / Self.lockDuration, 0), 1)
    let rect = TileContent.iconRect(in: l.lockTile, l)
    let icon: Icon
    let scale: Double, alpha: Double
    if p < 0.4 {
      let q = p / 0.4
      icon = locked ? .lockOpen : .lockClosed
      scale = 1 - 0.35 * q
      alpha = 1 - q
    } else {
      let q = (p - 0.4) / 0.6
      icon = locked ? .lockClosed : .lockOpen
      // Grows past full size and settles back.
      scale = 0.65 + 0.35 * q + 0.2 * sin(Double.pi * q)
      alpha = min(1, q * 2)
    }
    icon.draw(canvas, in: Rect(center: rect.center, size: Size(rect.width * scale, rect.height * scale)), color: Color(white: 1, alpha: alpha))
  }

  /// The lights' tile: glass when off, filling warm yellow when on, its words
  /// turning dark to stay readable on the yellow.
  func drawLights(_ canvas: Canvas, pressed: Bool) {
    let l = metrics
    let tile = l.lightsTile
    let f = min(max(lightsFill.value(at: now), 0), 1)
    let shape = Path.roundedRect(tile, radius: l.corner)
    if f > 0 {
      canvas.fill(shape, Self.lightsOnFill.withAlpha(0.96 * f))
      canvas.stroke(shape, .color(Color(white: 1, alpha: 0.42 + 0.3 * f)), width: max(1, 1.2 * l.u))
    }
    if pressed { canvas.fill(shape, Color(white: 0, alpha: 0.08)) }
    let text = Color.lerp(.white, Self.lightsOnText, f)
    TileContent.drawIcon(canvas, .bulb, in: tile, l, color: Color.lerp(.white, Self.lightsOnText, f))
    if let a = lights {
      TileContent.drawLabels(canvas, title: a.title, subtitle: a.subtitle, in: tile, l, color: text, secondary: text.withAlpha(0.7))
    }
  }
}
