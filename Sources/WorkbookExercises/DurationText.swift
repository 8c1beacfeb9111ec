extension Duration {
  /// The duration in seconds as a learner writes them in `WORKBOOK_TIMEOUT`: `30`, `0.5`, `2.25`, to the
  /// millisecond, so that a limit of half a second is never reported as 0.
  package var secondsText: String {
    let milliseconds = Int64((self / .milliseconds(1)).rounded())
    let (whole, fraction) = milliseconds.quotientAndRemainder(dividingBy: 1000)
    guard fraction > 0 else { return String(whole) }
    // Three digits without the zeros that end them: 500 is "5", 250 "25", 5 "005".
    var digits = String(String(fraction + 1000).dropFirst())
    while digits.hasSuffix("0") { digits.removeLast() }
    return "\(whole).\(digits)"
  }
}
