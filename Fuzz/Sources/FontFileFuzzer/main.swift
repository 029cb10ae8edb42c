import Foundation
import FuzzDriver

exit(FuzzDriver.run { fuzzFontFile($0, $1) })
