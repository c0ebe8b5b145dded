import Foundation
import Testing

/// What the Debian package ships (Packaging/): the service's hardening, scored
/// by systemd itself, and the device config.
struct PackagingTests {
  static let unit = Binary.root + "/Packaging/homeview.service"

  /// `systemd-analyze security` scores what the unit leaves exposed: 0 is
  /// locked down, 10 unprotected; up to 2.0 is "OK".
  @Test func theServiceExposureIsAtMostTwo() throws {
    let analyze = ["/usr/bin/systemd-analyze", "/bin/systemd-analyze"].first { FileManager.default.isExecutableFile(atPath: $0) }
    guard let analyze else {
      print("theServiceExposureIsAtMostTwo: SKIPPED: systemd-analyze is not installed (Debian's systemd package)")
      return
    }
    let p = Process()
    p.executableURL = URL(fileURLWithPath: analyze)
    p.arguments = ["security", "--offline=true", "--no-pager", Self.unit]
    let out = Pipe()
    p.standardOutput = out
    p.standardError = out
    try p.run()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    let line = text.split(separator: "\n").first { $0.contains("Overall exposure level") }
    let score = line.flatMap { l in l.split(separator: " ").compactMap { Double($0) }.last }
    #expect(score != nil, "no score in:\n\(text)")
    if let score {
      print("homeview.service exposure: \(score)")
      #expect(score <= 2.0, "\(line ?? "")")
    }
  }

  @Test func theUnitCarriesTheHardeningAndTheWatchdog() throws {
    let text = try String(contentsOfFile: Self.unit, encoding: .utf8)
    let lines = Set(text.split(separator: "\n").map(String.init))
    for l in [
      "Type=notify", "Restart=always", "User=homeview", "NoNewPrivileges=yes", "ProtectSystem=strict", "PrivateTmp=yes",
      "CapabilityBoundingSet=", "DevicePolicy=closed", "SystemCallFilter=@system-service", "SystemCallArchitectures=native",
      "MemoryDenyWriteExecute=yes", "ProtectHome=read-only", "ProtectProc=invisible", "ProcSubset=pid", "UMask=0027",
      "StateDirectory=homeview", "ConfigurationDirectory=homeview", "RestrictAddressFamilies=AF_UNIX AF_NETLINK AF_INET AF_INET6",
    ] {
      #expect(lines.contains(l), "homeview.service lacks \(l)")
    }
    #expect(lines.contains { $0.hasPrefix("WatchdogSec=") })
    #expect(lines.contains { $0.hasPrefix("StartLimitBurst=") })
  }

  /// ALSA's `default` on the device is one dmix that the `mpd` and `homeview`
  /// users share (a key without the uid, group audio), and the unit keeps the
  /// dmix's semaphore when it stops (RemoveIPC=no) without giving up its
  /// private /tmp (Config/README.md says why; the Debian board plays both).
  @Test func theShippedSoundConfigIsOneDmixBothUsersShare() throws {
    let conf = try String(contentsOfFile: Binary.root + "/Packaging/homeview.asound", encoding: .utf8)
    let words = Set(conf.split(separator: "\n").map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") })
    for l in ["pcm.!default {", "type dmix", "ipc_key_add_uid false", "ipc_gid audio", "ipc_perm 0660", "rate 48000"] {
      #expect(words.contains(l), "homeview.asound lacks \(l)")
    }
    let unit = Set(try String(contentsOfFile: Self.unit, encoding: .utf8).split(separator: "\n").map(String.init))
    #expect(unit.contains("RemoveIPC=no") && unit.contains("PrivateTmp=yes") && unit.contains("SupplementaryGroups=video input audio render"))
  }

  /// The device config is valid and names no household: a device starts at first run.
  @Test func theShippedConfigIsValidAndHasNoHousehold() throws {
    let config = Binary.root + "/Packaging/homeview.json"
    let r = try Binary.run(["check-config", config])
    #expect(r.status == 0, "\(r.stderr)")
    let text = try String(contentsOfFile: config, encoding: .utf8)
    #expect(!text.contains("\"household\""))
  }

  /// A fresh install (the shipped config, an empty data folder) starts on the
  /// first-run flow; the repository's config names the demo household and never does.
  @Test func aFreshInstallStartsOnWelcomeAndTheDemoDoesNot() throws {
    let dir = NSTemporaryDirectory() + "welcome-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    for (config, screen) in [("Packaging/homeview.json", "welcome"), ("Config/homeview.json", "gallery")] {
      let script = dir + "/start.script"
      try "wait 0.1\nexpect-screen \(screen)\n".write(toFile: script, atomically: true, encoding: .utf8)
      let r = try Binary.run(["--backend", "headless", "--config", Binary.root + "/" + config, "--script", script, "--out", dir + "/out"])
      #expect(r.status == 0, "\(config): \(r.stderr)")
      #expect(r.stderr.contains("starting the first-run flow") == (screen == "welcome"), "\(config): \(r.stderr)")
    }
  }
}
