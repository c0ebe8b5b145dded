/// The lines `drawText` laid out lately on one thread, so a redraw that draws
/// the same words in the same style again (a card's name and status each time
/// its band is redrawn) does not shape them again: shaping was a quarter of a
/// timer card's frame. Two generations of `capacity` each: a layout used from
/// either lands in the current one, and when that is full the older is
/// dropped, so what a screen keeps drawing stays and what it stopped drawing
/// goes.
struct RecentLayouts {
  static let capacity = 128
  private var current: [FontSystem.ReusedKey: TextLayout] = [:]
  private var previous: [FontSystem.ReusedKey: TextLayout] = [:]

  /// How many layouts are kept.
  var count: Int { current.count + previous.count }

  mutating func layout(_ text: String, style: TextStyle) -> TextLayout {
    let key = FontSystem.ReusedKey(text: text, style: style)
    if let layout = current[key] { return layout }
    let layout = previous.removeValue(forKey: key) ?? TextLayout(text, style: style)
    if current.count >= Self.capacity {
      previous = current
      current = [:]
    }
    current[key] = layout
    return layout
  }
}
