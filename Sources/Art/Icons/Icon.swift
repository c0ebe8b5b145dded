public import Basics
import Synchronization
public import Canvas

/// Every icon the screens use, named after the SF Symbol the design names,
/// so a screen written from the design reads `Icon(rawValue: "house.fill")`.
/// Most are glyphs of Debian's Material Icons font; the rest are vector paths
/// where Material has no match or its glyph looks wrong beside SF Symbols.
public enum Icon: String, CaseIterable, Sendable {
  case musicNote = "music.note"
  case podcasts = "podcasts"
  case locationArrow = "location.fill"
  case house = "house.fill"
  case forkKnife = "fork.knife"
  case chevronUp = "chevron.up"
  case chevronDown = "chevron.down"
  case chevronLeft = "chevron.left"
  case chevronRight = "chevron.right"
  case lockOpen = "lock.open.fill"
  case lockClosed = "lock.fill"
  case bulb = "lightbulb.fill"
  case sun = "sun.max.fill"
  case waveform = "waveform"
  case car = "car.fill"
  case list = "list.bullet"
  case stove = "stove"
  case quoteBubble = "quote.bubble"
  case rewind = "backward.fill"
  case play = "play.fill"
  case pause = "pause.fill"
  case fastForward = "forward.fill"
  case queue = "music.note.list"
  case ellipsis = "ellipsis"
  case xmark = "xmark"
  case pencil = "pencil"
  case eraser = "eraser"
  case undo = "arrow.uturn.backward"
  case shuffle = "shuffle"
  case record = "record.circle"
  case cloud = "cloud.fill"
  case thermometer = "thermometer.medium"
  case drop = "drop.fill"
  case pianoKeys = "pianokeys"
  case sineWave = "waveform.path"
  case fan = "fan.fill"
  case garageDoor = "door.garage.closed"
  case door = "door.left.hand.closed"
  case pickleballPlayer = "figure.pickleball"
  case timer = "timer"
  case gear = "gearshape.fill"
  case turnLeft = "arrow.turn.up.left"
  case turnRight = "arrow.turn.up.right"
  case straight = "arrow.up"
  case mappin = "mappin"
  case heart = "heart"
  case heartFill = "heart.fill"
  case album = "square.stack"
  case cloudSaved = "checkmark.icloud.fill"
  case cloudFailed = "icloud.slash.fill"
  case calendar = "calendar"
  case checklist = "checklist"
  case checkmark = "checkmark"
  case speaker = "speaker.fill"
  case speakerWaves = "speaker.wave.3.fill"

  /// The font every glyph icon comes from (fonts-material-design-icons-iconfont).
  public static let fontFamily = "Material Icons"

  /// The Material Icons codepoint (from the package's codepoints map), or nil for
  /// an icon drawn as a path.
  public var codepoint: UInt32? {
    switch self {
    case .musicNote: 0xE405  // music_note
    case .podcasts: 0xF048  // podcasts
    case .locationArrow: 0xE569  // near_me: the up-right arrow SF calls location
    case .house: 0xE88A  // home
    case .forkKnife: 0xE56C  // restaurant
    case .bulb: 0xE0F0  // lightbulb
    case .sun: 0xE518  // light_mode: round rays like sun.max
    case .waveform: 0xE1B8  // graphic_eq
    case .car: 0xE531  // directions_car
    case .list: 0xE241  // format_list_bulleted
    case .rewind: 0xE020  // fast_rewind
    case .play: 0xE037  // play_arrow
    case .pause: 0xE034  // pause
    case .fastForward: 0xE01F  // fast_forward
    case .queue: 0xE03D  // queue_music
    case .ellipsis: 0xE5D3  // more_horiz
    case .xmark: 0xE5CD  // close
    case .pencil: 0xE3C9  // edit
    case .undo: 0xE166  // undo
    case .shuffle: 0xE043  // shuffle
    case .record: 0xE061  // fiber_manual_record
    case .cloud: 0xE2BD  // cloud
    case .thermometer: 0xF076  // thermostat
    case .drop: 0xE798  // water_drop
    case .door: 0xF1B5  // sensor_door: a plain door with a knob
    case .timer: 0xE425  // timer: a stopwatch
    case .gear: 0xE8B8  // settings
    case .turnLeft: 0xEBA6  // turn_left
    case .turnRight: 0xEBAB  // turn_right
    case .straight: 0xEB95  // straight
    case .mappin: 0xE55F  // place
    case .heart: 0xE87E  // favorite_border
    case .heartFill: 0xE87D  // favorite
    case .album: 0xE019  // album
    case .cloudSaved: 0xE2BF  // cloud_done
    case .cloudFailed: 0xE2C1  // cloud_off
    case .calendar: 0xE935  // calendar_today
    case .checklist: 0xE6B1  // checklist
    case .checkmark: 0xE5CA  // check
    case .speaker: 0xE04E  // volume_mute: the speaker alone
    case .speakerWaves: 0xE050  // volume_up
    // Paths: Material's chevrons are square-ended and small, its open lock is an
    // outline that would not match the filled closed lock it animates from, and
    // it has no stove front, quote bubble, eraser, piano keys, sine wave,
    // unslashed fan, garage door or pickleball player.
    case .chevronUp, .chevronDown, .chevronLeft, .chevronRight, .lockOpen, .lockClosed, .stove,
      .quoteBubble, .eraser, .pianoKeys, .sineWave, .fan, .garageDoor, .pickleballPlayer:
      nil
    }
  }

  public var isFontGlyph: Bool { codepoint != nil }

  /// Measures every glyph icon's ink, once a process, on any thread. The
  /// first time a glyph icon is drawn its ink is measured from a large
  /// rendering (Now Playing's controls were a third of its first frame, the
  /// dashboard's tiles a quarter of its own): a painter job that runs this
  /// ahead of the screens takes that off their first frames.
  public static func measureGlyphs() {
    for icon in allCases { if let codepoint = icon.codepoint { _ = IconGlyphs.glyph(codepoint) } }
  }
}

extension Icon {
  /// Material icons are drawn on a 24-unit grid with a 2-unit margin; the live
  /// 20 units fill `rect`, so glyphs and paths share one scale and weight.
  static let grid = 24.0
  static let live = 20.0

  /// Draws the icon centred in `rect`, fitted to the largest square inside it.
  public func draw(_ canvas: Canvas, in rect: Rect, color: Color) {
    let side = min(rect.width, rect.height)
    guard side > 0 else { return }
    let unit = side / Self.live
    if let codepoint {
      drawGlyph(codepoint, canvas, center: rect.center, unit: unit, color: color)
    } else {
      canvas.withState {
        canvas.translate(rect.midX - Self.grid / 2 * unit, rect.midY - Self.grid / 2 * unit)
        canvas.scaleBy(unit, unit)
        IconPaths.draw(self, canvas, color: color)
      }
    }
  }

  private func drawGlyph(_ codepoint: UInt32, _ canvas: Canvas, center: Point, unit: Double, color: Color) {
    let (layout, ink) = IconGlyphs.glyph(codepoint)
    // The layout is built once at a reference size and scaled: one Pango layout per
    // icon however many sizes the screens ask for. Ink-centred, and shrunk if a
    // glyph's ink were ever wider than the live area.
    var k = unit * Self.grid / IconGlyphs.referenceSize
    k = min(k, unit * Self.live / max(ink.width, ink.height, 1e-9))
    canvas.withState {
      canvas.translate(center.x, center.y)
      canvas.scaleBy(k, k)
      IconGlyphs.fill(layout, canvas, at: Point(-ink.midX, -ink.midY), ink: ink, color: color)
    }
  }
}

/// One Material Icons layout per glyph (per thread: layouts belong to their
/// thread's fonts) and the box its ink really covers (measured once, shared).
enum IconGlyphs {
  static let referenceSize = 240.0
  private static let inks = Mutex<[UInt32: Rect]>([:])

  /// Whether `codepoint`'s ink has been measured in this process.
  static func isMeasured(_ codepoint: UInt32) -> Bool { inks.withLock { $0[codepoint] != nil } }

  static func glyph(_ codepoint: UInt32) -> (TextLayout, Rect) {
    let text = String(Character(Unicode.Scalar(codepoint)!))
    let layout = TextLayout.reused(text, style: TextStyle(family: Icon.fontFamily, size: referenceSize))
    if let ink = inks.withLock({ $0[codepoint] }) { return (layout, ink) }
    let ink = measuredInk(layout)
    inks.withLock { $0[codepoint] = ink }
    return (layout, ink)
  }

  /// Fills the glyph's outline rather than showing it as text: Cairo snaps shown
  /// glyphs to whole pixels, which would nudge an icon by up to half a pixel and
  /// out of its rect; the outline lands exactly where the icon's paths do.
  static func fill(_ layout: TextLayout, _ canvas: Canvas, at origin: Point, ink: Rect, color: Color) {
    canvas.withState {
      canvas.clip(layout, at: origin)
      let pad = referenceSize / 4
      canvas.fill(Rect(x: origin.x + ink.minX - pad, y: origin.y + ink.minY - pad, width: ink.width + 2 * pad, height: ink.height + 2 * pad), color)
    }
  }

  /// Pango's ink extents come from the font's metrics, and a few Material glyphs
  /// (thermostat, water_drop, sensor_door) paint past them; so the ink is
  /// measured from the pixels once, and icons never spill out of their rect.
  private static func measuredInk(_ layout: TextLayout) -> Rect {
    let margin = referenceSize / 2
    let logical = layout.size
    let surface = Surface(size: Size(logical.width + 2 * margin, logical.height + 2 * margin), scale: 1)
    fill(layout, Canvas(surface: surface), at: Point(margin, margin), ink: Rect(origin: .zero, size: logical), color: .black)
    var x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1
    surface.withPixels { p, row in
      for y in 0..<surface.pixelHeight {
        for x in 0..<surface.pixelWidth where p[y * row + x] >> 24 != 0 {
          x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
        }
      }
    }
    guard x1 >= x0 else { return layout.inkBounds }
    return Rect(x: Double(x0) - margin, y: Double(y0) - margin, width: Double(x1 - x0 + 1), height: Double(y1 - y0 + 1))
  }
}
