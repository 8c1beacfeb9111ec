// Given, do not change this file: the one place that knows which Router each variant gets.

/// Creates the Router for a variant, so the View and the Presenter never change for an experiment:
/// the module is assembled with whatever Router this returns.
@MainActor enum ReviewListRouterFactory {
  static func router(for variant: Variant) -> ReviewListRouter {
    switch variant {
    case .a: ReviewListRouterImpl()
    case .b: ReviewListRouterV2()
    }
  }
}
