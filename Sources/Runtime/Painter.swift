public import Basics
public import Canvas

/// A job handed to the painter; cancel it with `Painter.cancel`.
public struct PaintJob: Hashable, Sendable {
  let id: Int
}

/// Paints what is painted once and then cached (scenes, avatars, pages, cards,
/// blurred backdrops, a big drawing's ink) off the frame thread, and does file
/// work (saves, loads) there too. A job is a Sendable closure that makes its
/// own surface (or value) from Sendable inputs; its result comes back to the
/// frame thread at the start of a frame, where `done` takes it. The frame
/// thread never waits: until then a screen draws what it has or a placeholder.
///
/// Headless runs paint inline instead (`threads: 0`): a job runs, and its
/// `done` with it, the moment it is asked for, so a frame that needs a picture
/// has it before virtual time moves on and a script gives the same pixels on
/// any machine. Real-time backends and the bench paint beside the frame thread.
@MainActor
public final class Painter {
  private let pictures: WorkQueue?
  /// One thread, so saves land in the order they were asked for.
  private let files: WorkQueue?
  private var nextID = 1
  private var handlers: [Int: (owner: ObjectIdentifier?, done: (any Sendable) -> Void)] = [:]
  /// Cached pictures being painted, by cache key, with whoever waits for them.
  private var painting: [String: Painting] = [:]
  private struct Painting {
    let job: PaintJob
    var arrived: [@MainActor () -> Void] = []
    /// The owners of screens that asked for the picture after the one that
    /// started the job (nil: someone no screen owns).
    var waiters: [ObjectIdentifier?] = []
    /// Asked for ahead of need (`warm`) and by no screen since: it waits in
    /// the queue's look-ahead lane.
    var ahead = false
    /// Its screen went away while it was being painted and no other screen
    /// had asked for it: it is painted to the end (the work is done anyway)
    /// and lands in the cache unless it is big and still nobody's.
    var orphaned = false
    /// The cache's room set aside for it (`LayerCache.reserve`).
    var reserved = 0
  }
  private let cache: LayerCache
  /// The screens that asked for each cached picture (`for:` owners): a big
  /// picture goes from the cache with the last of them (`screenGone`), so a
  /// closed screen's photo or backdrop does not hold memory while others show.
  /// An empty set: every screen that asked is gone; no entry: only ever asked
  /// for without an owner (kept on purpose, as the home's wallpaper is).
  private var users: [String: Set<ObjectIdentifier>] = [:]
  /// When each picture this painter made was last asked for (a count of
  /// asks): warming gives up the least recently asked first.
  private var asked: [String: Int] = [:]
  private var asks = 0
  /// The screens on the navigator's stack: their pictures are never given up
  /// to warm another.
  private var stacked: Set<ObjectIdentifier> = []
  /// Pictures warmed since the stack last changed: one warm does not give up
  /// another's picture before either could be used.
  private var warmedHere: Set<String> = []
  /// Warms given up for want of room.
  public private(set) var warmsSkipped = 0
  /// From this size up a picture is dropped with its screens (a quarter of a
  /// 1280×800 frame: photos, backdrops, cards, full-screen faces; avatars and
  /// previews stay, cheap to keep and shared by many screens).
  static let bigPicture = 1 << 20
  /// Pictures other sessions of this process painted from the same inputs
  /// (headless test sessions; inline painting only). A session whose
  /// household or idle policy is replaced while running stops sharing: its
  /// pictures no longer follow from the inputs the scope names.
  public var shared: SharedPictures?
  public private(set) var jobsRun = 0
  /// Seconds spent painting jobs inline (headless): the painter's work, which
  /// the frame budget leaves out of the frame thread's times.
  public private(set) var inlineSeconds = 0.0
  /// The frame thread's CPU seconds in those inline jobs (left out of its
  /// per-frame CPU time the same way).
  public private(set) var inlineCPUSeconds = 0.0

  /// `threads`: painter threads (0 paints inline, as headless runs do). A
  /// finished job wakes the frame loop through `wake`, which hands it over.
  init(threads: Int, cache: LayerCache, wake: FrameWake) {
    self.cache = cache
    pictures = threads > 0 ? WorkQueue(threads: threads, named: "hv-picture", onFinished: { wake.wake() }) : nil
    files = threads > 0 ? WorkQueue(threads: 1, named: "hv-files", onFinished: { wake.wake() }) : nil
  }

  /// True when jobs run inline (headless): results are there at once.
  public var paintsInline: Bool { pictures == nil }

  /// Jobs asked for and not yet handed back.
  public var pendingJobs: Int { handlers.count }

  /// Runs `work` off the frame thread; `done` gets its result on the frame
  /// thread at the start of a later frame (inline: both now). `owner` lets
  /// `cancelJobs(of:)` drop it when its screen goes away.
  @discardableResult
  public func paint<T: Sendable>(
    for owner: AnyObject? = nil, _ work: @escaping @Sendable () -> T, done: @escaping @MainActor (T) -> Void
  ) -> PaintJob {
    submit(to: pictures, owner: owner, work, done: done)
  }

  /// Drops `value` on a painter thread (inline: here). Freeing a big model,
  /// a drawing's thousands of strokes, takes milliseconds a frame cannot
  /// spare; hand over the last reference, or it is freed where that one goes.
  public func discard(_ value: consuming some Sendable) {
    pictures?.discard(value)
  }

  /// Puts `new` in `value` and drops the old value on a painter thread.
  public func replace<T: Sendable>(_ value: inout T, with new: consuming T) {
    var old = new
    swap(&old, &value)
    discard(consume old)
  }

  /// Like `paint`, on the one file thread: writes keep their order.
  @discardableResult
  public func file<T: Sendable>(
    for owner: AnyObject? = nil, _ work: @escaping @Sendable () -> T, done: @escaping @MainActor (T) -> Void = { _ in }
  ) -> PaintJob {
    submit(to: files, owner: owner, work, done: done)
  }

  private func submit<T: Sendable>(
    to queue: WorkQueue?, owner: AnyObject?, ahead: Bool = false, _ work: @escaping @Sendable () -> T, done: @escaping @MainActor (T) -> Void
  ) -> PaintJob {
    let job = PaintJob(id: nextID)
    nextID += 1
    jobsRun += 1
    guard let queue else {
      let t0 = MonotonicClock.seconds(), c0 = ThreadCPUClock.seconds()
      let result = work()
      inlineSeconds += MonotonicClock.seconds() - t0
      inlineCPUSeconds += ThreadCPUClock.seconds() - c0
      done(result)
      return job
    }
    handlers[job.id] = (owner.map(ObjectIdentifier.init), { done($0 as! T) })
    queue.submit(job.id, ahead: ahead) { work() }
    return job
  }

  /// The cached picture `key` (`size` points at `scale`), or nil while it is
  /// painted: the caller draws a placeholder, and `arrived` runs (to mark the
  /// damage the picture covers) when it is in the cache. Inline, it is painted
  /// here and returned.
  public func picture(
    _ key: String, size: Size, scale: Double, for owner: AnyObject? = nil,
    paint: @escaping @Sendable (Canvas) -> Void, arrived: @escaping @MainActor () -> Void = {}
  ) -> Surface? {
    picture(key, pixels: Self.pixels(size, scale), scale: scale, for: owner, paint: paint, arrived: arrived)
  }

  /// `picture` for an exact pixel size.
  public func picture(
    _ key: String, pixels: (width: Int, height: Int), scale: Double, for owner: AnyObject? = nil,
    paint: @escaping @Sendable (Canvas) -> Void, arrived: @escaping @MainActor () -> Void = {}
  ) -> Surface? {
    request(key, for: owner, ahead: false, bytes: pixels.width * pixels.height * 4, make: {
      let surface = Surface(pixelWidth: pixels.width, pixelHeight: pixels.height, scale: scale)
      paint(Canvas(surface: surface))
      return surface
    }, arrived: arrived)
  }

  /// `picture` for a job that makes its own surface (a blur comes out at a
  /// fraction of the size it was painted at).
  public func picture(
    _ key: String, for owner: AnyObject? = nil, make: @escaping @Sendable () -> Surface, arrived: @escaping @MainActor () -> Void = {}
  ) -> Surface? {
    request(key, for: owner, ahead: false, make: make, arrived: arrived)
  }

  /// `bytes`: the picture's size when known, room made for it before it is
  /// painted (`LayerCache.reserve`).
  private func request(
    _ key: String, for owner: AnyObject?, ahead: Bool, bytes: Int = 0, make: @escaping @Sendable () -> Surface,
    arrived: @escaping @MainActor () -> Void
  ) -> Surface? {
    if let owner { used(key, by: owner) }
    asks += 1
    asked[key] = asks
    if asked.count > 2 * cache.count + 64 { asked = asked.filter { cache.contains($0.key) || painting[$0.key] != nil } }
    if let hit = cache.lookup(key) { return hit }
    if paintsInline, let kept = shared?.lookup(key) {
      cache.insert(key, kept)
      return kept
    }
    if var waiting = painting[key] {
      waiting.arrived.append(arrived)
      let waiter = owner.map(ObjectIdentifier.init)
      if !waiting.waiters.contains(waiter) { waiting.waiters.append(waiter) }
      waiting.orphaned = false
      // A screen needs what was only guessed at: it goes before the guesses.
      if waiting.ahead {
        waiting.ahead = false
        pictures?.promote(waiting.job.id)
      }
      painting[key] = waiting
      return nil
    }
    cache.reserve(bytes)
    let job = submit(to: pictures, owner: owner, ahead: ahead, make) { [weak self] surface in
      guard let self else { return }
      let finished = self.painting.removeValue(forKey: key)
      self.cache.unreserve(bytes)
      if let finished, finished.orphaned, surface.byteCount >= Self.bigPicture, self.users[key]?.isEmpty ?? true { return }
      self.cache.insert(key, surface)
      if self.paintsInline {
        self.shared?.keep(key, surface)
        return
      }
      arrived()
      for other in finished?.arrived ?? [] { other() }
    }
    if paintsInline { return cache.lookup(key) }
    painting[key] = Painting(job: job, ahead: ahead, reserved: bytes)
    return nil
  }

  /// `picture` for a picture whose key moves on (a face's minute): until the
  /// one for `key` arrives, the one last returned (named by `shown`) stands in
  /// if it is still cached, so a face shows its old minute for a frame or two
  /// rather than a placeholder.
  public func latestPicture(
    _ key: String, size: Size, scale: Double, shown: inout String?, for owner: AnyObject? = nil,
    paint: @escaping @Sendable (Canvas) -> Void, arrived: @escaping @MainActor () -> Void = {}
  ) -> Surface? {
    if let picture = picture(key, size: size, scale: scale, for: owner, paint: paint, arrived: arrived) {
      shown = key
      return picture
    }
    return shown.flatMap { cache.lookup($0) }
  }

  /// Paints `key` ahead of need (what the next screen will likely show) when
  /// it is neither cached nor being painted and the cache has room for it,
  /// or can make room by giving up pictures no screen on the stack asked for
  /// (`makeRoom`). The job waits behind every job a screen needs now.
  public func warm(_ key: String, pixels: (width: Int, height: Int), scale: Double, paint: @escaping @Sendable (Canvas) -> Void) {
    warm(key, bytes: pixels.width * pixels.height * 4) {
      let surface = Surface(pixelWidth: pixels.width, pixelHeight: pixels.height, scale: scale)
      paint(Canvas(surface: surface))
      return surface
    }
  }

  /// `warm` for a job that makes its own surface of about `bytes`.
  public func warm(_ key: String, bytes: Int, make: @escaping @Sendable () -> Surface) {
    guard !cache.contains(key), painting[key] == nil else { return }
    guard makeRoom(for: bytes) else {
      warmsSkipped += 1
      return
    }
    warmedHere.insert(key)
    _ = request(key, for: nil, ahead: true, bytes: bytes, make: make, arrived: {})
  }

  /// Frees `bytes` of the cache's budget for a picture painted ahead: what
  /// is free, and failing that the pictures screens asked for that none of
  /// them still on the stack did (a closed screen's), least recently asked
  /// first. Pictures only ever asked for without an owner (kept past their
  /// screen on purpose) and surfaces kept as spares for transitions stay.
  /// False, giving up nothing, when even all of those would not make room:
  /// a picture on the stack is worth more than a guess.
  private func makeRoom(for bytes: Int) -> Bool {
    var free = cache.byteBudget - cache.bytes - cache.lentBytes - cache.reservedBytes
    if free >= bytes { return true }
    let candidates = asked.filter { key, _ in
      painting[key] == nil && !warmedHere.contains(key) && cache.contains(key) && users[key]?.isDisjoint(with: stacked) == true
    }.sorted { $0.value < $1.value }
    var victims: [String] = []
    for (key, _) in candidates where free < bytes {
      free += cache.byteCount(of: key) ?? 0
      victims.append(key)
    }
    guard free >= bytes else { return false }
    for key in victims { cache.remove(key) }
    return true
  }

  /// The navigator's stack changed (the frame loop tells): whose pictures
  /// warming must keep.
  func stackChanged(_ screens: [AnyObject]) {
    stacked = Set(screens.map(ObjectIdentifier.init))
    warmedHere.removeAll()
  }

  /// `warm` for `size` points at `scale`.
  public func warm(_ key: String, size: Size, scale: Double, paint: @escaping @Sendable (Canvas) -> Void) {
    warm(key, pixels: Self.pixels(size, scale), scale: scale, paint: paint)
  }

  static func pixels(_ size: Size, _ scale: Double) -> (width: Int, height: Int) {
    (Surface.pixels(size.width * scale), Surface.pixels(size.height * scale))
  }

  public func cancel(_ job: PaintJob) {
    guard handlers.removeValue(forKey: job.id) != nil else { return }
    pictures?.cancel(job.id)
    files?.cancel(job.id)
    for (key, p) in painting where p.job == job {
      cache.unreserve(p.reserved)
      painting[key] = nil
    }
  }

  /// Cancels the picture jobs of `owner` (a screen that went away) that
  /// have not started; file work always finishes. A cached picture another
  /// screen also waits for (the face the ambient face shows too) is handed
  /// to that screen instead, and one being painted is painted to the end
  /// (`Painting.orphaned`): cancelled while it ran, its work was thrown away,
  /// and the screen that asked next (the same screen opened again, the next
  /// screen of the plugin) queued it all over again behind the thread's
  /// current job, so on a slow board a screen reopened within a picture's
  /// painting time never got it.
  public func cancelJobs(of owner: AnyObject) {
    let id = ObjectIdentifier(owner)
    for (job, h) in handlers where h.owner == id {
      guard let pictures, pictures.isPending(job) else { continue }
      if let key = painting.first(where: { $0.value.job.id == job })?.key {
        painting[key]!.waiters.removeAll { $0 == id }
        if let heir = painting[key]!.waiters.first {
          painting[key]!.waiters.removeAll { $0 == heir }
          handlers[job]!.owner = heir
          continue
        }
        if pictures.isRunning(job) {
          painting[key]!.orphaned = true
          handlers[job]!.owner = nil
          continue
        }
      }
      cancel(PaintJob(id: job))
    }
  }

  private func used(_ key: String, by owner: AnyObject) {
    let id = ObjectIdentifier(owner)
    if users[key]?.contains(id) == true { return }
    users[key, default: []].insert(id)
    // Keys move on (a face's minute) while a screen stays: forget evicted ones.
    if users.count > 2 * cache.count + 64 { users = users.filter { cache.contains($0.key) || painting[$0.key] != nil } }
  }

  /// `owner` (a screen) left the stack for good: its jobs are cancelled, and
  /// the big pictures no other screen asked for leave the cache.
  public func screenGone(_ owner: AnyObject) {
    cancelJobs(of: owner)
    let id = ObjectIdentifier(owner)
    for (key, var who) in users where who.contains(id) {
      who.remove(id)
      users[key] = who
      guard who.isEmpty else { continue }
      if let bytes = cache.byteCount(of: key), bytes >= Self.bigPicture { cache.remove(key) }
    }
  }

  /// Hands finished results to their `done`, in the order they finished.
  func deliverFinished() {
    for queue in [files, pictures] {
      guard let queue else { continue }
      for (id, result) in queue.takeFinished() {
        guard let handler = handlers.removeValue(forKey: id) else { continue }
        handler.done(result)
      }
    }
  }

  /// Lets running jobs finish and stops the threads.
  func stop() {
    pictures?.stop(finishing: false)
    files?.stop(finishing: true)
    deliverFinished()
    handlers.removeAll()
    for p in painting.values { cache.unreserve(p.reserved) }
    painting.removeAll()
  }
}
