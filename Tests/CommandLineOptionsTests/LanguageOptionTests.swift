import Localization
import Testing

@testable import CommandLineOptions

@Suite("--lang, which every command takes anywhere on its command line")
struct LanguageOptionTests {
  @Test("--lang and its value are taken out wherever they stand, and the others keep their order")
  func takenOut() throws {
    let (language, others) = try Language.take(
      from: ["check", "--lang", "zh-Hans", "01", "--lang=en", "--all"])
    #expect(language == .english)
    #expect(others == ["check", "01", "--all"])
    let (none, all) = try Language.take(from: ["list", "--language"])
    #expect(none == nil)
    #expect(all == ["list", "--language"])
  }

  @Test(
    "--lang without a value, or with another option after it, or with an empty one, is a usage error"
  )
  func missingValue() {
    for arguments in [["--lang"], ["--lang", "--help"], ["--lang="]] {
      #expect(throws: UsageError.self, "\(arguments)") { try Language.take(from: arguments) }
    }
    #expect(throws: UsageError("Missing value for '--lang <language>'")) {
      try Language.take(from: ["--lang"])
    }
  }

  @Test("A --lang that names no language lists the two there are")
  func unknownLanguage() {
    #expect(
      throws: UsageError(
        "The value 'zh' is invalid for '--lang <language>'. Please provide one of 'en' and 'zh-Hans'."
      )
    ) { try Language.take(from: ["--lang", "zh"]) }
  }

  @Test("localized(en:zh:) gives the text of the current language")
  func localizedText() {
    #expect(localized(en: "Hello", zh: "你好") == "Hello")
    Language.$current.withValue(.simplifiedChinese) {
      #expect(localized(en: "Hello", zh: "你好") == "你好")
    }
  }
}
