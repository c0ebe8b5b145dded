public import HomeModel
public import HouseholdStore
import Runtime
import Basics
import SystemCalls

/// The household's weather from an Open-Meteo-format service: refreshed every
/// `refreshMinutes` on its own thread, handed to the frame thread through a
/// mailbox it looks at twice a second. Each good answer is kept in the data
/// folder (`weather/forecast.json`, `weather/air-quality.json`), so a restart
/// without network shows the last weather with its age at once. A failed
/// refresh keeps the last good weather, marked stale, and logs the URL and
/// the problem.
@MainActor
public final class WeatherProvider: HouseholdProvider {
  public let name = "weather"
  public let settings: WeatherSettings
  public let forecastFile: String
  public let airQualityFile: String
  /// Seconds between looks at the mailbox.
  public var pollInterval = 0.5
  /// Seconds to the next try after a failed refresh (the interval's, or two
  /// minutes when that is shorter).
  public var retrySeconds: Double
  /// The last weather reported (nil before any answer or cache).
  public private(set) var weather: Weather?
  /// Refreshes answered and failed since start (tests and logs look).
  public private(set) var refreshes = 0
  public private(set) var failures = 0

  private var fetcher: WeatherFetcher?
  private weak var store: HouseholdStore?
  private var poll: TimerToken?

  public init(settings: WeatherSettings, dataFolder: String) {
    self.settings = settings
    forecastFile = dataFolder + "/weather/forecast.json"
    airQualityFile = dataFolder + "/weather/air-quality.json"
    retrySeconds = min(120, Double(settings.refreshMinutes * 60))
  }

  public func start(_ store: HouseholdStore) {
    self.store = store
    loadCache()
    let f = WeatherFetcher(settings: settings, interval: Double(settings.refreshMinutes * 60), retry: retrySeconds)
    guard f.start() else {
      Log.error("weather: cannot start its thread; the weather stays as it is")
      return
    }
    fetcher = f
    Log.info("weather: \(settings.city) (\(settings.latitude), \(settings.longitude)) every \(settings.refreshMinutes) min from \(settings.forecastURL)")
    schedulePoll()
  }

  public func stop() {
    poll?.cancel()
    poll = nil
    fetcher?.stop()
    fetcher = nil
  }

  /// The weather reports no accessories, so no intent reaches it.
  public func perform(_ intent: AccessoryIntent, on accessory: Accessory) {}

  /// Asks the thread to refresh now (tests; a settings screen could too).
  public func refreshNow() { fetcher?.refreshSoon() }

  private func schedulePoll() {
    guard let store else { return }
    poll = store.after(pollInterval, owner: "weather") { [weak self] in
      self?.readMailbox()
      self?.schedulePoll()
    }
  }

  func readMailbox() {
    guard let fetcher else { return }
    for outcome in fetcher.take() { receive(outcome) }
  }

  /// One refresh's outcome, on the frame thread.
  public func receive(_ outcome: WeatherFetch.Outcome) {
    switch outcome {
    case .fresh(var w, let forecastText, let aqi, let airQualityText, let aqiProblem):
      refreshes += 1
      if let aqiProblem { Log.warning("weather: \(aqiProblem); the last air quality kept") }
      w.aqi = aqi ?? weather?.aqi ?? 0
      save(forecastText, to: forecastFile)
      if let airQualityText { save(airQualityText, to: airQualityFile) }
      show(w)
    case .failed(let problem):
      failures += 1
      guard var w = weather else {
        Log.error("weather: \(problem); no weather yet")
        return
      }
      Log.error("weather: \(problem); showing the last weather (\(w.fetched.map { "of \($0)" } ?? "cached")), marked stale")
      w.stale = true
      show(w)
    }
  }

  private func show(_ w: Weather) {
    weather = w
    store?.report(.weather(w), from: self)
  }

  private func save(_ text: String, to path: String) {
    _ = DataFile.makeFolders(String(path[..<path.lastIndex(of: "/")!]))
    do throws(DataFile.WriteError) {
      try DataFile.writeAtomically(text, to: path, mode: 0o644)
    } catch {
      Log.warning("weather: \(error); the next start waits for the network")
    }
  }

  /// The last good answers, read back at start: shown at once (stale until
  /// a refresh succeeds). A file that cannot be read is kept aside.
  private func loadCache() {
    guard let text = read(forecastFile) else { return }
    var w: Weather
    do throws(ConfigError) {
      w = try OpenMeteo.forecast(text, url: forecastFile, city: settings.city, unit: settings.temperatureUnit)
    } catch {
      DataFile.reject(forecastFile, problem: "weather: \(error)", consequence: "waiting for the network")
      return
    }
    if let aqText = read(airQualityFile) {
      do throws(ConfigError) {
        w.aqi = try OpenMeteo.airQuality(aqText, url: airQualityFile)
      } catch {
        DataFile.reject(airQualityFile, problem: "weather: \(error)", consequence: "air quality waits for the network")
      }
    }
    Log.info("weather: showing the cached weather of \(w.fetched.map { "\($0)" } ?? "-") until a refresh")
    show(w)
  }

  private func read(_ path: String) -> String? {
    do throws(DataFile.ReadError) {
      return try DataFile.readText(path, limit: 4 << 20)
    } catch {
      DataFile.reject(path, problem: "weather: \(error)", consequence: "waiting for the network")
      return nil
    }
  }
}
