import Foundation

/// The id git gives a file's contents, `git hash-object FILE`: the SHA-1 of `blob <size>\0` and the bytes. The
/// shipped tests are listed by it, so that a check can tell an edited test without git (a download has no
/// `.git`). Foundation on Linux has no SHA-1, hence these few lines.
package enum GitBlobID {
  /// The 40 lowercase hex digits of `data`'s blob id.
  package static func of(_ data: Data) -> String {
    var message = Array("blob \(data.count)\0".utf8) + Array(data)
    let length = UInt64(message.count) * 8
    message.append(0x80)
    while message.count % 64 != 56 { message.append(0) }
    message += (0..<8).map { UInt8(truncatingIfNeeded: length >> (56 - 8 * UInt64($0))) }

    var h: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0]
    var w = [UInt32](repeating: 0, count: 80)
    for chunk in stride(from: 0, to: message.count, by: 64) {
      for i in 0..<16 {
        w[i] = (0..<4).reduce(0) { $0 << 8 | UInt32(message[chunk + 4 * i + $1]) }
      }
      for i in 16..<80 {
        let x = w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16]
        w[i] = x << 1 | x >> 31
      }
      var (a, b, c, d, e) = (h[0], h[1], h[2], h[3], h[4])
      for i in 0..<80 {
        let (f, k): (UInt32, UInt32) =
          switch i {
          case 0..<20: (b & c | ~b & d, 0x5A82_7999)
          case 20..<40: (b ^ c ^ d, 0x6ED9_EBA1)
          case 40..<60: (b & c | b & d | c & d, 0x8F1B_BCDC)
          default: (b ^ c ^ d, 0xCA62_C1D6)
          }
        let next = (a << 5 | a >> 27) &+ f &+ e &+ k &+ w[i]
        (e, d, c, b, a) = (d, c, b << 30 | b >> 2, a, next)
      }
      h = [h[0] &+ a, h[1] &+ b, h[2] &+ c, h[3] &+ d, h[4] &+ e]
    }
    return h.map { word in
      let hex = String(word, radix: 16)
      return String(repeating: "0", count: 8 - hex.count) + hex
    }.joined()
  }
}
