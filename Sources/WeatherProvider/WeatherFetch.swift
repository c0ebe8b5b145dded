public import HomeModel
import HTTP
import Basics

/// One refresh: the forecast and the air quality, fetched and read. Runs on
/// the fetcher's thread (or a test's), touches nothing shared.
public enum WeatherFetch {
  public enum Outcome: Sendable, Equatable {
    /// The forecast (its AQI from the air-quality answer, or nil when that
    /// failed: `aqiProblem` says why) and the answers' texts, for the cache.
    case fresh(Weather, forecastText: String, aqi: Int?, airQualityText: String?, aqiProblem: String?)
    /// No usable forecast: the URL and the problem, for the log.
    case failed(String)
  }

  public static func run(_ settings: WeatherSettings) -> Outcome {
    let forecastText: String
    do throws(HTTPError) {
      forecastText = try get(settings.forecastRequestURL, settings)
    } catch {
      return .failed(error.description)
    }
    let weather: Weather
    do throws(ConfigError) {
      weather = try OpenMeteo.forecast(forecastText, url: settings.forecastRequestURL, city: settings.city, unit: settings.temperatureUnit)
    } catch {
      return .failed(error.description)
    }
    do throws(HTTPError) {
      let text = try get(settings.airQualityRequestURL, settings)
      do throws(ConfigError) {
        let aqi = try OpenMeteo.airQuality(text, url: settings.airQualityRequestURL)
        return .fresh(weather, forecastText: forecastText, aqi: aqi, airQualityText: text, aqiProblem: nil)
      } catch {
        return .fresh(weather, forecastText: forecastText, aqi: nil, airQualityText: nil, aqiProblem: error.description)
      }
    } catch {
      return .fresh(weather, forecastText: forecastText, aqi: nil, airQualityText: nil, aqiProblem: error.description)
    }
  }

  static func get(_ url: String, _ settings: WeatherSettings) throws(HTTPError) -> String {
    var request = HTTPRequest(url: url, headers: [HTTPHeader("Accept", "application/json")])
    request.connectTimeout = min(10, settings.timeoutSeconds)
    request.timeout = settings.timeoutSeconds
    // A forecast of ten days and 240 hours is some 20 kB.
    request.limit = 4 << 20
    return try HTTPClient.send(request).successful().text
  }
}
