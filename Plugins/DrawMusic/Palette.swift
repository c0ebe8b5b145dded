import Canvas

/// Draw Music's colours (docs/screens.md §9): paper, graph paper, the chrome, and the nine markers
/// in their toolbar order.
enum Palette {
  static let paper = Color(hex: 0xF7F5F0)
  static let canvas = Color(hex: 0xFBFAF6)
  static let canvasBorder = Color(hex: 0xD9D6CF)
  static let minorGrid = Color(hex: 0xECEAE4)
  static let majorGrid = Color(hex: 0xDEDBD3)
  static let playhead = Color(hex: 0x2B2B2B)
  static let dot = Color(hex: 0x1E1E1E)
  static let buttonBorder = Color(hex: 0xE2E0DA)
  static let icon = Color(hex: 0x2B2B2B)
  static let selectedFill = Color(hex: 0x232323)
  static let swatchRing = Color(hex: 0xBDBDBD)
  static let recordRed = Color(hex: 0xD9483B)
  static let recordRing = Color(hex: 0xF2C4BE)

  struct Marker: Sendable {
    /// Its element id suffix and state value (`@drawmusic.swatch.blue`).
    var name: String
    var color: Color
  }

  static let markers: [Marker] = [
    Marker(name: "green", color: Color(hex: 0x1E9E69)),
    Marker(name: "red", color: Color(hex: 0xD2432D)),
    Marker(name: "purple", color: Color(hex: 0x7A62D8)),
    Marker(name: "orange", color: Color(hex: 0xEA951F)),
    Marker(name: "blue", color: Color(hex: 0x2F48C1)),
    Marker(name: "pink", color: Color(hex: 0xD35FA6)),
    Marker(name: "light-blue", color: Color(hex: 0x84BDE8)),
    Marker(name: "black", color: Color(hex: 0x232323)),
    Marker(name: "peach", color: Color(hex: 0xF0B47A)),
  ]

  static let blue = 4

  static func marker(named name: String) -> Int? { markers.firstIndex { $0.name == name } }
}
