import Art
import Basics
import Canvas

/// Where everything goes, from the screen's size (points; 40 pt margins).
/// Listening: the 110 pt orb at the top centre with the transcript under it.
/// Answer: the 64 pt orb at the top centre, the answer text, the map card and
/// the full-width route button.
struct AssistantLayout {
  static let margin = 40.0
  static let listeningOrbDiameter = 110.0
  static let answerOrbDiameter = 64.0
  static let answerTextStyle = TextStyle(weight: .regular, size: 34, color: .black)
  static let mapCorner = 28.0
  static let infoPanelHeight = 116.0
  static let buttonHeight = 64.0

  let size: Size
  let listeningOrbCenter: Point
  let transcriptOrigin: Point
  let answerOrbCenter: Point
  let answerTextOrigin: Point
  let mapCard: Rect
  let infoPanel: Rect
  let routeButton: Rect
  let pin: Point

  /// `transcript` is the transcript layer's size, `answerText` the answer's
  /// laid-out size at `answerTextWidth`.
  init(size: Size, transcript: Size, answerText: Size) {
    self.size = size
    let m = Self.margin
    listeningOrbCenter = Point(size.width / 2, 36 + Self.listeningOrbDiameter / 2)
    transcriptOrigin = Point(
      (size.width - transcript.width) / 2,
      listeningOrbCenter.y + Self.listeningOrbDiameter / 2 + 22 - Transcript.pad)
    answerOrbCenter = Point(size.width / 2, 26 + Self.answerOrbDiameter / 2)
    answerTextOrigin = Point(m, answerOrbCenter.y + Self.answerOrbDiameter / 2 + 18)
    routeButton = Rect(x: m, y: size.height - m - Self.buttonHeight, width: size.width - 2 * m, height: Self.buttonHeight)
    let mapTop = answerTextOrigin.y + answerText.height + 22
    mapCard = Rect(x: m, y: mapTop, width: size.width - 2 * m, height: max(160, routeButton.minY - 20 - mapTop))
    infoPanel = Rect(x: mapCard.minX, y: mapCard.maxY - Self.infoPanelHeight, width: mapCard.width, height: Self.infoPanelHeight)
    // The pin where the map puts the destination, kept clear of the panel.
    let d = ParkMap.destination(in: mapCard)
    pin = Point(d.x, min(d.y, infoPanel.minY - 80))
  }

  static func answerTextWidth(_ size: Size) -> Double { size.width - 2 * margin }
}
