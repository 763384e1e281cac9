import Testing
@Test func placeholderE2E() { #expect(Bool(true)) }
