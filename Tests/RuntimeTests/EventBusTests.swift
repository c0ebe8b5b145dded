import Basics
import Testing

@testable import Runtime

struct Ping: Event { var n: Int }
struct Pong: Event { var n: Int }

@MainActor
struct EventBusTests {
  @Test func deliversInPostingOrderToTheExactType() {
    let bus = EventBus()
    var log: [String] = []
    let a = bus.subscribe(Ping.self) { log.append("ping \($0.n)") }
    let b = bus.subscribe(Pong.self) { log.append("pong \($0.n)") }
    bus.post(Ping(n: 1))
    bus.post(Pong(n: 2))
    bus.post(Ping(n: 3))
    #expect(log.isEmpty, "nothing is delivered before the events phase")
    bus.deliverPending()
    #expect(log == ["ping 1", "pong 2", "ping 3"])
    _ = (a, b)
  }

  @Test func eventsPostedDuringDeliveryWaitForTheNextFrame() {
    let bus = EventBus()
    var log: [Int] = []
    let s = bus.subscribe(Ping.self) { e in
      log.append(e.n)
      if e.n < 3 { bus.post(Ping(n: e.n + 1)) }
    }
    bus.post(Ping(n: 1))
    bus.deliverPending()
    #expect(log == [1])
    bus.deliverPending()
    #expect(log == [1, 2])
    _ = s
  }

  @Test func cancelledAndReleasedSubscriptionsStopDelivery() {
    let bus = EventBus()
    var count = 0
    let s = bus.subscribe(Ping.self) { _ in count += 1 }
    bus.post(Ping(n: 0))
    bus.deliverPending()
    s.cancel()
    bus.post(Ping(n: 0))
    bus.deliverPending()
    #expect(count == 1)
    do { _ = bus.subscribe(Ping.self) { _ in count += 100 } }  // released at once
    bus.post(Ping(n: 0))
    bus.deliverPending()
    #expect(count == 1)
    #expect(bus.subscriberCount(Ping.self) == 0)
  }

  @Test func aPostBeyondTheCapIsRefusedLoudlyAndNothingQueuedIsLost() {
    let bus = EventBus(capacity: 3)
    var logged: [String] = []
    bus.log = { logged.append($0) }
    var got: [Int] = []
    let s = bus.subscribe(Ping.self) { got.append($0.n) }
    for i in 0..<5 { bus.post(Ping(n: i)) }
    #expect(bus.refused == 2)
    #expect(logged.count == 2 && logged[0].contains("Ping"))
    bus.deliverPending()
    #expect(got == [0, 1, 2])
    _ = s
  }

  @Test func whatDoesNotFitTheSliceCarriesOverInOrder() {
    let bus = EventBus(timeSlice: 0.010)
    var clock = 0.0
    bus.now = { clock }
    var got: [Int] = []
    // Each handler "takes" 4 ms of the 10 ms slice.
    let s = bus.subscribe(Ping.self) { e in
      got.append(e.n)
      clock += 0.004
    }
    for i in 0..<6 { bus.post(Ping(n: i)) }
    bus.deliverPending()
    #expect(got == [0, 1, 2])
    #expect(bus.carriedOver == 3)
    bus.post(Ping(n: 6))
    bus.deliverPending()
    bus.deliverPending()
    #expect(got == [0, 1, 2, 3, 4, 5, 6])
    _ = s
  }

  @Test func withoutASliceEverythingIsDelivered() {
    let bus = EventBus(timeSlice: nil)
    var clock = 0.0
    bus.now = { clock }
    var got = 0
    let s = bus.subscribe(Ping.self) { _ in
      got += 1
      clock += 1
    }
    for i in 0..<10 { bus.post(Ping(n: i)) }
    bus.deliverPending()
    #expect(got == 10 && bus.carriedOver == 0)
    _ = s
  }
}
