import CommandLineOptions
import Localization
import TextWidth

// The A/B test's command-line options, apart from the assignment itself (`ABTest.swift`), which needs no
// command line.
extension OptionSpec<StageOptions> {
  /// `--variant A|B`, which both stage 3s take.
  public static var variant: Self {
    OptionSpec(
      "--variant", value: "variant", choices: Variant.self,
      help: localized(
        en: "Which detail design to show: A (v1) or B (the redesign).",
        zh: "显示哪种详情页设计：A（v1）或 B（新设计）。")
    ) { $0.variant = $1 }
  }

  /// `--user <id>`, which both stage 3s take; a blank id is refused.
  public static var user: Self {
    OptionSpec(
      "--user", value: "id",
      help: localized(
        en: "Choose the variant from this user's A/B bucket.",
        zh: "按这个用户所在的 A/B 桶选择方案。")
    ) { options, user throws(InvalidValue) in
      guard !user.trimmingSpaces.isEmpty else {
        throw InvalidValue(
          localized(en: "give a user id that is not blank", zh: "请给出一个非空白的用户 id"))
      }
      options.user = user
    }
  }
}
