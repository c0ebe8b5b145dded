import Foundation
import Glibc
import Runtime

// homeview-fuzz: mutated configs, households, gesture scripts, data files and
// pictures through the real parsers and loaders, for a bounded time. A trap,
// a hang or check-config accepting what start-up refuses fails the run, and
// the input is kept in a file the failure names.
//
//   homeview-fuzz [--seconds N] [--seed N] [--timeout S] [--only KIND] [--corpus DIR] [--work DIR]
//
// --seconds 0 runs the seed corpus alone, unmutated.

struct Options {
  var seconds = 60.0
  var seed: UInt64 = 1
  var timeout = 20.0
  var only: FuzzTarget?
  var corpus = "Tests/Fuzz/corpus"
  var work = ".build/fuzz"

  init(_ args: [String]) throws {
    var i = 0
    func value() throws -> String {
      i += 1
      guard i < args.count else { throw CocoaError(.featureUnsupported, userInfo: [NSDebugDescriptionErrorKey: "\(args[i - 1]) needs a value"]) }
      return args[i]
    }
    while i < args.count {
      switch args[i] {
      case "--seconds": seconds = Double(try value()) ?? seconds
      case "--seed": seed = UInt64(try value()) ?? seed
      case "--timeout": timeout = Double(try value()) ?? timeout
      case "--only": only = FuzzTarget(rawValue: try value())
      case "--corpus": corpus = try value()
      case "--work": work = try value()
      default: throw CocoaError(.featureUnsupported, userInfo: [NSDebugDescriptionErrorKey: "unknown argument \(args[i])"])
      }
      i += 1
    }
  }
}

@MainActor
func fuzz() -> Int32 {
  let options: Options
  do { options = try Options(Array(CommandLine.arguments.dropFirst())) } catch {
    print("homeview-fuzz: \(error)")
    return 2
  }
  let fm = FileManager.default
  let targets = options.only.map { [$0] } ?? FuzzTarget.allCases
  var seeds: [FuzzTarget: [[UInt8]]] = [:]
  for t in targets {
    let folder = options.corpus + "/" + t.rawValue
    let names = ((try? fm.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    seeds[t] = names.compactMap { fm.contents(atPath: folder + "/" + $0).map { Array($0) } }
    if seeds[t]!.isEmpty {
      print("homeview-fuzz: no seeds in \(folder)")
      return 2
    }
  }
  guard let household = try? String(contentsOfFile: options.corpus + "/household/" + ((try? fm.contentsOfDirectory(atPath: options.corpus + "/household"))?.sorted().first ?? ""), encoding: .utf8),
    var workspace = try? Workspace(folder: options.work + "/workspace", household: household)
  else {
    print("homeview-fuzz: cannot set up \(options.work)/workspace")
    return 2
  }
  let failures = options.work + "/failures"
  try? fm.createDirectory(atPath: failures, withIntermediateDirectories: true)

  // The code under test warns about every bad input on stderr: that noise goes
  // to a file; the fuzzer's own messages go to the real stderr and stdout.
  let report = dup(2)
  let noise = open(options.work + "/warnings.log", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  if noise >= 0 { dup2(noise, 2) }
  Watchdog.install(reportTo: report, timeout: options.timeout)

  var mutator = Mutator(seed: options.seed)
  var counts: [FuzzTarget: (inputs: Int, accepted: Int)] = [:]
  var mismatches: [String] = []
  let start = MonotonicClock.seconds()
  var round = 0
  func run(_ t: FuzzTarget, _ input: [UInt8], _ index: Int) {
    workspace.target = t
    do { try workspace.place(input) } catch {
      mismatches.append("\(t.rawValue): cannot write the input: \(error)")
      return
    }
    let kept = "\(failures)/\(t.rawValue)-seed\(options.seed)-\(index)"
    Watchdog.begin(input: workspace.input, keepAs: kept)
    let outcome = t.run(workspace)
    Watchdog.end()
    counts[t, default: (0, 0)].inputs += 1
    switch outcome {
    case .accepted: counts[t]!.accepted += 1
    case .refused: break
    case .mismatch(let why):
      _ = fm.createFile(atPath: kept, contents: Data(input))
      mismatches.append("\(t.rawValue): \(why); the input kept in \(kept)")
    }
  }
  // First the corpus as it is, then mutations until the time is up.
  for t in targets { for (i, s) in seeds[t]!.enumerated() { run(t, s, -1 - i) } }
  outer: while MonotonicClock.seconds() - start < options.seconds {
    for t in targets {
      guard MonotonicClock.seconds() - start < options.seconds, mismatches.isEmpty else { break outer }
      let pool = seeds[t]!
      let base = pool[mutator.below(pool.count)]
      // JSON files: half the time one value is swapped and the file still parses.
      let json = t.isJSON && mutator.below(2) == 0 ? mutator.mutateJSON(base) : nil
      let input = json ?? mutator.mutate(base, splicing: pool[mutator.below(pool.count)], maxSize: t.maxSize)
      run(t, input, round)
    }
    round += 1
  }
  let elapsed = MonotonicClock.seconds() - start
  let total = counts.values.map(\.inputs).reduce(0, +)
  let perTarget = targets.map { t in "\(t.rawValue) \(counts[t]?.inputs ?? 0) (\(counts[t]?.accepted ?? 0) accepted)" }
  print("fuzz: \(total) inputs in \(fmt(elapsed, decimals: 1)) s, seed \(options.seed): \(perTarget.joined(separator: ", "))")
  for m in mismatches { print("fuzz: FAILED: \(m)") }
  return mismatches.isEmpty ? 0 : 1
}

exit(fuzz())
