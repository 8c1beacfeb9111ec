/// A JSON value, as `JSONValue.parse(_:)` reads it from a movies file: all of JSON (RFC 8259), no more.
///
/// Why not Foundation's `JSONDecoder`: the stages import no Foundation, whose library slows every start of
/// a stage on Linux (docs/performance.md has the figure), and they need JSON only for `--movies`.
enum JSONValue: Equatable {
  case object([String: JSONValue])
  case array([JSONValue])
  case string(String)
  case number(Double)
  case bool(Bool)
  case null

  /// The deepest nesting of lists and objects it reads, so that `[[[[…` cannot overflow the stack.
  static let deepestNesting = 512

  /// The one value that `bytes` hold, with nothing but white space around it; `nil` if they are not
  /// valid JSON (or not valid UTF-8, or nested deeper than `deepestNesting`).
  static func parse(_ bytes: [UInt8]) -> JSONValue? {
    var reader = Reader(bytes: bytes)
    guard let value = reader.value(depth: 0) else { return nil }
    reader.skipWhiteSpace()
    return reader.index == bytes.count ? value : nil
  }
}

/// Reads JSON from the bytes, left to right; each method returns `nil` at the first byte that does not fit.
private struct Reader {
  let bytes: [UInt8]
  var index = 0

  mutating func skipWhiteSpace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
      index += 1
    }
  }

  /// Moves past `text` if it is next, after white space.
  mutating func skip(_ text: String) -> Bool {
    skipWhiteSpace()
    return skip(exactly: text)
  }

  /// Moves past `text` (`true`, `-`, `\u`) if it is the very next thing, with no white space first.
  mutating func skip(exactly text: String) -> Bool {
    guard bytes[index...].starts(with: text.utf8) else { return false }
    index += text.utf8.count
    return true
  }

  mutating func value(depth: Int) -> JSONValue? {
    skipWhiteSpace()
    guard index < bytes.count, depth < JSONValue.deepestNesting else { return nil }
    switch bytes[index] {
    case UInt8(ascii: "{"): return object(depth: depth + 1)
    case UInt8(ascii: "["): return array(depth: depth + 1)
    case UInt8(ascii: "\""): return string().map(JSONValue.string)
    case UInt8(ascii: "t"): return skip(exactly: "true") ? .bool(true) : nil
    case UInt8(ascii: "f"): return skip(exactly: "false") ? .bool(false) : nil
    case UInt8(ascii: "n"): return skip(exactly: "null") ? .null : nil
    default: return number().map(JSONValue.number)
    }
  }

  mutating func object(depth: Int) -> JSONValue? {
    index += 1  // {
    var members: [String: JSONValue] = [:]
    if skip("}") { return .object(members) }
    repeat {
      guard let key = string(), skip(":"), let value = value(depth: depth) else { return nil }
      members[key] = value
    } while skip(",")
    return skip("}") ? .object(members) : nil
  }

  mutating func array(depth: Int) -> JSONValue? {
    index += 1  // [
    var elements: [JSONValue] = []
    if skip("]") { return .array(elements) }
    repeat {
      guard let element = value(depth: depth) else { return nil }
      elements.append(element)
    } while skip(",")
    return skip("]") ? .array(elements) : nil
  }

  /// A string, from its opening quote (after white space) to its closing one, with its escapes undone.
  mutating func string() -> String? {
    guard skip("\"") else { return nil }
    var utf8: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return String(validating: utf8, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard let scalar = escape() else { return nil }
        utf8 += Array(String(Character(scalar)).utf8)
      case 0x00..<0x20:
        return nil  // A control character must be escaped.
      default:
        utf8.append(byte)
      }
    }
    return nil
  }

  /// The character that an escape stands for, read after its backslash.
  mutating func escape() -> Unicode.Scalar? {
    guard index < bytes.count else { return nil }
    let letter = bytes[index]
    index += 1
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(letter)
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      guard let unit = hexUnit() else { return nil }
      // Outside the Basic Multilingual Plane a character is two escapes: a UTF-16 surrogate pair.
      guard (0xD800..<0xDC00).contains(unit) else { return Unicode.Scalar(unit) }
      guard skip(exactly: "\\u"), let second = hexUnit(), (0xDC00..<0xE000).contains(second) else {
        return nil
      }
      let high = UInt32(unit - 0xD800) << 10
      let low = UInt32(second - 0xDC00)
      return Unicode.Scalar(0x10000 + high + low)
    default: return nil
    }
  }

  /// The four hexadecimal digits of a `\u` escape.
  mutating func hexUnit() -> UInt16? {
    guard index + 4 <= bytes.count else { return nil }
    let digits = String(decoding: bytes[index..<index + 4], as: UTF8.self)
    // Digits only: `UInt16(_:radix:)` alone would also take a sign, `+fff`.
    guard digits.allSatisfy(\.isHexDigit), let unit = UInt16(digits, radix: 16) else { return nil }
    index += 4
    return unit
  }

  /// A number in JSON's own syntax: `-`, whole part without leading zeros, fraction, exponent.
  mutating func number() -> Double? {
    let start = index
    _ = skip(exactly: "-")
    guard skip(exactly: "0") || skipDigits() else { return nil }
    if skip(exactly: ".") {
      guard skipDigits() else { return nil }
    }
    if skip(exactly: "e") || skip(exactly: "E") {
      _ = skip(exactly: "+") || skip(exactly: "-")
      guard skipDigits() else { return nil }
    }
    return Double(String(decoding: bytes[start..<index], as: UTF8.self))
  }

  /// Moves past one or more decimal digits; `false` if there is none.
  mutating func skipDigits() -> Bool {
    let start = index
    while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
      index += 1
    }
    return index > start
  }
}
