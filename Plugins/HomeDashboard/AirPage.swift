import Art
import Basics
import Canvas
import HomeModel
import Runtime
import Widgets

/// "Bedroom Air": bright cyan-blue, "Cooling to" over the huge target between
/// its chevrons, the room's temperature and humidity below.
extension DashboardScreen {
  static let airBlue = Color(hex: 0x19B5F7)

  func drawAir(_ canvas: Canvas) {
    let l = metrics
    drawAirLabels(canvas)
    if let now = context?.now {
      let time = TextStyle(family: "Inter", weight: .semibold, size: l.titleSize, color: .white)
      canvas.drawText("\(plugin.locale.clockHourText(now.hour)):\(now.minute < 10 ? "0" : "")\(now.minute)", time, at: Point(l.size.width - l.margin, l.titleOrigin.y), anchor: .right)
    }
    drawCentredNumber(canvas, airTarget, style: airStyle, center: l.airNumberCenter, band: l.airBand)
    let pressed = controls[DashboardPage.air.rawValue].pressedID
    Icon.chevronDown.draw(canvas, in: chevronRect(l.airDown), color: Color(white: 1, alpha: pressed == "dashboard.air.down" ? 0.5 : 1))
    Icon.chevronUp.draw(canvas, in: chevronRect(l.airUp), color: Color(white: 1, alpha: pressed == "dashboard.air.up" ? 0.5 : 1))
  }

  var airLabelStyle: TextStyle { TextStyle(family: "Inter", weight: .semibold, size: 40 * metrics.u, color: Color(white: 1, alpha: 0.85)) }

  /// Where "Cooling to" (the mode's label) stands.
  var airLabelRect: Rect? {
    guard let a = air, case .climate(let mode, _, _, _, _) = a.value else { return nil }
    return Rect(center: metrics.airLabelCenter, size: TextLayout(mode.label, style: airLabelStyle).size)
  }

  /// "Cooling to"'s soft shadow, so it reads on the bright cyan (3:1);
  /// painted once into the layer cache.
  func drawAirLabelShadow(_ c: Canvas, _ label: String) {
    guard let rect = airLabelRect, let cache = context?.cache else { return }
    let pad = 16 * metrics.u
    let box = rect.insetBy(-pad, -pad)
    var style = airLabelStyle
    let radius = 5 * metrics.u
    let shadow = cache.surface("dashboard.air.label.\(label).\(box.width)x\(box.height)", size: box.size, scale: c.scale) { sc in
      SoftShadow.draw(sc, size: box.size, radius: radius, color: GridLayer.labelShadow, layers: 3) { s, color in
        style.color = color
        s.drawText(label, style, at: Point(pad, pad))
      }
    }
    c.draw(shadow, at: box.origin)
  }

  func drawAirLabels(_ c: Canvas) {
    let l = metrics
    c.fill(l.bounds, Self.airBlue)
    guard let a = air, case .climate(let mode, _, let current, let humidity, _) = a.value else { return }
    c.drawText(a.fullName, TextStyle(family: "Inter", weight: .semibold, size: l.titleSize, color: .white), at: l.titleOrigin, anchor: .left)
    drawAirLabelShadow(c, mode.label)
    c.drawText(mode.label, airLabelStyle, at: l.airLabelCenter, anchor: .center)
    // "74° 47%", each with its small icon.
    let reading = TextStyle(family: "Inter", weight: .medium, size: 32 * l.u, color: .white)
    let icon = 34 * l.u, iconGap = 6 * l.u, pairGap = 34 * l.u
    let parts: [(Icon, String)] = [(.thermometer, "\(a.shown(current, plugin.locale))°"), (.drop, "\(humidity)%")]
    let layouts = parts.map { TextLayout($0.1, style: reading) }
    let total = layouts.reduce(0) { $0 + icon + iconGap + $1.size.width } + pairGap * Double(parts.count - 1)
    var x = l.airReadingsCenter.x - total / 2
    let cy = l.airReadingsCenter.y
    for (i, part) in parts.enumerated() {
      part.0.draw(c, in: Rect(x: x, y: cy - icon / 2, width: icon, height: icon), color: .white)
      x += icon + iconGap
      c.draw(layouts[i], at: Point(x, cy - layouts[i].size.height / 2))
      x += layouts[i].size.width + pairGap
    }
  }
}
