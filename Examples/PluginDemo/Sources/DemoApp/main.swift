import Foundation
print(Bundle.module.localizedString(forKey: "iRateRateButton", value: nil, table: nil))
