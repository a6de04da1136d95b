import MotionCLI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

// A reader that goes away (`| head -1`) is an `EPIPE` the console handles, not a fatal signal.
signal(SIGPIPE, SIG_IGN)
exit(MotionCommand.run(Array(CommandLine.arguments.dropFirst()), console: StandardConsole()))
