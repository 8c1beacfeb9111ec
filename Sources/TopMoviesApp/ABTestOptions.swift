import CommandLineOptions
import Localization
import TextWidth

// The A/B test's command-line options, apart from the assignment itself (`ABTest.swift`), which needs no
// command line.
extension VariantAssignment {
  /// `--variant A|B`, which both stage 3s take.
  public static var variantOption: OptionSpec {
    OptionSpec(
      "--variant", value: "variant", choices: ["A", "B"],
      help: localized(
        en: "Which detail design to show: A (v1) or B (the redesign).",
        zh: "显示哪种详情页设计：A（v1）或 B（新设计）。"))
  }

  /// `--user <id>`, which both stage 3s take.
  public static var userOption: OptionSpec {
    OptionSpec(
      "--user", value: "id",
      help: localized(
        en: "Choose the variant from this user's A/B bucket.",
        zh: "按这个用户所在的 A/B 桶选择方案。"))
  }

  /// The assignment that a stage's `--variant` and `--user` ask for; a blank user id is a usage error.
  public static func assign(_ options: StageOptions) throws(UsageError) -> VariantAssignment {
    let user = options.arguments.values[userOption.name]
    if let user, user.trimmingSpaces.isEmpty {
      throw .invalidValue(
        user, for: userOption,
        localized(en: "give a user id that is not blank", zh: "请给出一个非空白的用户 id"))
    }
    let variant = options.arguments.values[variantOption.name].flatMap(Variant.init)
    return assign(variant: variant, user: user)
  }
}
