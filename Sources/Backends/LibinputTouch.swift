public import Basics
internal import CLibInput
internal import CUdev
import Glibc
public import Runtime
public import SystemCalls

/// Touch (and, for development, mouse and keyboard) from libinput: the udev
/// backend on a seat by default, so devices plugged in later are picked up; the
/// path backend for device nodes listed in the config. Positions go panel
/// pixels → calibration matrix → rotation → points, through the same
/// `PanelTransform` the display copies pixels with. Events keep their kernel
/// timestamps (CLOCK_MONOTONIC, as the frame loop's time).
@MainActor
public final class LibinputTouch {
  public enum Action: Sendable, Equatable { case back }

  public let transform: PanelTransform
  /// Replaced by a reload that brings a new matrix.
  public var calibration: TouchCalibration
  /// Pixels per point of the logical screen.
  public let scale: Double
  /// Monotonic seconds that are the frame loop's time 0.
  public let timeOrigin: Double
  public let pointerAsTouch: Bool
  /// Logs every finger down/up with its position in points (the board test reads them).
  public var trace = false
  public private(set) var devices: [String] = []

  private let li: OpaquePointer
  private let interface: UnsafeMutablePointer<libinput_interface>
  private var touches: [TouchEvent] = []
  private var actions: [Action] = []
  /// The fingers down, as emitted: libinput's up and cancel carry no position,
  /// so theirs is where the finger last was.
  private var fingers = TouchSlots()
  private var cursor: (x: Double, y: Double)
  private var buttonDown = false
  /// The pointer is one finger, on a slot no touchscreen uses.
  static let pointerSlot = 31

  /// nil (after logging why) when libinput cannot start.
  public init?(settings: InputSettings, transform: PanelTransform, calibration: TouchCalibration, scale: Double, timeOrigin: Double) {
    self.transform = transform
    self.calibration = calibration
    self.scale = scale
    self.timeOrigin = timeOrigin
    pointerAsTouch = settings.pointerAsTouch
    cursor = (Double(transform.panelWidth) / 2, Double(transform.panelHeight) / 2)
    // libinput keeps a pointer to this struct (no copy): it lives as long as the context.
    interface = .allocate(capacity: 1)
    interface.initialize(
      to: libinput_interface(
        open_restricted: { path, flags, _ in
          do throws(SystemCallError) { return try FileDescriptor.open(String(cString: path!), flags).rawValue } catch { return -error.errno.code }
        },
        close_restricted: { fd, _ in _ = close(fd) }))
    var context: OpaquePointer?
    if settings.devices.isEmpty {
      if let udev = udev_new() {
        context = libinput_udev_create_context(interface, nil, udev)
        udev_unref(udev)
        if let c = context, libinput_udev_assign_seat(c, settings.seat) != 0 {
          Log.warning("input: libinput cannot use seat '\(settings.seat)' (is udev running?)")
          libinput_unref(c)
          context = nil
        }
      }
    } else {
      context = libinput_path_create_context(interface, nil)
    }
    guard let context else {
      Log.warning("input: libinput did not start: no touch input")
      interface.deinitialize(count: 1)
      interface.deallocate()
      return nil
    }
    li = context
    libinput_set_user_data(li, Unmanaged.passUnretained(self).toOpaque())
    libinput_log_set_priority(li, LIBINPUT_LOG_PRIORITY_ERROR)
    libinput_log_set_handler(li) { _, _, format, args in
      guard let format, let args else { return }
      var buf = [CChar](repeating: 0, count: 512)
      _ = vsnprintf(&buf, buf.count, format, args)
      let text = String(decoding: buf.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      Log.warning("input: libinput: \(text.hasSuffix("\n") ? String(text.dropLast()) : text)")
    }
    for path in settings.devices where libinput_path_add_device(li, path) == nil {
      Log.warning("input: cannot use \(path) (missing, not readable, or not known to udev)")
    }
  }

  isolated deinit {
    libinput_unref(li)
    interface.deinitialize(count: 1)
    interface.deallocate()
  }

  public var fileDescriptor: FileDescriptor { FileDescriptor(rawValue: libinput_get_fd(li)) }

  /// Reads what libinput has: touches in points, and actions.
  public func read() -> (touches: [TouchEvent], actions: [Action]) {
    _ = libinput_dispatch(li)
    while let event = libinput_get_event(li) {
      handle(event)
      libinput_event_destroy(event)
    }
    defer {
      touches.removeAll()
      actions.removeAll()
    }
    return (touches, actions)
  }

  private func handle(_ event: OpaquePointer) {
    let type = libinput_event_get_type(event)
    switch type {
    case LIBINPUT_EVENT_DEVICE_ADDED, LIBINPUT_EVENT_DEVICE_REMOVED:
      let device = libinput_event_get_device(event)!
      let name = String(cString: libinput_device_get_name(device))
      let node = libinput_device_get_sysname(device).map { String(cString: $0) } ?? "?"
      var kinds: [String] = []
      if libinput_device_has_capability(device, LIBINPUT_DEVICE_CAP_TOUCH) != 0 { kinds.append("touch") }
      if libinput_device_has_capability(device, LIBINPUT_DEVICE_CAP_POINTER) != 0 { kinds.append("pointer") }
      if libinput_device_has_capability(device, LIBINPUT_DEVICE_CAP_KEYBOARD) != 0 { kinds.append("keyboard") }
      let added = type == LIBINPUT_EVENT_DEVICE_ADDED
      if added { devices.append("\(node): \(name)") } else { devices.removeAll { $0 == "\(node): \(name)" } }
      Log.info("input: \(added ? "added" : "removed") \(node) '\(name)' (\(kinds.isEmpty ? "ignored" : kinds.joined(separator: ", ")))")
    case LIBINPUT_EVENT_TOUCH_DOWN, LIBINPUT_EVENT_TOUCH_MOTION:
      let t = libinput_event_get_touch_event(event)!
      let p = location(
        panelX: libinput_event_touch_get_x_transformed(t, UInt32(transform.panelWidth)),
        panelY: libinput_event_touch_get_y_transformed(t, UInt32(transform.panelHeight)))
      let slot = Int(libinput_event_touch_get_seat_slot(t))
      emit(slot, type == LIBINPUT_EVENT_TOUCH_DOWN ? .down : .move, p, libinput_event_touch_get_time_usec(t))
    case LIBINPUT_EVENT_TOUCH_UP, LIBINPUT_EVENT_TOUCH_CANCEL:
      let t = libinput_event_get_touch_event(event)!
      let slot = Int(libinput_event_touch_get_seat_slot(t))
      emit(slot, type == LIBINPUT_EVENT_TOUCH_UP ? .up : .cancel, fingers[slot]?.location ?? .zero, libinput_event_touch_get_time_usec(t))
    case LIBINPUT_EVENT_POINTER_MOTION_ABSOLUTE where pointerAsTouch:
      let e = libinput_event_get_pointer_event(event)!
      cursor = (
        libinput_event_pointer_get_absolute_x_transformed(e, UInt32(transform.panelWidth)),
        libinput_event_pointer_get_absolute_y_transformed(e, UInt32(transform.panelHeight))
      )
      if buttonDown { emit(Self.pointerSlot, .move, location(panelX: cursor.x, panelY: cursor.y), libinput_event_pointer_get_time_usec(e)) }
    case LIBINPUT_EVENT_POINTER_MOTION where pointerAsTouch:
      let e = libinput_event_get_pointer_event(event)!
      cursor = (
        min(max(0, cursor.x + libinput_event_pointer_get_dx(e)), Double(transform.panelWidth - 1)),
        min(max(0, cursor.y + libinput_event_pointer_get_dy(e)), Double(transform.panelHeight - 1))
      )
      if buttonDown { emit(Self.pointerSlot, .move, location(panelX: cursor.x, panelY: cursor.y), libinput_event_pointer_get_time_usec(e)) }
    case LIBINPUT_EVENT_POINTER_BUTTON where pointerAsTouch:
      let e = libinput_event_get_pointer_event(event)!
      guard libinput_event_pointer_get_button(e) == UInt32(BTN_LEFT) else { return }
      let pressed = libinput_event_pointer_get_button_state(e) == LIBINPUT_BUTTON_STATE_PRESSED
      guard pressed != buttonDown else { return }
      buttonDown = pressed
      emit(Self.pointerSlot, pressed ? .down : .up, location(panelX: cursor.x, panelY: cursor.y), libinput_event_pointer_get_time_usec(e))
    case LIBINPUT_EVENT_KEYBOARD_KEY:
      let k = libinput_event_get_keyboard_event(event)!
      if libinput_event_keyboard_get_key(k) == UInt32(KEY_ESC), libinput_event_keyboard_get_key_state(k) == LIBINPUT_KEY_STATE_PRESSED {
        actions.append(.back)
        if trace { Log.info("input: escape (back)") }
      }
    default:
      break
    }
  }

  /// Panel pixels → calibration → rotation → points.
  public func location(panelX: Double, panelY: Double) -> Point {
    let c = calibration.apply(panelX: panelX, panelY: panelY, width: transform.panelWidth, height: transform.panelHeight)
    let l = transform.logicalPoint(panelX: c.x, panelY: c.y)
    return Point(l.x / scale, l.y / scale)
  }

  private func emit(_ slot: Int, _ phase: TouchEvent.Phase, _ p: Point, _ usec: UInt64) {
    let e = TouchEvent(slot: slot, phase: phase, location: p, time: Double(usec) / 1e6 - timeOrigin)
    fingers.update(e)
    touches.append(e)
    if trace, phase != .move {
      Log.info("input: touch \(phase) slot \(slot) at (\(Int(p.x.rounded())), \(Int(p.y.rounded()))) pt")
    }
  }
}
