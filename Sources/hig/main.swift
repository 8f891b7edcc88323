import Foundation
import HIGKit

// hig: parses arguments, calls HIGKit, prints. All logic lives in the library.
let status = HIG.main(Array(CommandLine.arguments.dropFirst()))
exit(status)
