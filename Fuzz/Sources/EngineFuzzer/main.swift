import Foundation
import FuzzDriver

exit(FuzzDriver.run { fuzzEngine($0, $1) })
