import Basics
import HomeModel
import Testing

/// What the locale writes: the fixture's °F and 12-hour clock by default,
/// °C and a 24-hour clock when asked, weeks from any day.
struct DisplayLocaleTests {
  let us = DisplayLocale()
  let eu = DisplayLocale(temperatureUnit: .celsius, clockHours: 24, firstWeekday: 1)

  @Test func temperaturesConvertForDisplayOnly() {
    #expect(us.degrees(54) == "54°")
    #expect(eu.degrees(54) == "12°")
    #expect(eu.degrees(10) == "-12°")
    #expect(eu.degrees(12, in: .celsius) == "12°", "a value already in °C is not converted twice")
    #expect(us.degrees(12, in: .celsius) == "54°")
    #expect(eu.temperature(68.0, in: .fahrenheit) == 20)
    #expect(DisplayLocale.temperatureUnit("°C") == .celsius && DisplayLocale.temperatureUnit("%") == nil)
  }

  @Test func timesOfDay() {
    let t = TimeOfDay(hour: 19, minute: 32)
    #expect(us.time(t) == "7:32 PM" && us.time(t, separator: "") == "7:32PM")
    #expect(eu.time(t) == "19:32" && eu.time(t, separator: "") == "19:32")
    #expect(us.clockHourText(0) == "12" && us.clockHourText(23) == "11")
    #expect(eu.clockHourText(0) == "00" && eu.clockHourText(9) == "09" && eu.clockHourText(23) == "23")
    #expect(us.hour(11) == "11AM" && us.hour(12, separator: " ") == "12 PM")
    #expect(eu.hour(11) == "11:00" && eu.hour(13, minutes: false) == "13")
    #expect(us.span(TimeOfDay(hour: 12, minute: 0), TimeOfDay(hour: 13, minute: 0)) == "12-1pm")
    #expect(us.span(TimeOfDay(hour: 11, minute: 30), TimeOfDay(hour: 12, minute: 30)) == "11:30am-12:30pm")
    #expect(eu.span(TimeOfDay(hour: 12, minute: 0), TimeOfDay(hour: 13, minute: 0)) == "12:00-13:00")
  }

  @Test func weeksFromTheFirstWeekday() {
    let letters = ["S", "M", "T", "W", "T", "F", "S"]
    #expect(us.weekOrder(letters) == letters)
    #expect(eu.weekOrder(letters) == ["M", "T", "W", "T", "F", "S", "S"])
    #expect(eu.column(ofWeekday: 0) == 6 && eu.column(ofWeekday: 1) == 0)
  }

  @Test func theWeatherWritesItselfInTheLocale() {
    var w = Weather(city: "X", condition: "Sunny", temperature: 54, high: 57, low: 49, sunset: TimeOfDay(hour: 19, minute: 32), windMph: 7, humidity: 76, aqi: 21)
    #expect([w.temperatureText(eu), w.highLowText(eu), w.sunsetText(eu)] == ["12°", "H:14° L:9°", "19:32"])
    w.temperatureUnit = .celsius
    w.temperature = 12
    #expect(w.temperatureText(eu) == "12°" && w.temperatureText(us) == "54°")
  }
}
