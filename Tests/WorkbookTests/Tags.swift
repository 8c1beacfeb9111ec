import Testing

extension Tag {
  /// A test that builds packages and runs tools for a minute or more; it runs only when `WORKBOOK_SLOW_TESTS`
  /// is set.
  @Tag static var slow: Self
}
