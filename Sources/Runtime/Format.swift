/// Two decimals, without Foundation's formatter.
public func fmt(_ v: Double, decimals: Int = 2) -> String {
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let r = (v * scale).rounded() / scale
  var s = "\(r)"
  if let dot = s.firstIndex(of: ".") {
    let have = s.distance(from: dot, to: s.endIndex) - 1
    if have < decimals { s += String(repeating: "0", count: decimals - have) }
  } else if decimals > 0 {
    s += "." + String(repeating: "0", count: decimals)
  }
  return s
}
