import Foundation
import FuzzDriver

exit(FuzzDriver.run { fuzzInterfaceBuilder($0, $1) })
