import Foundation
import FuzzDriver

exit(FuzzDriver.run { fuzzEquation($0, $1) })
