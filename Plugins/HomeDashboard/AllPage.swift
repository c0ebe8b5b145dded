import Art
import Basics
import Canvas
import HomeModel
import HouseholdStore
import Runtime
import Widgets

/// "All Accessories", past the lamp page: the amber wallpaper, then every
/// accessory no other page shows, under its area's name, in glass tiles like
/// the grid's: a glyph (or a climate's target), the name, what it is doing.
/// A tap toggles a light, switch, fan, lock or cover and runs a scene; a
/// climate's chevrons step its target as the thermostat's do. A device that
/// does not answer is greyed and says "No Response". Taller than the screen,
/// the tiles scroll under the title with a vertical drag.
extension DashboardScreen {
  /// What a tile shows: when it changes, the tile is drawn again.
  struct AllTileLook: Equatable {
    var icon: Icon?
    /// A climate's target ("70°"), drawn where others have their glyph.
    var number: String?
    var title: String
    var state: String
    /// On (a light, a fan): the tile fills warm yellow as the grid's Lights do.
    var active: Bool
    var notResponding: Bool
  }

  static let allTitle = "All Accessories"
  static let allEmpty = "No other accessories"

  var allMetrics: AllAccessories.Metrics { AllAccessories.Metrics(metrics) }
  var allMaxScroll: Double { max(0, all.contentHeight - size.height) }

  func allLook(_ a: Accessory) -> AllTileLook {
    let notResponding = store.status(a.id) == .notResponding
    var look = AllTileLook(icon: nil, number: nil, title: a.title, state: "", active: false, notResponding: notResponding)
    switch a.value {
    case .thermostat(let t, _):
      look.number = "\(a.shown(t, plugin.locale))°"
      look.state = a.kind.label
    case .climate(let mode, let t, let current, _, _):
      look.number = "\(a.shown(t, plugin.locale))°"
      let doing = switch mode {
      case .cool: "Cooling"
      case .heat: "Heating"
      case .off: "Off"
      }
      look.state = "\(doing) · Now \(a.shown(current, plugin.locale))°"
    case .brightness(let b):
      look.icon = .bulb
      look.state = b > 0 ? "\(b)%" : "Off"
      look.active = b > 0
    case .on(let on):
      look.icon = a.kind == .fan ? .fan : .bulb
      look.state = on ? "On" : "Off"
      look.active = on
    case .locked(let locked):
      look.icon = locked ? .lockClosed : .lockOpen
      look.state = locked ? "Locked" : "Unlocked"
    case .open(let open):
      look.icon = .garageDoor
      look.state = open ? "Open" : "Closed"
    case .reading(let r, let unit):
      look.icon = unit == "%" ? .drop : .thermometer
      let tenths = (r * 10).rounded() / 10
      look.state = (tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)) + unit
    case .none:
      look.icon = a.kind == .intercom ? .waveform : .sun
      look.state = a.kind.label
    }
    // Apple's Home shows a device that does not answer as neither on nor off.
    if notResponding {
      look.state = AccessoryStatus.notResponding.mark ?? look.state
      look.active = false
    }
    return look
  }

  // MARK: layout and keeping in step

  /// Lists the accessories again (one was discovered, removed or renamed).
  func layoutAll() {
    all = AllAccessories(AllAccessories.untiled(store), metrics)
    allScroll = min(allScroll, allMaxScroll)
    allShown.removeAll()
    for t in all.tiles { if let a = store.accessory(t.accessoryID) { allShown[a.id] = allLook(a) } }
    layoutAllControls()
    damage(Rect(size: size), on: .all)
  }

  /// The tiles' controls where they sit at this scroll: a tile under the
  /// title is not there to tap.
  func layoutAllControls() {
    let c = controls[DashboardPage.all.rawValue]
    c.removeAll()
    let m = allMetrics
    for t in all.tiles {
      guard let a = store.accessory(t.accessoryID) else { continue }
      let frame = t.frame.offsetBy(0, -allScroll)
      guard frame.midY > metrics.pageContentTop, frame.minY < size.height else { continue }
      let id = "dashboard.all." + a.id
      switch a.value {
      case .thermostat, .climate:
        let up = Rect(x: frame.maxX - m.padding / 2 - m.stepper, y: frame.minY + m.padding / 2, width: m.stepper, height: m.stepper)
        c.add(id + ".down", up.offsetBy(-m.stepper, 0)) { [unowned self] in stepAll(a.id, -1) }
        c.add(id + ".up", up) { [unowned self] in stepAll(a.id, 1) }
      case .reading:
        break
      case .none where a.kind == .intercom:
        break
      default:
        c.add(id, frame) { [unowned self] in toggleAll(a.id) }
      }
    }
  }

  /// A changed tile is drawn again, only it.
  func syncAll() {
    for t in all.tiles {
      guard let a = store.accessory(t.accessoryID) else { continue }
      let look = allLook(a)
      guard allShown[a.id] != look else { continue }
      allShown[a.id] = look
      damage(t.frame.offsetBy(0, -allScroll), on: .all)
    }
  }

  func scrollAll(to y: Double) {
    let clamped = min(max(y, 0), allMaxScroll)
    guard clamped != allScroll else { return }
    allScroll = clamped
    layoutAllControls()
    damage(Rect(size: size), on: .all)
  }

  // MARK: actions

  /// A tap: on ↔ off, locked ↔ unlocked, open ↔ closed; a scene or button runs.
  func toggleAll(_ id: String) {
    guard let a = store.accessory(id) else { return }
    switch a.value {
    case .brightness(let b):
      if b > 0 { allLampLevels[id] = b }
      plugin.change(id, to: b > 0 ? 0 : Double(allLampLevels[id] ?? 100))
    case .none:
      plugin.change(id, to: 1)
    default:
      guard let v = a.primaryValue else { return }
      plugin.change(id, to: v == 0 ? 1 : 0)
    }
    plugin.click()
    sync(at: now)
  }

  func stepAll(_ id: String, _ delta: Int) {
    guard let a = store.accessory(id) else { return }
    let range: ClosedRange<Int>, target: Int
    switch a.value {
    case .thermostat(let t, let r): (target, range) = (t, r)
    case .climate(_, let t, _, _, let r): (target, range) = (t, r)
    default: return
    }
    guard range.contains(target + delta) else { return }
    plugin.change(id, to: Double(target + delta))
    plugin.click()
    sync(at: now)
  }

  // MARK: drawing

  func drawAll(_ canvas: Canvas) {
    let l = metrics
    let (sharp, blurred) = allBackdrop(scale: canvas.scale)
    // The wallpaper covers every pixel; before it arrives, its middle tone.
    if let sharp { canvas.draw(sharp, in: l.bounds) } else { canvas.fill(l.bounds, GridLayer.placeholder) }
    canvas.drawText(Self.allTitle, TextStyle(family: "Inter", weight: .semibold, size: l.titleSize, color: .white), at: l.titleOrigin, anchor: .left)
    guard !all.isEmpty else {
      drawAllEmpty(canvas)
      return
    }
    let m = allMetrics
    let pressed = controls[DashboardPage.all.rawValue].pressedID
    canvas.withState {
      canvas.clip(Rect(x: 0, y: l.pageContentTop, width: l.size.width, height: l.size.height - l.pageContentTop))
      canvas.translate(0, -allScroll)
      let heading = TextStyle(family: "Inter", weight: .semibold, size: 26 * l.u, color: .white)
      for section in all.sections {
        canvas.drawText(section.area, heading, at: section.heading)
        for t in section.tiles {
          guard let a = store.accessory(t.accessoryID) else { continue }
          let id = "dashboard.all." + a.id
          let look = allLook(a)
          // The glass samples the blurred wallpaper where it sits on screen.
          let backdrop = Rect(x: 0, y: allScroll, width: l.size.width, height: l.size.height)
          drawAllTile(canvas, look, in: t.frame, m, backdrop: blurred, backdropRect: backdrop, pressed: pressed == id)
          if look.number != nil { drawAllChevrons(canvas, in: t.frame, m, pressedUp: pressed == id + ".up", pressedDown: pressed == id + ".down") }
        }
      }
    }
  }

  func drawAllTile(
    _ c: Canvas, _ look: AllTileLook, in tile: Rect, _ m: AllAccessories.Metrics, backdrop: Surface?, backdropRect: Rect, pressed: Bool
  ) {
    let l = metrics
    let shape = Path.roundedRect(tile, radius: l.corner)
    if let backdrop {
      c.drawFrostedGlass(shape, backdrop: backdrop, backdropRect: backdropRect, tint: GridLayer.glassTint, stroke: GridLayer.glassStroke, strokeWidth: max(1, 1.2 * l.u))
    } else {
      c.fill(shape, GridLayer.glassTint)
    }
    if look.active {
      c.fill(shape, Self.lightsOnFill.withAlpha(0.96))
      c.stroke(shape, .color(Color(white: 1, alpha: 0.72)), width: max(1, 1.2 * l.u))
    }
    // Apple's Home greys a device that does not answer.
    if look.notResponding { c.fill(shape, Color(white: 0.1, alpha: 0.45)) }
    if pressed { c.fill(shape, Color(white: 0, alpha: 0.08)) }
    let ink = look.active ? Self.lightsOnText : Color.white
    let alpha = look.notResponding ? 0.55 : 1.0
    let inner = tile.insetBy(m.padding, m.padding)
    if let icon = look.icon {
      icon.draw(c, in: Rect(x: inner.minX, y: inner.minY, width: m.iconSize, height: m.iconSize), color: ink.withAlpha(alpha))
    } else if let number = look.number {
      c.drawText(number, Self.numberStyle(m.numberSize, ink.withAlpha(alpha)), at: Point(inner.minX, inner.minY - m.numberSize * 0.12))
    }
    let title = TextStyle(family: "Inter", weight: .semibold, size: m.labelSize, color: ink.withAlpha(alpha))
    let state = TextStyle(family: "Inter", weight: .medium, size: m.labelSize, color: ink.withAlpha(0.7 * alpha))
    let bottom = inner.maxY + m.labelSize * 0.25
    c.drawText(look.state, TileContent.fitted(look.state, state, inner.width), at: Point(inner.minX, bottom), anchor: .bottomLeft)
    c.drawText(look.title, TileContent.fitted(look.title, title, inner.width), at: Point(inner.minX, bottom - m.labelSize * 1.2), anchor: .bottomLeft)
  }

  /// A climate tile's two chevrons, top right.
  func drawAllChevrons(_ c: Canvas, in tile: Rect, _ m: AllAccessories.Metrics, pressedUp: Bool, pressedDown: Bool) {
    let up = Rect(x: tile.maxX - m.padding / 2 - m.stepper, y: tile.minY + m.padding / 2, width: m.stepper, height: m.stepper)
    let down = up.offsetBy(-m.stepper, 0)
    Icon.chevronDown.draw(c, in: Rect(center: down.center, size: Size(m.stepper * 0.5, m.stepper * 0.5)), color: Color(white: 1, alpha: pressedDown ? 0.5 : 0.95))
    Icon.chevronUp.draw(c, in: Rect(center: up.center, size: Size(m.stepper * 0.5, m.stepper * 0.5)), color: Color(white: 1, alpha: pressedUp ? 0.5 : 0.95))
  }

  /// Nothing to list: a calm line in the middle of the wallpaper.
  func drawAllEmpty(_ c: Canvas) {
    let l = metrics
    let icon = 64 * l.u
    let mid = Point(l.size.width / 2, l.size.height / 2)
    Icon.house.draw(c, in: Rect(center: Point(mid.x, mid.y - icon * 0.9), size: Size(icon, icon)), color: Color(white: 1, alpha: 0.6))
    c.drawText(Self.allEmpty, TextStyle(family: "Inter", weight: .semibold, size: 32 * l.u, color: Color(white: 1, alpha: 0.85)), at: Point(mid.x, mid.y + 8 * l.u), anchor: .top)
  }

  /// The amber wallpaper and its blurred copy for the glass, painted once per
  /// size on the painter; nil until they arrive.
  func allBackdrop(scale: Double) -> (sharp: Surface?, blurred: Surface?) {
    guard let painter = context?.painter else { return (nil, nil) }
    let size = self.size
    let u = metrics.u
    let key = "dashboard.all.wallpaper.\(size.width)x\(size.height)@\(scale)"
    let arrived: @MainActor () -> Void = { [weak self] in self?.damage(self?.bounds ?? .zero, on: .all) }
    let sharp = painter.picture(key, for: self, make: { AmberWallpaper.picture(size: size, scale: scale) }, arrived: arrived)
    let blurred = painter.picture(
      key + ".blurred", for: self, make: { AmberWallpaper.picture(size: size, scale: scale).blurred(radius: 64 * u, downsample: 1) },
      arrived: arrived)
    return (sharp, blurred)
  }
}
