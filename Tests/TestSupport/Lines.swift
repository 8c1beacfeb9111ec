/// `text` split at each line feed, as `split(separator: "\n", omittingEmptySubsequences: false)` splits
/// text without `\r\n`, but from its bytes: in a debug build, a generic `split`, or Foundation's
/// `components(separatedBy:)`, took a large part of some tests' time.
public func lines(of text: String) -> [String] {
  var text = text
  return text.withUTF8 { bytes in
    var (lines, start, index) = ([String](), 0, 0)
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "\n") {
        lines.append(
          String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
        start = index + 1
      }
      index += 1
    }
    return lines + [String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)]
  }
}
