import Backends
import Glibc
import Runtime
import SystemCalls

// Saves without pause until killed, for the kill -9 test: the data files
// (current face, accessories, drawings) through DataFile, whose texts the test
// made with the stores' own encoders, and a recording of the WAV output through
// the audio API, as Draw Music's Record does.
//
//   KillSaver DATA TEMPLATES SEED
//
// TEMPLATES holds faces-N, accessories-N, drawings-N: the texts to save in turn.
// Prints "saving" once the first round is written and the recording runs.

let args = CommandLine.arguments
guard args.count == 4, let seed = UInt64(args[3]) else {
  Log.error("usage: KillSaver DATA TEMPLATES SEED")
  exit(2)
}
let data = args[1]
let templates = args[2]

func texts(_ kind: String) -> [String] {
  DataFile.names(in: templates).filter { $0.hasPrefix(kind + "-") }.compactMap { DataFile.read(templates + "/" + $0) }
}
let targets: [(path: String, texts: [String])] = [
  (data + "/faces/current-face", texts("faces")),
  (data + "/dashboard/accessories.json", texts("accessories")),
  (data + "/drawmusic/drawings.json", texts("drawings")),
]
guard targets.allSatisfy({ !$0.texts.isEmpty }) else {
  Log.error("\(templates): no faces-N, accessories-N or drawings-N")
  exit(2)
}

var random = seed
@MainActor func next(_ n: Int) -> Int {
  random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
  return Int((random >> 33) % UInt64(n))
}

DataFile.makeFolders(data + "/drawmusic")
var n = 1
while DataFile.exists(data + "/drawmusic/recording-\(n).wav") { n += 1 }
let output: WAVOutput
let audio: AudioAPI
do {
  output = try WAVOutput(path: data + "/run.wav")
  audio = AudioAPI(output: output)
  try audio.startRecording(path: data + "/drawmusic/recording-\(n).wav")
} catch {
  Log.error("\(error)")
  exit(2)
}

var time = 0.0
var round = 0
while true {
  for target in targets {
    let text = target.texts[next(target.texts.count)]
    do { try DataFile.writeAtomically(text, to: target.path) } catch {
      Log.error("\(error)")
      exit(1)
    }
  }
  // A twentieth of a second of sound a round, a note now and then.
  if round % 4 == 0 { output.schedule(Note(pitch: 60 + next(24), instrument: .softPiano, velocity: 0.7, length: .short, time: time)) }
  time += 0.05
  output.advance(to: time)
  if round == 0 { _ = write(1, "saving\n", 7) }
  round += 1
}
