// iOS 17 APIs the docs' examples use that the iPhoneOS 16.5 SDK lacks, declared as iOS 17's SDK
// does, for scripts/ios-sdk-typecheck only (they do nothing).
import SwiftUI

extension View {
  func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View { self }
}
