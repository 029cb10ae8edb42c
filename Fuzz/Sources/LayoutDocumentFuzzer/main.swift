import Foundation
import FuzzDriver

exit(FuzzDriver.run { fuzzLayoutDocument($0, $1) })
