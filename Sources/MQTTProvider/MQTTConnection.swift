import CMosquitto
import Glibc
import SystemCalls

/// One connection to a broker through libmosquitto. Its network thread
/// (`mosquitto_loop_start`) connects, reconnects with a growing delay (1 s,
/// doubling, at most 30 s) and receives; what it sees goes into `inbox`, which
/// the frame thread empties. Publishing and subscribing only queue a packet
/// for that thread (libmosquitto locks its own queue briefly), so a dead
/// broker never blocks a frame.
final class MQTTConnection: @unchecked Sendable {
  // @unchecked: `handle` is libmosquitto's, which is thread-safe for publish,
  // subscribe and the loop thread; everything else is immutable.
  let inbox: MQTTInbox
  private let handle: OpaquePointer
  private let settings: MQTTSettings
  /// The retained "offline" our last will leaves when we vanish.
  let availabilityTopic: String

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// `arrived` runs on the network thread after each thing it queues.
  init(_ settings: MQTTSettings, arrived: @escaping @Sendable () -> Void) throws(Failure) {
    if case .failure(let problem) = LibMosquitto.loaded { throw Failure(description: problem.text) }
    inbox = MQTTInbox(arrived: arrived)
    self.settings = settings
    availabilityTopic = "homeview/\(settings.clientID)/availability"
    guard let m = mosquitto.mosquitto_new(settings.clientID, true, nil) else {
      throw Failure(description: SystemCallError("mosquitto_new").description)
    }
    handle = m
    mosquitto.mosquitto_user_data_set(m, Unmanaged.passUnretained(inbox).toOpaque())
    do throws(Failure) {
      try check(mosquitto.mosquitto_int_option(m, MOSQ_OPT_PROTOCOL_VERSION, Int32(MQTT_PROTOCOL_V311)), "protocol")
      if let user = settings.username {
        let password: String?
        do { password = try settings.password() } catch { throw Failure(description: "\(error)") }
        try check(mosquitto.mosquitto_username_pw_set(m, user, password), "username")
      }
      if let ca = settings.caFile { try check(mosquitto.mosquitto_tls_set(m, ca, nil, nil, nil, nil), "TLS CA file \(ca)") }
      try check(mosquitto.mosquitto_will_set(m, availabilityTopic, 7, "offline", 1, true), "last will")
      _ = mosquitto.mosquitto_reconnect_delay_set(m, 1, 30, true)
    } catch {
      mosquitto.mosquitto_destroy(m)
      throw error
    }
    mosquitto.mosquitto_connect_callback_set(m) { _, user, rc in
      let inbox = Unmanaged<MQTTInbox>.fromOpaque(user!).takeUnretainedValue()
      inbox.put(rc == 0 ? .connected : .disconnected(mosquitto.mosquitto_connack_string(rc).map { String(cString: $0) } ?? "connection refused (\(rc))"))
    }
    mosquitto.mosquitto_disconnect_callback_set(m) { _, user, rc in
      let inbox = Unmanaged<MQTTInbox>.fromOpaque(user!).takeUnretainedValue()
      inbox.put(.disconnected(rc == 0 ? "disconnected" : mosquittoError(rc)))
    }
    mosquitto.mosquitto_message_callback_set(m) { _, user, message in
      guard let user, let message, let topic = message.pointee.topic else { return }
      let inbox = Unmanaged<MQTTInbox>.fromOpaque(user).takeUnretainedValue()
      let count = Int(message.pointee.payloadlen)
      var payload = [UInt8](repeating: 0, count: count)
      if count > 0, let bytes = message.pointee.payload {
        payload.withUnsafeMutableBytes { $0.copyMemory(from: UnsafeRawBufferPointer(start: bytes, count: count)) }
      }
      inbox.put(.message(topic: String(cString: topic), payload: payload, retained: message.pointee.retain))
    }
  }

  private func check(_ rc: Int32, _ what: String) throws(Failure) {
    guard rc == MOSQ_ERR_SUCCESS.rawValue else {
      throw Failure(description: "\(what): \(mosquittoError(rc))")
    }
  }

  /// Starts the network thread; it keeps trying until `stop`.
  func start() throws(Failure) {
    // connect_async fails at once only for bad arguments; an absent broker is
    // retried by the loop thread.
    let rc = mosquitto.mosquitto_connect_async(handle, settings.host, Int32(settings.port), 30)
    if rc != MOSQ_ERR_SUCCESS.rawValue {
      Log.warning("mqtt: \(settings.host):\(settings.port): \(mosquittoError(rc)); retrying")
    }
    try check(mosquitto.mosquitto_loop_start(handle), "network thread")
  }

  func subscribe(_ pattern: String) {
    _ = mosquitto.mosquitto_subscribe(handle, nil, pattern, 1)
  }

  func publish(_ topic: String, _ payload: String, retain: Bool = false) {
    var bytes = Array(payload.utf8)
    _ = mosquitto.mosquitto_publish(handle, nil, topic, Int32(bytes.count), &bytes, 1, retain)
  }

  func stop() {
    publish(availabilityTopic, "offline", retain: true)
    _ = mosquitto.mosquitto_disconnect(handle)
    _ = mosquitto.mosquitto_loop_stop(handle, false)
  }

  deinit { mosquitto.mosquitto_destroy(handle) }
}
