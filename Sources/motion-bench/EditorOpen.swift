import MotionLanguageServer

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The language server with many documents open: `didOpen` of 1,000 and then 4,000 small
/// documents in one session each (in process, no pipes), each open answered with its
/// diagnostics. Each analysis should cost the same however many documents are open, so 4x the
/// documents should take about 4x the time.
enum EditorOpen {
  struct Result {
    /// Seconds per `didOpen` with 1,000 and with 4,000 documents.
    var perOpen: Double
    var perOpenAt4x: Double
    var ratio: Double
  }

  static func measure(runs: Int, folder: String) -> Result {
    let small = Measure.best(of: runs) { session(documents: 1_000, folder: folder) }.seconds
    let large = Measure.best(of: runs) { session(documents: 4_000, folder: folder) }.seconds
    return Result(perOpen: small / 1_000, perOpenAt4x: large / 4_000, ratio: large / small)
  }

  /// One session: initialize, open `documents` documents, shut down. Returns the bytes sent.
  static func session(documents: Int, folder: String) -> Int {
    var sent = 0
    let server = LanguageServer(send: { sent += $0.count })
    func frame(_ body: String) -> [UInt8] {
      Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8)
    }
    server.process(
      frame(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{}}}"#))
    for index in 0..<documents {
      let uri = "file://\(folder)/editor/doc\(index).motion"
      server.process(
        frame(
          #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":"#
            + #"{"uri":"\#(uri)","languageId":"motion","version":1,"#
            + #""text":"target box\nmoveX 10 over 1s\n"}}}"#))
    }
    server.process(frame(#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#))
    return sent
  }
}
