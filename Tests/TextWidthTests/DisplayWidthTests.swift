import Testing

@testable import TextWidth

@Suite("Text is measured and laid out by terminal columns")
struct DisplayWidthTests {
  @Test(
    "ASCII takes one column, CJK and emoji two, a combining accent none",
    arguments: [
      ("abc", 3), ("肖申克", 6), ("⭐️", 2), ("⭐️ 9.3", 6), ("e\u{301}", 1), ("１２", 4), ("👨‍👩‍👧", 2), ("", 0),
    ])
  func widths(text: String, columns: Int) {
    #expect(text.displayWidth == columns)
  }

  @Test(
    "code points that stand alone count by themselves, and the character the last of them begins keeps its own width",
    arguments: [
      ("ab#️⃣", 4), ("ab1\u{20E3}", 3), ("xe\u{301}y", 3), ("  1  The Godfather (1972)   ⭐️ 9.2", 34),
      ("abc\u{7}", 5), ("a\r\nb", 6), ("ab肖", 4), ("a\u{1F1EB}\u{1F1F7}", 3),
      // CJK, kana and box drawing stand alone too, until a mark, a joiner or a selector joins the last.
      ("肖申克\u{301}的", 8), ("カ\u{3099}ア", 4), ("╭──╮ ⭐️", 7), ("中#\u{FE0F}\u{20E3}", 4),
      ("Ω\u{20DD}é", 2), ("你好👨‍👩‍👧", 6), ("　全角１", 8), ("一\u{200D}二", 4), ("Ａ\u{FF9E}", 2),
      // An emoji is measured with its variation selector, unless something that may join it follows.
      ("│ ⭐️ 9.3 │", 10), ("⭐️⭐︎⭐", 6), ("✂\u{FE0E}✂\u{FE0F}✂", 4), ("中文⭐️", 6), ("🇫🇷a", 3),
      ("👍🏽!", 3), ("a😀\u{200D}", 3), ("가각", 4), ("a\u{16FF0}", 1),
    ])
  func standingAloneThenOther(text: String, columns: Int) {
    #expect(text.displayWidth == columns)
    #expect(text.displayWidth == text.reduce(0) { $0 + $1.displayWidth })
    #expect(
      Substring(text).dropFirst().displayWidth
        == text.dropFirst().reduce(0) { $0 + $1.displayWidth })
  }

  @Test(
    "vertical and small forms, Tangut and the Kana Supplement take two columns each, as CJK does",
    arguments: [
      "︐︑︒︓︔︕︖︗︘︙",  // U+FE10 to U+FE19
      "﹐﹑﹒﹔﹕﹖﹗﹘﹙﹚﹛﹜﹝﹞﹟﹠﹡﹢﹣﹤﹥﹦﹨﹩﹪﹫",  // U+FE50 to U+FE6B, but for the unassigned FE53 and FE67
      "\u{17000}\u{17001}\u{187F7}",  // Tangut ideographs
      "\u{1B000}\u{1B001}\u{1B0FF}",  // the Kana Supplement
      "肖申克的救赎", "１２", "︰",
    ])
  func eastAsianWide(text: String) {
    #expect(text.allSatisfy { $0.displayWidth == 2 })
    #expect(text.displayWidth == 2 * text.count)
  }

  @Test(
    "an emoji takes two columns when it is shown as emoji, and one when U+FE0E asks for text",
    arguments: [
      ("1️⃣", 2), ("#️⃣", 2), ("*️⃣", 2), ("⭐️", 2), ("⭐", 2), ("☺\u{FE0F}", 2), ("☝🏽", 2), ("🇫🇷", 2),
      ("🏳️‍🌈", 2), ("👨‍👩‍👧", 2),
      // Text: U+FE0E, or a text-style emoji with nothing that asks for emoji. A wide one stays wide.
      ("☺\u{FE0E}", 1), ("☺", 1), ("1", 1), ("1\u{20E3}", 1), ("⭐\u{FE0E}", 2),
    ])
  func emoji(text: String, columns: Int) {
    #expect(text.count == 1)
    #expect(text.displayWidth == columns)
  }

  @Test(
    "marks and zero-width characters take no column, a control its visible form's, and Ambiguous characters one",
    arguments: [
      ("\u{301}", 0), ("e\u{301}", 1), ("\u{200B}", 0), ("\u{200D}", 0), ("\u{FEFF}", 0),
      ("\u{FE0F}", 0),
      // BEL is written ^G, and NEL (a C1 control) M-^E.
      ("\u{7}", 2), ("\u{85}", 4),
      // Ambiguous: narrow, as most terminals draw them. The soft hyphen is drawn as a hyphen.
      ("±", 1), ("…", 1), ("Ω", 1), ("\u{AD}", 1),
    ])
  func zeroAndAmbiguous(text: String, columns: Int) {
    #expect(text.displayWidth == columns)
  }

  @Test("truncating cuts to the width and ends in an ellipsis only when something was cut")
  func truncating() {
    #expect("Shawshank".truncated(toWidth: 20) == "Shawshank")
    #expect("Shawshank".truncated(toWidth: 6) == "Shaws…")
    #expect("肖申克的救赎".truncated(toWidth: 6) == "肖申…")
    #expect("肖申克的救赎".truncated(toWidth: 7) == "肖申克…")
  }

  @Test("padding fills to exactly the width, on either side")
  func padding() {
    #expect("电影".padded(toWidth: 6) == "电影  ")
    #expect("9.3".padded(toWidth: 5, alignment: .right) == "  9.3")
    #expect("The Godfather".padded(toWidth: 5).displayWidth == 5)
  }

  @Test("wrapping breaks at spaces, and inside a word only when it must", arguments: [20, 7, 3])
  func wrapping(width: Int) {
    let text = "Two imprisoned men bond over a number of years 肖申克的救赎是一部电影"
    let lines = text.wrapped(toWidth: width)
    #expect(lines.allSatisfy { $0.displayWidth <= width })
    #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " })
  }

  @Test("Chinese breaks between characters, as Chinese is set, and fills each line")
  func chineseWrapping() {
    #expect(
      "一个对象一旦没有任何强引用指向它，Swift 就会释放它。".wrapped(toWidth: 20)
        == ["一个对象一旦没有任何", "强引用指向它，Swift", "就会释放它。"])
    // A piece too wide for any line fills what is left of the line, as a long English word does.
    #expect("阅读：README.md".wrapped(toWidth: 8) == ["阅读：RE", "ADME.md"])
  }

  @Test("a closing mark never starts a line, and an opening mark never ends one")
  func chineseMarks() {
    #expect("好的，走吧".wrapped(toWidth: 4) == ["好", "的，", "走吧"])
    #expect("第一（第二）".wrapped(toWidth: 6) == ["第一", "（第", "二）"])
    // From 6 columns, the widest piece that cannot be broken (`吧。”`) fits on a line.
    for width in 6...12 {
      for line in "他说：“我们走吧。”（第 3 阶段）然后呢？".wrapped(toWidth: width) {
        #expect(!"，。：；！？）”".contains(line.first ?? " "), "\(width): \(line)")
        #expect(!"（“".contains(line.last ?? " "), "\(width): \(line)")
      }
    }
  }

  @Test(
    "spaces between words, however many, make one break or one space; a word wider than a line fills it",
    arguments: [
      ("  lead  and   many spaces  ", 8, ["lead and", "many", "spaces"]),
      ("a supercalifragilistic word", 6, ["a supe", "rcalif", "ragili", "stic", "word"]),
      ("abcde fghijklm", 6, ["abcde", "fghijk", "lm"]),
      ("one two three four", 9, ["one two", "three", "four"]), ("     ", 2, [""]),
      ("ab cd", 1, ["a", "b", "c", "d"]), ("x", 0, []),
    ])
  func spacesAndLongWords(text: String, width: Int, lines: [String]) {
    #expect(text.wrapped(toWidth: width) == lines)
  }

  @Test(
    "a line holds as many words as fit, the next word would not have fitted on it, and ASCII text wraps as word by word"
  )
  func greedyWrapping() {
    // Texts of words from 1 to 12 letters, with one to three spaces between them, from a fixed seed, at
    // widths from 1 to 40: some words are wider than a line.
    var seed: UInt64 = 42
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(seed >> 33) % bound
    }
    for _ in 0..<300 {
      let words = (0..<(1 + next(20))).map { _ in String(repeating: "x", count: 1 + next(12)) }
      let text = words.map { $0 + String(repeating: " ", count: 1 + next(3)) }.joined()
      let width = 1 + next(40)
      let lines = text.wrapped(toWidth: width)
      // Text that fits is kept as it is, spaces and all.
      guard text.count > width else {
        #expect(lines == [text])
        continue
      }
      #expect(lines.allSatisfy { $0.count <= width })
      // The quick way for ASCII, when it applies, gives what the word-by-word loop gives.
      let quick = text.asciiLines(toWidth: width)
      #expect(quick == nil || quick == text.wordByWordLines(toWidth: width))
      guard words.allSatisfy({ $0.count <= width }) else {
        #expect(quick == nil)
        let letters: String = lines.joined().filter { $0 != " " }
        #expect(letters == words.joined())
        continue
      }
      #expect(lines.joined(separator: " ") == words.joined(separator: " "))
      for (line, following) in zip(lines, lines.dropFirst()) {
        let firstWord = following.prefix { $0 != " " }
        #expect(line.count + 1 + firstWord.count > width, "'\(line)' had room for '\(firstWord)'")
      }
    }
  }

  @Test("text that fits is not wrapped, and keeps its spaces")
  func fittingText() {
    #expect("a  b".wrapped(toWidth: 10) == ["a  b"])
    #expect("one two three".wrapped(toWidth: 7) == ["one two", "three"])
  }
}
