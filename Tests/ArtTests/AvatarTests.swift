import Art
import Basics
import Canvas
import Glibc
import Testing

/// Renders the six avatars bare and in their circles at the sizes the screens
/// use, and checks what a broken drawing would get wrong: the bare heads are cut
/// out, the six can be told apart at 64 pt, painting is repeatable. With
/// `HOMEVIEW_LOOK_AT=DIR` the pictures land in DIR/art/avatars for a person to look at.
@MainActor
struct AvatarTests {
  static let lookAt = getenv("HOMEVIEW_LOOK_AT").map { String(cString: $0) }

  func render(_ a: Avatar, size: Int, circle: Bool, scale: Double = 1) -> Surface {
    let s = Surface(size: Size(Double(size), Double(size)), scale: scale)
    let c = Canvas(surface: s)
    let r = Rect(x: 0, y: 0, width: Double(size), height: Double(size))
    if circle { a.drawInCircle(c, in: r) } else { a.draw(c, in: r) }
    return s
  }

  func pixels(_ s: Surface) -> [UInt32] {
    s.withPixels { p, row in
      (0..<s.pixelHeight).flatMap { y in (0..<s.pixelWidth).map { x in p[y * row + x] } }
    }
  }

  static func channels(_ v: UInt32) -> [Int] { [Int(v >> 24), Int((v >> 16) & 0xFF), Int((v >> 8) & 0xFF), Int(v & 0xFF)] }

  /// Mean absolute difference per channel over all pixels, 0…255.
  func difference(_ a: [UInt32], _ b: [UInt32]) -> Double {
    var total = 0
    for (x, y) in zip(a, b) {
      let p = Self.channels(x), q = Self.channels(y)
      for k in 0..<4 { total += abs(p[k] - q[k]) }
    }
    return Double(total) / Double(a.count * 4)
  }

  @Test func writesEveryAvatarAndTheSheet() throws {
    let dir = Self.lookAt.map { $0 + "/art/avatars" }
    if let look = Self.lookAt, let dir {
      mkdir(look + "/art", 0o755)
      mkdir(dir, 0o755)
      for a in Avatar.allCases {
        try render(a, size: 200, circle: false).writePNG(to: "\(dir)/\(a.rawValue)-200.png")
        try render(a, size: 200, circle: true).writePNG(to: "\(dir)/\(a.rawValue)-200-circle.png")
        try render(a, size: 64, circle: false).writePNG(to: "\(dir)/\(a.rawValue)-64.png")
        try render(a, size: 64, circle: true).writePNG(to: "\(dir)/\(a.rawValue)-64-circle.png")
        // A large one for looking at the details.
        try render(a, size: 480, circle: true).writePNG(to: "\(dir)/\(a.rawValue)-480-circle.png")
      }
    }
    // The sheet: the Recognizing row at 64 pt on light and on dark, then the big ring size.
    let gap = 20.0, big = 200.0, small = 64.0
    let width = 6 * big + 7 * gap
    let height = gap * 4 + small * 2 + big
    let sheet = Surface(size: Size(width, height), scale: 1)
    let c = Canvas(surface: sheet)
    c.fill(Rect(x: 0, y: 0, width: width, height: height), Color(hex: 0xF5F5F7))
    c.fill(Rect(x: 0, y: gap * 1.5 + small, width: width, height: small + gap), Color(hex: 0x26303A))
    for (i, a) in Avatar.allCases.enumerated() {
      let x = gap + Double(i) * (big + gap)
      a.drawInCircle(c, in: Rect(x: x + (big - small) / 2, y: gap, width: small, height: small))
      a.drawInCircle(c, in: Rect(x: x + (big - small) / 2, y: gap * 2 + small, width: small, height: small))
      a.drawInCircle(c, in: Rect(x: x, y: gap * 3 + small * 2, width: big, height: big))
    }
    if let dir { try sheet.writePNG(to: "\(dir)/sheet.png") }
    // The bare heads on a neutral grey, to see the cut-out edges.
    let bare = Surface(size: Size(width, gap * 3 + small + big), scale: 1)
    let b = Canvas(surface: bare)
    b.fill(Rect(x: 0, y: 0, width: width, height: bare.size.height), Color(hex: 0x9AA0A8))
    for (i, a) in Avatar.allCases.enumerated() {
      let x = gap + Double(i) * (big + gap)
      a.draw(b, in: Rect(x: x + (big - small) / 2, y: gap, width: small, height: small))
      a.draw(b, in: Rect(x: x, y: gap * 2 + small, width: big, height: big))
    }
    if let dir { try bare.writePNG(to: "\(dir)/sheet-bare.png") }
    #expect(sheet.pixel(x: 2, y: 2) == 0xFFF5_F5F7)
  }

  @Test(arguments: Avatar.allCases)
  func bareHeadsAreCutOut(_ a: Avatar) {
    for size in [64, 200] {
      let s = render(a, size: size, circle: false)
      let last = size - 1
      for (x, y) in [(0, 0), (last, 0), (0, last), (last, last)] {
        #expect(s.pixel(x: x, y: y) >> 24 == 0, "\(a) at \(size): corner (\(x), \(y)) should be transparent")
      }
      // The middle of the face and the neck are solid.
      #expect(s.pixel(x: size / 2, y: size / 2) >> 24 == 255, "\(a) at \(size): the face should be opaque")
      #expect(s.pixel(x: size / 2, y: size * 8 / 10) >> 24 == 255, "\(a) at \(size): the neck should be opaque")
    }
  }

  @Test(arguments: Avatar.allCases)
  func circlesAreFilledWithThePersonsGradient(_ a: Avatar) {
    let s = render(a, size: 200, circle: true)
    #expect(s.pixel(x: 0, y: 0) >> 24 == 0, "outside the circle stays transparent")
    #expect(s.pixel(x: 100, y: 100) >> 24 == 255)
    // Inside the circle's left edge, clear of hair: the gradient 40 % of the way down.
    let seen = Self.channels(s.pixel(x: 8, y: 80))
    let (t, b) = a.circleColors
    for (k, shift) in [16, 8, 0].enumerated() {
      let want = Double((t >> UInt32(shift)) & 0xFF) * 0.6 + Double((b >> UInt32(shift)) & 0xFF) * 0.4
      #expect(abs(Double(seen[k + 1]) - want) < 30, "\(a): circle at (8, 80) is \(seen), want about \(want) in channel \(k)")
    }
  }

  /// At 64 pt every pair must differ clearly: over the whole bare head, and over
  /// its top half alone (hair, hijab, glasses), where the people differ most.
  @Test func sixAreToldApartAt64() {
    let bare = Avatar.allCases.map { pixels(render($0, size: 64, circle: false)) }
    let top = bare.map { Array($0[0..<(64 * 30)]) }
    var report: [String] = []
    for i in 0..<6 {
      for j in (i + 1)..<6 {
        let a = Avatar.allCases[i], b = Avatar.allCases[j]
        let d = difference(bare[i], bare[j])
        let t = difference(top[i], top[j])
        report.append("\(a)/\(b) \(Int(d)) \(Int(t))")
        #expect(d > 15, "\(a) and \(b) differ by only \(d) per channel at 64 pt")
        #expect(t > 10, "\(a) and \(b): the tops of their heads differ by only \(t) per channel")
      }
    }
    print("avatar differences (whole, top half):", report.joined(separator: ", "))
  }

  /// The hair colours docs/screens.md §3 names, measured at 64 pt in the middle of the crown.
  @Test func hairColoursMatchTheSeed() {
    func crown(_ a: Avatar) -> [Int] {
      let s = render(a, size: 64, circle: false)
      var sum = [0, 0, 0]
      for y in 9..<13 { for x in 26..<38 { let p = Self.channels(s.pixel(x: x, y: y)); for k in 0..<3 { sum[k] += p[k + 1] } } }
      return sum.map { $0 / 48 }
    }
    let white = crown(.grandma), red = crown(.leo), black = crown(.mei), brown = crown(.sophie), dark = crown(.dev)
    #expect(white.allSatisfy { $0 > 170 }, "Grandma's hair is white: \(white)")
    #expect(red[0] > 150 && red[0] > red[2] + 80, "Leo's hair is red: \(red)")
    #expect(black.allSatisfy { $0 < 70 }, "Mei's hair is black: \(black)")
    #expect(dark.allSatisfy { $0 < 90 }, "Dev's hair is dark: \(dark)")
    #expect(brown[0] > brown[2] + 30 && brown[0] > 70 && brown[0] < 220, "Sophie's hair is brown: \(brown)")
  }

  @Test func paintingIsDeterministic() {
    for a in Avatar.allCases {
      #expect(pixels(render(a, size: 120, circle: true)) == pixels(render(a, size: 120, circle: true)), "\(a)")
      #expect(pixels(render(a, size: 90, circle: false, scale: 2)) == pixels(render(a, size: 90, circle: false, scale: 2)), "\(a)")
    }
  }

  @Test func circleColoursFollowTheSeed() {
    #expect(Avatar.allCases.map(\.rawValue) == ["grandma", "amira", "leo", "mei", "dev", "sophie"])
    #expect(Avatar.sophie.circleColors == (0x86E390, 0x2EAF47))
    #expect(Avatar.grandma.circleColors == (0xFF7EC4, 0xC8238F))
  }
}
