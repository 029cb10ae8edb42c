import Foundation
import FuzzDriver

exit(FuzzDriver.run { fuzzVisualFormat($0, $1) })
