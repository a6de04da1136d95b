import Foundation
import MotionCLI

exit(MotionCommand.run(Array(CommandLine.arguments.dropFirst()), console: StandardConsole()))
