import Backends
import Basics
import Canvas
import Testing

/// The desktop window: its size on the desktop, where the picture lies in it,
/// and where a pointer falls on the panel.
struct WindowGeometryTests {
  @Test func aPanelThatFitsIsShownOnePixelPerPixel() {
    let s = WindowGeometry.windowSize(panelWidth: 1280, panelHeight: 800, usableWidth: 1920, usableHeight: 1050, pixelRatio: 1)
    #expect(s.width == 1280 && s.height == 800)
    let g = WindowGeometry(panelWidth: 1280, panelHeight: 800, windowWidth: 1280, windowHeight: 800, drawableWidth: 1280, drawableHeight: 800)
    #expect(g.isOneToOne)
    #expect(g.panelPoint(windowX: 640, windowY: 400) == Point(640, 400))
  }

  @Test func aPanelLargerThanTheDesktopIsScaledDownKeepingItsShape() {
    let s = WindowGeometry.windowSize(panelWidth: 720, panelHeight: 1280, usableWidth: 1366, usableHeight: 740, pixelRatio: 1)
    #expect(s.height == 740)
    #expect(abs(Double(s.width) / Double(s.height) - 720.0 / 1280.0) < 0.01)
  }

  @Test func onADoubledHiDPIDesktopTheWindowIsHalfAsManyPoints() {
    let s = WindowGeometry.windowSize(panelWidth: 1280, panelHeight: 800, usableWidth: 1440, usableHeight: 870, pixelRatio: 2)
    #expect(s.width == 640 && s.height == 400)
    let g = WindowGeometry(panelWidth: 1280, panelHeight: 800, windowWidth: 640, windowHeight: 400, drawableWidth: 1280, drawableHeight: 800)
    #expect(g.pixelRatio == 2)
    #expect(g.isOneToOne)
    // A pointer in points lands on the panel pixel under it.
    #expect(g.panelPoint(windowX: 320, windowY: 100) == Point(640, 200))
  }

  @Test func aResizedWindowLetterboxesThePictureAndMapsThroughIt() {
    // 1280×800 in a 1000×1000 window: 1000×625, centred vertically.
    let g = WindowGeometry(panelWidth: 1280, panelHeight: 800, windowWidth: 1000, windowHeight: 1000, drawableWidth: 1000, drawableHeight: 1000)
    #expect(g.picture == PixelRect(x: 0, y: 187, width: 1000, height: 625))
    #expect(!g.isOneToOne)
    let centre = g.panelPoint(windowX: 500, windowY: 187 + 312.5)
    #expect(abs(centre.x - 640) < 0.001 && abs(centre.y - 400) < 0.001)
    // Off the picture (the bars), a finger stays on the panel's edge.
    #expect(g.panelPoint(windowX: 500, windowY: 10) == Point(640, 0))
    #expect(g.panelPoint(windowX: 500, windowY: 990) == Point(640, 800))
  }
}
