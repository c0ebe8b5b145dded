import Basics
import Testing

@testable import HomeDashboard

/// The numbers' digit metrics are measured on the painter before the
/// dashboard's first frame: they must be the figures the frame thread
/// would measure, or a number would sit a hair off where it sat before.
@MainActor
struct DigitMetricsTests {
  @Test func aPainterThreadMeasuresTheDigitsAsTheFrameThreadDoes() async {
    let styles = DashboardScreen.numberStyles(DashboardLayout(size: Size(1280, 800)))
    for style in [styles.temperature, styles.air, styles.lamp] {
      let here = DashboardScreen.measureDigits(style)
      let there = await Task.detached { DashboardScreen.measureDigits(style) }.value
      #expect(here.ink == there.ink && here.lead == there.lead, "\(style.size) pt: \(here) here, \(there) on another thread")
      #expect(here.ink.width > 0 && here.lead >= 0)
    }
  }
}
