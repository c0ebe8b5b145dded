public import HomeModel
public import HouseholdStore
import Runtime
import SystemCalls

/// Home Assistant's devices through its MQTT broker: discovery configs make
/// accessories, state topics update them, the person's intents publish the
/// command payloads the configs name, availability topics and the broker's
/// absence mark them "No Response" (values kept). libmosquitto's thread only
/// fills the inbox and wakes the frame loop; the frame thread empties it at
/// the start of the next frame, so a flood becomes one batch (and one redraw)
/// per frame, and a quiet broker costs no frames at all.
@MainActor
public final class MQTTProvider: HouseholdProvider {
  public let name = "mqtt"
  public let settings: MQTTSettings
  /// Bigger payloads are refused (logged once per topic): no device state or
  /// discovery config comes near it.
  public static let payloadLimit = 64 << 10
  /// A camera's picture may be bigger, up to this (a bigger one is refused,
  /// logged once, and the last good picture stays).
  public static let pictureLimit = 4 << 20

  public private(set) var connected = false
  /// Messages read since start (benchmarks and tests look).
  public private(set) var messagesRead = 0
  public private(set) var messagesDropped = 0

  private var connection: MQTTConnection?
  /// Messages from this process instead of a broker (the bench's), or nil.
  private let feed: MQTTFeed?
  /// Where the news waits: the connection's, or the feed's.
  private var inbox: MQTTInbox? { connection?.inbox ?? feed?.inbox }
  private weak var store: HouseholdStore?
  private var woken: WakeListener?
  private var entities: [String: HomeAssistantEntity] = [:]
  private var current: [String: Accessory] = [:]
  private var byTopic: [String: [String]] = [:]
  private var byAvailability: [String: [String]] = [:]
  private var complained: Set<String> = []
  /// The doorbell's camera and press, by id, and by topic.
  private var doorbellParts: [String: HomeAssistantDoorbellPart] = [:]
  private var doorbellTopics: [String: String] = [:]
  /// A doorbell binary sensor's last state: a press is the turn to on.
  private var doorbellPressed: [String: Bool] = [:]

  public init(settings: MQTTSettings) {
    self.settings = settings
    feed = nil
  }

  /// A provider that reads `feed` instead of a broker: what it publishes goes nowhere.
  public init(feed: MQTTFeed, settings: MQTTSettings = MQTTSettings(host: "in-process")) {
    self.settings = settings
    self.feed = feed
  }

  public func start(_ store: HouseholdStore) {
    self.store = store
    if let feed {
      let wake = store.wake
      feed.connect { wake.wake() }
      connected = true
      woken = store.whenWoken(owner: "mqtt") { [weak self] in self?.readInbox() }
      return
    }
    do throws(MQTTConnection.Failure) {
      let wake = store.wake
      let c = try MQTTConnection(settings, arrived: { wake.wake() })
      try c.start()
      connection = c
      Log.info("mqtt: connecting to \(settings.host):\(settings.port) as \(settings.clientID)")
    } catch {
      Log.error("mqtt: \(settings.host):\(settings.port): \(error); the MQTT accessories stay away")
      return
    }
    woken = store.whenWoken(owner: "mqtt") { [weak self] in self?.readInbox() }
  }

  public func stop() {
    woken?.cancel()
    woken = nil
    connection?.stop()
    connection = nil
  }

  /// Everything libmosquitto's thread received since the last look.
  public func readInbox() {
    guard let inbox else { return }
    let (news, dropped) = inbox.take()
    if dropped > 0 {
      messagesDropped += dropped
      Log.warning("mqtt: \(dropped) messages dropped (more than \(inbox.capacity) waiting)")
    }
    // A state message says what is, not what changed: of several on one
    // state topic in this batch only the last is read (a flood costs a
    // frame what its distinct topics cost, not what its messages do).
    var last: [String: Int] = [:]
    for (i, n) in news.enumerated() {
      if case .message(let topic, _, _) = n, byTopic[topic] != nil, byAvailability[topic] == nil { last[topic] = i }
    }
    for (i, n) in news.enumerated() {
      switch n {
      case .connected: didConnect()
      case .disconnected(let why): didDisconnect(why)
      case .message(let topic, let payload, let retained):
        messagesRead += 1
        if let l = last[topic], l != i { continue }
        receive(topic: topic, payload: payload, retained: retained)
      }
    }
    reportChanged()
  }

  /// Accessories whose state messages arrived in this batch: reported once
  /// each, with their last state, so a flood costs one change per frame.
  private var changed: [String] = []

  private func reportChanged() {
    let ids = changed
    changed.removeAll(keepingCapacity: true)
    for id in ids { if let a = current[id] { store?.report(.accessory(a), from: self) } }
  }

  private func didConnect() {
    guard let connection else { return }
    connected = true
    Log.info("mqtt: connected to \(settings.host):\(settings.port)")
    connection.publish(connection.availabilityTopic, "online", retain: true)
    // Subscribing again brings every retained config and state back: the
    // values are fresh after a reconnect.
    connection.subscribe(settings.discoveryPrefix + "/#")
    for topic in byTopic.keys.sorted() { connection.subscribe(topic) }
    for topic in byAvailability.keys.sorted() { connection.subscribe(topic) }
    for topic in doorbellTopics.keys.sorted() { connection.subscribe(topic) }
    for (id, e) in entities where e.availabilityTopic == nil { store?.report(.available(accessoryID: id, true), from: self) }
  }

  private func didDisconnect(_ why: String) {
    guard connected else { return }
    reportChanged()
    connected = false
    Log.warning("mqtt: lost \(settings.host):\(settings.port) (\(why)); retrying")
    for id in entities.keys.sorted() { store?.report(.available(accessoryID: id, false), from: self) }
  }

  /// Logged once per topic, then ignored quietly.
  private func complain(_ topic: String, _ problem: String) {
    guard complained.insert(topic).inserted else { return }
    Log.warning("mqtt: \(topic): \(problem); ignored")
  }

  func receive(topic: String, payload bytes: [UInt8], retained: Bool = false) {
    if let id = doorbellTopics[topic], let part = doorbellParts[id] {
      receive(part, payload: bytes, retained: retained)
      return
    }
    guard bytes.count <= Self.payloadLimit else {
      complain(topic, "a \(bytes.count)-byte payload is over the \(Self.payloadLimit)-byte limit")
      return
    }
    guard let payload = String(validating: bytes, as: UTF8.self) else {
      complain(topic, "the payload is not UTF-8 text")
      return
    }
    if topic.hasPrefix(settings.discoveryPrefix + "/") && topic.hasSuffix("/config") {
      discovered(topic: topic, payload: payload)
      return
    }
    if let ids = byAvailability[topic] {
      // States that came before it are reported before it.
      reportChanged()
      for id in ids {
        guard let e = entities[id] else { continue }
        let up = payload == e.string("payload_available", "online")
        guard up || payload == e.string("payload_not_available", "offline") else {
          complain(topic, "'\(payload.prefix(40))' is neither available nor not available")
          continue
        }
        store?.report(.available(accessoryID: id, up), from: self)
      }
    }
    for id in byTopic[topic] ?? [] {
      guard let e = entities[id], let a = current[id] else { continue }
      do throws(HomeAssistantEntity.Problem) {
        current[id] = try e.applying(payload, on: topic, to: a)
        if !changed.contains(id) { changed.append(id) }
      } catch {
        complain(topic, error.text)
      }
    }
  }

  private func discovered(topic: String, payload: String) {
    let parts = topic.split(separator: "/")
    let prefixCount = settings.discoveryPrefix.split(separator: "/").count
    if parts.count >= prefixCount + 3, HomeAssistantDoorbellPart.components.contains(String(parts[prefixCount])) {
      discoveredDoorbellPart(topic: topic, component: String(parts[prefixCount]), objectID: String(parts[parts.count - 2]), payload: payload)
      return
    }
    // An empty config removes the entity (how Home Assistant deletes one).
    if payload.isEmpty {
      let parts = topic.split(separator: "/")
      let prefixCount = settings.discoveryPrefix.split(separator: "/").count
      guard parts.count >= prefixCount + 3 else { return }
      let id = "\(parts[prefixCount]).\(parts[parts.count - 2])"
      guard entities[id] != nil else { return }
      forget(id)
      current[id] = nil
      store?.report(.removed(accessoryID: id), from: self)
      return
    }
    let e: HomeAssistantEntity
    do throws(HomeAssistantEntity.Problem) {
      e = try HomeAssistantEntity.decode(topic: topic, prefix: settings.discoveryPrefix, payload: payload)
    } catch {
      complain(topic, error.text)
      return
    }
    if entities[e.id] == e { return }
    forget(e.id)
    entities[e.id] = e
    var a = e.initialAccessory
    if let old = current[e.id], old.kind == a.kind { a.value = old.value }
    current[e.id] = a
    for t in e.stateTopics {
      byTopic[t, default: []].append(e.id)
      connection?.subscribe(t)
    }
    if let t = e.availabilityTopic {
      byAvailability[t, default: []].append(e.id)
      connection?.subscribe(t)
    }
    store?.report(.accessory(a), from: self)
  }

  private func forget(_ id: String) {
    guard entities.removeValue(forKey: id) != nil else { return }
    for (t, ids) in byTopic { byTopic[t] = ids.filter { $0 != id } }
    for (t, ids) in byAvailability { byAvailability[t] = ids.filter { $0 != id } }
  }

  public func perform(_ intent: AccessoryIntent, on accessory: Accessory) {
    // A drag publishes once, when the finger lifts.
    guard intent.final, let e = entities[accessory.id], let before = current[accessory.id] else { return }
    for c in e.commands(for: accessory, from: before) { connection?.publish(c.topic, c.payload) }
    if e.optimistic {
      current[accessory.id] = accessory
      store?.report(.accessory(accessory), from: self)
    }
  }
}

// MARK: the doorbell

extension MQTTProvider {
  private func discoveredDoorbellPart(topic: String, component: String, objectID: String, payload: String) {
    let id = "\(component).\(objectID)"
    if let old = doorbellParts.removeValue(forKey: id) { doorbellTopics[old.topic] = nil }
    // An empty config removes it.
    guard !payload.isEmpty else { return }
    let part: HomeAssistantDoorbellPart
    do throws(HomeAssistantEntity.Problem) {
      part = try HomeAssistantDoorbellPart.decode(component: component, objectID: objectID, payload: payload)
    } catch {
      complain(topic, error.text)
      return
    }
    doorbellParts[id] = part
    doorbellTopics[part.topic] = id
    connection?.subscribe(part.topic)
  }

  private func receive(_ part: HomeAssistantDoorbellPart, payload: [UInt8], retained: Bool) {
    switch part.role {
    case .camera:
      guard payload.count <= Self.pictureLimit else {
        complain(part.topic, "a \(payload.count)-byte picture is over the \(Self.pictureLimit)-byte limit; the last good one stays")
        return
      }
      guard !payload.isEmpty else { return }
      store?.report(.cameraPicture(cameraID: part.id, name: part.name, jpeg: payload), from: self)
    case .event:
      // The broker's stored copy of an old press is not a ring now.
      guard !retained else { return }
      store?.report(.doorbellPressed(doorbellID: part.id, name: part.name), from: self)
    case .binarySensor(let on):
      let pressed = String(decoding: payload, as: UTF8.self) == on
      let was = doorbellPressed[part.id] ?? false
      doorbellPressed[part.id] = pressed
      guard pressed, !was, !retained else { return }
      store?.report(.doorbellPressed(doorbellID: part.id, name: part.name), from: self)
    }
  }
}
