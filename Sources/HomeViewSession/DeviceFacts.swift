import Glibc

/// What the about panel reports, read from the system when asked: the
/// installed package's version, the network addresses, the free space.
enum DeviceFacts {
  /// The installed package's version (Scripts/package.sh writes it beside
  /// the demo script), else "development build".
  static func version(file: String = "/usr/share/homeview/version") -> String {
    guard let f = fopen(file, "r") else { return "development build" }
    defer { fclose(f) }
    var line: UnsafeMutablePointer<CChar>?
    var capacity = 0
    defer { free(line) }
    guard getline(&line, &capacity, f) > 0, let line else { return "development build" }
    let text = String(cString: line).trimmingSuffix("\n")
    return text.isEmpty ? "development build" : text
  }

  /// Every IPv4 and IPv6 address of the interfaces that are up, loopback and
  /// link-local left out, as `eth0 192.168.1.20`.
  static func addresses() -> [String] {
    var first: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&first) == 0 else { return [] }
    defer { freeifaddrs(first) }
    var out: [String] = []
    var next = first
    while let entry = next {
      defer { next = entry.pointee.ifa_next }
      let flags = Int32(entry.pointee.ifa_flags)
      guard let address = entry.pointee.ifa_addr, flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0 else { continue }
      let family = Int32(address.pointee.sa_family)
      guard family == AF_INET || family == AF_INET6 else { continue }
      let length = socklen_t(family == AF_INET ? MemoryLayout<sockaddr_in>.size : MemoryLayout<sockaddr_in6>.size)
      var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
      guard getnameinfo(address, length, &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST) == 0 else { continue }
      let text = String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if text.hasPrefix("fe80") { continue }
      out.append("\(String(cString: entry.pointee.ifa_name)) \(text)")
    }
    return out
  }

  /// Free bytes for an unprivileged writer in `folder`'s file system.
  static func freeBytes(_ folder: String) -> Int64? {
    var s = statvfs()
    guard statvfs(folder, &s) == 0 else { return nil }
    return Int64(s.f_bavail) * Int64(s.f_frsize)
  }
}

extension String {
  fileprivate func trimmingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}
