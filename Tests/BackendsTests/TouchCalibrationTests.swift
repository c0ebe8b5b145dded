import Backends
import Basics
import Canvas
import Testing

/// libinput's calibration matrix, then the rotation: the order libinput and the panel need.
struct TouchCalibrationTests {
  @Test func identityLeavesPointsAlone() {
    let c = TouchCalibration.identity
    let p = c.apply(panelX: 123.5, panelY: 456, width: 1280, height: 800)
    #expect(p.x == 123.5 && p.y == 456)
  }

  @Test func mirroredXMatrixFlipsHorizontally() {
    // libinput's documented matrix for a panel mounted mirrored in X.
    let c = TouchCalibration([-1, 0, 1, 0, 1, 0])
    let p = c.apply(panelX: 320, panelY: 200, width: 1280, height: 800)
    #expect(p.x == 960 && p.y == 200)
  }

  @Test func matrixWorksInNormalisedCoordinates() {
    // Swap axes (a 90° panel) on a non-square panel: x' = y, y' = x, normalised.
    let c = TouchCalibration([0, 1, 0, 1, 0, 0])
    let p = c.apply(panelX: 640, panelY: 200, width: 1280, height: 800)
    #expect(p.x == 320 && p.y == 400)
  }

  @Test func scaleAndOffsetCorrectAShrunkenTouchArea() {
    // The touch layer reports 5 %…95 % of the panel: stretch it back.
    let s = 1 / 0.9, o = -0.05 / 0.9
    let c = TouchCalibration([s, 0, o, 0, s, o])
    let p = c.apply(panelX: 1280 * 0.05, panelY: 800 * 0.95, width: 1280, height: 800)
    #expect(abs(p.x) < 1e-9 && abs(p.y - 800) < 1e-9)
  }

  @Test func calibrationThenRotation() {
    let c = TouchCalibration([-1, 0, 1, 0, 1, 0])
    let t = PanelTransform(rotation: 180, panelWidth: 800, panelHeight: 480)
    let cal = c.apply(panelX: 100, panelY: 100, width: 800, height: 480)
    // Mirrored in X then turned 180: only y is flipped in the end.
    #expect(t.logicalPoint(panelX: cal.x, panelY: cal.y) == Point(100, 380))
  }
}
