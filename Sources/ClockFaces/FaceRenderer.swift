public import Basics
public import Canvas
public import HomeModel

/// One clock face: draws itself filling any rect, so the full-screen face, its
/// gallery miniature and the blurred face behind Recognizing are the same code.
/// What it shows besides the time (weather, city, a photo file) comes from the
/// household it was made with.
public protocol FaceRenderer: Sendable {
  /// The face's name (`dad-son`), as docs/screens.md lists them.
  var id: String { get }
  /// How it writes the time and temperatures (the session's `locale`).
  var locale: DisplayLocale { get set }
  /// Draws the face for `time` filling `rect`.
  func draw(_ canvas: Canvas, in rect: Rect, time: CivilTime)
}

extension FaceRenderer {
  /// What the face shows changes once a minute: the key a cached rendering of
  /// it is valid for.
  public func cacheKey(size: Size, time: CivilTime) -> String {
    "face.\(id).\(Int(size.width))x\(Int(size.height)).\(time.year)-\(time.month)-\(time.day).\(time.hour):\(time.minute)"
      + (locale == DisplayLocale() ? "" : ".\(locale.temperatureUnit.rawValue).\(locale.clockHours).\(locale.firstWeekday)")
  }
}

/// Every face, by name.
public enum FaceCatalog {
  /// Every face's name, in the gallery's order (the household's list, which
  /// the household file's `faces.current` is checked against); each has its
  /// renderer in `renderer(for:)`.
  public static let allIDs = FaceChoice.allIDs

  public static let defaultID = FaceChoice.defaultID

  /// The face `id` drawing `household`'s data (nil: faces show placeholders
  /// such as "--°" where data would go).
  public static func renderer(for id: String, household: Household? = nil, locale: DisplayLocale = DisplayLocale()) -> (any FaceRenderer)? {
    var face = renderer(id, household: household)
    face?.locale = locale
    return face
  }

  static func renderer(_ id: String, household: Household?) -> (any FaceRenderer)? {
    switch id {
    case "coral-serif": return CoralSerifFace()
    case "home-glass": return HomeGlassFace(household: household)
    case "calendar": return CalendarFace()
    case "weather": return WeatherFace(household: household)
    case "blobs": return BlobsFace()
    case "pink-analog": return PinkAnalogFace()
    case "green-numerals": return GreenNumeralsFace()
    case "home-purple": return HomePurpleFace(household: household)
    case "day-dashboard": return DayDashboardFace(household: household)
    case "dad-son": return DadSonFace(household: household)
    case "beagle-red": return BeagleFace(style: .redOnBlack)
    case "beagle-doghouse": return BeagleFace(style: .greyDoghouse)
    case "garden-portrait": return GardenPortraitFace(household: household)
    case "summer-memory": return PhotoMemoryFace(PhotoMemoryFace.summer, household: household)
    case "yellow-cardigan": return YellowCardiganFace(household: household)
    case "brick-runner": return BrickRunnerFace(household: household)
    case "street-hug": return StreetHugFace(household: household)
    case "golden-hour": return PhotoMemoryFace(PhotoMemoryFace.goldenHour, household: household)
    case MemoriesFace.faceID: return MemoriesFace(household: household)
    default: return nil
    }
  }

  /// The ids that have a renderer today, in the gallery's order.
  public static var availableIDs: [String] { allIDs.filter { renderer(for: $0) != nil } }

  /// Every face this build draws: the gallery's, then Memories (shown in the
  /// gallery only when the household has a photos folder).
  public static var drawnIDs: [String] { availableIDs + [MemoriesFace.faceID] }

  /// The faces the gallery shows for `household`, in its order.
  public static func galleryIDs(household: Household?) -> [String] {
    household?.faces.photoFolder == nil ? availableIDs : drawnIDs
  }
}

/// "10:09" for a time, the way the faces print it: 12-hour without a leading
/// zero, or 24-hour ("22:09", "09:05"); never AM or PM.
public func clockText(_ t: CivilTime, _ locale: DisplayLocale) -> (hours: String, minutes: String) {
  (locale.clockHourText(t.hour), t.minute < 10 ? "0\(t.minute)" : String(t.minute))
}
