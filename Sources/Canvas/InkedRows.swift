extension Surface {
  /// The bands of rows holding any ink (a pixel that is not fully clear),
  /// each widened by `margin` rows on both sides and kept within the
  /// surface; bands that meet are merged. A picture of a few words over a
  /// large clear surface is worked on in these bands alone (`blur(radius:rows:)`).
  /// Reading the clear rows costs time but no memory: pages never written
  /// read as zeros without being backed.
  public func inkedRows(margin: Int) -> [Range<Int>] {
    let margin = max(0, margin)
    var bands: [Range<Int>] = []
    withPixels { p, rowLength in
      for y in 0..<pixelHeight {
        let row = p + y * rowLength
        var inked = false
        for x in 0..<pixelWidth where row[x] != 0 {
          inked = true
          break
        }
        guard inked else { continue }
        let band = max(0, y - margin)..<min(pixelHeight, y + margin + 1)
        if let last = bands.last, last.upperBound >= band.lowerBound {
          bands[bands.count - 1] = last.lowerBound..<max(last.upperBound, band.upperBound)
        } else {
          bands.append(band)
        }
      }
    }
    return bands
  }
}
