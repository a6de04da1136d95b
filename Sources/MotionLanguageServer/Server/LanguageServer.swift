import MotionCompiler

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// The `.motion` language server: the compiler's diagnostics, timing, suggestions, fix-its and
/// formatter, served over the Language Server Protocol.
///
/// Design: a state machine that never blocks and never touches standard streams. Bytes go in
/// with ``receive(_:)``, which cuts them into messages and queues them; ``handleNextMessage()``
/// answers one; framed replies leave through the `send` function given at creation. The
/// connection (``LanguageServerConnection``) drives it from a real stream, tests drive it
/// directly with scripted bytes and a clock of their own.
///
/// - `$/cancelRequest` is applied when it is read, to requests still queued: they are answered
///   with `RequestCancelled`. (Requests run one at a time and are short, so one already
///   running is finished.)
/// - Diagnostics are published when a document opens, and after edits once the document has
///   been quiet for ``Configuration/debounce`` seconds (``nextDeadline``,
///   ``publishDueDiagnostics()``). A document that imports an edited one is checked again too.
/// - Every document is compiled by ``Compiler/analyze(_:options:limits:)`` at most once per
///   state of the open buffers, and imports read open buffers before files on disk.
/// - Nothing a client sends can stop the server but `exit`: malformed messages get error
///   responses, unknown methods `MethodNotFound`.
public final class LanguageServer {
  /// Settings from the command line.
  public struct Configuration: Sendable {
    /// The folder imports may read from (`--root`; default: each spec's own folder).
    public var root: String?
    /// Where diagnostic codes link to: the code's page is `BASE/M0100.md` (`--docs`).
    public var docsBase: String?
    /// How long a document must be quiet after an edit before it is checked again, in seconds.
    public var debounce: Double
    /// The version `serverInfo` reports.
    public var version: String

    public init(
      root: String? = nil, docsBase: String? = nil, debounce: Double = 0.2,
      version: String = "0.1.0"
    ) {
      self.root = root
      self.docsBase = docsBase
      self.debounce = debounce
      self.version = version
    }
  }

  private enum Lifecycle {
    case starting, running, shuttingDown
  }

  /// One queued thing to answer.
  private enum Pending {
    case message(IncomingMessage)
    case failure(DecodingFailure)
    case malformedHeader(String)
  }

  let configuration: Configuration
  private let send: ([UInt8]) -> Void
  private let clock: () -> Double
  private let transcript: Transcript?
  private var framer = MessageFramer()
  private var queue: [Pending] = []
  private var queueStart = 0
  private var cancelled: Set<RequestID> = []
  private var lifecycle = Lifecycle.starting
  /// The exit status, once `exit` has been received (0 after `shutdown`, else 1).
  public private(set) var exitCode: Int32?
  /// The position encoding agreed in `initialize`.
  public private(set) var encoding = PositionEncoding.utf16

  var documents: [String: TextDocument] = [:]
  private var openFiles = OpenFiles()
  /// Bumped on every change of any open document: analyses of an older generation are stale.
  private var generation = 0
  private var analyses: [String: (generation: Int, analysis: Analysis)] = [:]
  private var imports = ImportIndex()
  /// Per document, when its diagnostics are due.
  private var dueDiagnostics: [String: Double] = [:]

  /// A server that writes framed messages with `send`, reads time from `clock` (seconds,
  /// never going back) and logs messages to `transcript`.
  public init(
    configuration: Configuration = Configuration(), transcript: Transcript? = nil,
    clock: @escaping () -> Double = { ProcessInfo.processInfo.systemUptime },
    send: @escaping ([UInt8]) -> Void
  ) {
    self.configuration = configuration
    self.transcript = transcript
    self.clock = clock
    self.send = send
  }

  // MARK: Input

  /// Takes bytes from the client: queues every complete message, and applies each
  /// `$/cancelRequest` to the requests still queued.
  public func receive(_ bytes: [UInt8]) {
    framer.append(bytes)
    while let frame = framer.next() {
      switch frame {
      case .malformedHeader(let problem):
        transcript?.note("malformed header: \(problem)")
        enqueue(.malformedHeader(problem))
      case .body(let body):
        transcript?.incoming(body)
        switch IncomingMessage.decode(body) {
        case .success(.notification(let method, let params)) where method == "$/cancelRequest":
          if let id = params["id"].flatMap(RequestID.init), isQueued(id) { cancelled.insert(id) }
        case .success(let message): enqueue(.message(message))
        case .failure(let failure): enqueue(.failure(failure))
        }
      }
    }
  }

  private func enqueue(_ pending: Pending) {
    queue.append(pending)
  }

  private func isQueued(_ id: RequestID) -> Bool {
    queue[queueStart...].contains {
      if case .message(.request(let queued, _, _)) = $0 { return queued == id }
      return false
    }
  }

  /// Whether messages are waiting to be answered.
  public var hasPendingMessages: Bool { queueStart < queue.count }

  /// Answers the oldest queued message.
  public func handleNextMessage() {
    guard queueStart < queue.count else { return }
    let pending = queue[queueStart]
    queueStart += 1
    if queueStart == queue.count {
      queue.removeAll(keepingCapacity: true)
      queueStart = 0
    }
    switch pending {
    case .malformedHeader(let problem):
      write(OutgoingMessage.error(id: nil, ResponseError(.parseError, problem)))
    case .failure(let failure):
      write(OutgoingMessage.error(id: failure.id, failure.error))
    case .message(.response):
      break
    case .message(.request(let id, let method, let params)):
      if cancelled.remove(id) != nil {
        write(OutgoingMessage.error(id: id, ResponseError(.requestCancelled, "cancelled")))
        return
      }
      do {
        write(OutgoingMessage.response(id: id, result: try answer(method, params)))
      } catch {
        write(OutgoingMessage.error(id: id, error))
      }
    case .message(.notification(let method, let params)):
      handleNotification(method, params)
    }
  }

  /// Receives `bytes` and answers everything they hold (for tests and simple drivers).
  public func process(_ bytes: [UInt8]) {
    receive(bytes)
    while hasPendingMessages, exitCode == nil { handleNextMessage() }
  }

  /// The input ended: without `exit`, the server stops as `exit` would have made it.
  public func endOfInput() {
    if exitCode == nil { exitCode = lifecycle == .shuttingDown ? 0 : 1 }
  }

  // MARK: Output

  private func write(_ message: JSONValue) {
    let body = message.serialized
    transcript?.outgoing(body)
    send(MessageFramer.frame(body))
  }

  func notify(_ method: String, _ params: JSONValue) {
    write(OutgoingMessage.notification(method, params))
  }

  // MARK: Requests

  private func answer(_ method: String, _ params: JSONValue) throws(ResponseError) -> JSONValue {
    guard let request = RequestMethod(rawValue: method) else {
      throw ResponseError(.methodNotFound, "no method `\(method)`")
    }
    switch lifecycle {
    case .starting:
      guard request == .initialize else {
        throw ResponseError(.serverNotInitialized, "the server has not been initialized")
      }
    case .running:
      if request == .initialize {
        throw ResponseError(.invalidRequest, "the server is initialized already")
      }
    case .shuttingDown:
      throw ResponseError(.invalidRequest, "the server is shutting down; send `exit`")
    }
    switch request {
    case .initialize: return initialize(params)
    case .shutdown:
      lifecycle = .shuttingDown
      return .null
    case .hover:
      let (document, analysis) = try analyzedDocument(params)
      return try HoverProvider(context(document, analysis)).hover(at: position(params))
    case .completion:
      let (document, analysis) = try analyzedDocument(params)
      return try CompletionProvider(context(document, analysis)).complete(at: position(params))
    case .definition:
      let (document, analysis) = try analyzedDocument(params)
      return try NavigationProvider(context(document, analysis)).definition(at: position(params))
    case .documentSymbol:
      let (document, analysis) = try analyzedDocument(params)
      return NavigationProvider(context(document, analysis)).symbols()
    case .formatting:
      let document = try openDocument(params)
      return try EditingProvider.format(document, encoding: encoding)
    case .codeAction:
      let (document, analysis) = try analyzedDocument(params)
      return try EditingProvider.codeActions(
        context(document, analysis), in: TextRange(params["range"]))
    }
  }

  private func initialize(_ params: JSONValue) -> JSONValue {
    lifecycle = .running
    let offered = params["capabilities"]?["general"]?["positionEncodings"]?.arrayValue ?? []
    encoding = offered.contains(.string(PositionEncoding.utf8.rawValue)) ? .utf8 : .utf16
    return [
      "capabilities": [
        "positionEncoding": .string(encoding.rawValue),
        "textDocumentSync": [
          "openClose": true, "change": 2,  // incremental; whole-text changes are read too
        ],
        "hoverProvider": true,
        "completionProvider": ["triggerCharacters": [".", "("]],
        "definitionProvider": true,
        "documentSymbolProvider": true,
        "documentFormattingProvider": true,
        "codeActionProvider": ["codeActionKinds": ["quickfix"]],
      ],
      "serverInfo": ["name": "motionc", "version": .string(configuration.version)],
    ]
  }

  private func position(_ params: JSONValue) throws(ResponseError) -> Position {
    try Position(params["position"])
  }

  private func openDocument(_ params: JSONValue) throws(ResponseError) -> TextDocument {
    guard let uri = params["textDocument"]?["uri"]?.stringValue else {
      throw ResponseError(.invalidParams, "`textDocument.uri` is missing")
    }
    guard let document = documents[uri] else {
      throw ResponseError(.invalidParams, "the document `\(uri)` is not open")
    }
    return document
  }

  private func analyzedDocument(_ params: JSONValue) throws(ResponseError) -> (
    TextDocument, Analysis
  ) {
    let document = try openDocument(params)
    return (document, analysis(of: document))
  }

  func context(_ document: TextDocument, _ analysis: Analysis) -> DocumentContext {
    DocumentContext(
      document: document, analysis: analysis, encoding: encoding, openURIs: openFiles.uris,
      docsBase: configuration.docsBase)
  }

  /// The analysis of `document` with the open buffers as they are now.
  func analysis(of document: TextDocument) -> Analysis {
    if let cached = analyses[document.uri], cached.generation == generation {
      return cached.analysis
    }
    let limits = Limits()
    let loader = BufferLoader(
      mainFile: document.path, root: configuration.root, buffers: openFiles.buffers,
      maximumFileSize: limits.maximumFileSize)
    let analysis = Compiler.analyze(
      SourceFile(path: document.path, bytes: document.bytes),
      options: CompileOptions(loader: loader), limits: limits)
    analyses[document.uri] = (generation, analysis)
    imports.record(Set(analysis.files.dropFirst().map(\.file.path)), for: document.uri)
    return analysis
  }

  // MARK: Notifications

  private func handleNotification(_ method: String, _ params: JSONValue) {
    guard let notification = NotificationMethod(rawValue: method) else { return }
    switch (notification, lifecycle) {
    case (.exit, _):
      exitCode = lifecycle == .shuttingDown ? 0 : 1
    case (_, .starting), (_, .shuttingDown):
      return  // dropped, as the protocol asks
    case (.initialized, .running), (.cancelRequest, .running), (.setTrace, .running),
      (.didSave, .running):
      return
    case (.didOpen, .running):
      didOpen(params)
    case (.didChange, .running):
      didChange(params)
    case (.didClose, .running):
      didClose(params)
    case (.didChangeWatchedFiles, .running):
      // A file on disk changed: any analysis may have read it.
      generation += 1
      for uri in documents.keys { schedule(uri) }
    }
  }

  private func didOpen(_ params: JSONValue) {
    guard let item = params["textDocument"], let uri = item["uri"]?.stringValue,
      let text = item["text"]?.stringValue
    else { return }
    let document = TextDocument(uri: uri, version: item["version"]?.integerValue ?? 0, text: text)
    documents[uri] = document
    openFiles.update(document)
    documentsChanged(path: document.path)
    dueDiagnostics[uri] = nil
    publishDiagnostics(document)
  }

  private func didChange(_ params: JSONValue) {
    guard let uri = params["textDocument"]?["uri"]?.stringValue, var document = documents[uri],
      let changes = params["contentChanges"]?.arrayValue
    else { return }
    for change in changes {
      do {
        try document.apply(change, encoding: encoding)
      } catch {
        // The text is now out of step with the client's; keep what applied, and say so.
        notify(
          "window/logMessage",
          [
            "type": 1,
            "message": .string("motionc: a change could not be applied: \(error.message)"),
          ])
        break
      }
    }
    document.version = params["textDocument"]?["version"]?.integerValue ?? document.version
    documents[uri] = document
    openFiles.update(document)
    documentsChanged(path: document.path)
    schedule(uri)
  }

  private func didClose(_ params: JSONValue) {
    guard let uri = params["textDocument"]?["uri"]?.stringValue,
      let document = documents.removeValue(forKey: uri)
    else { return }
    openFiles.remove(document, stillOpen: documents.values)
    analyses[uri] = nil
    imports.record([], for: uri)
    dueDiagnostics[uri] = nil
    documentsChanged(path: document.path)
    notify("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])
  }

  /// An open buffer changed: every analysis may be stale, and documents importing it are
  /// checked again.
  private func documentsChanged(path: String) {
    generation += 1
    for uri in imports.documents(importing: path) { schedule(uri) }
  }

  private func schedule(_ uri: String) {
    guard documents[uri] != nil else { return }
    dueDiagnostics[uri] = clock() + configuration.debounce
  }

  // MARK: Diagnostics

  /// When the next debounced diagnostics are due, if any are waiting.
  public var nextDeadline: Double? { dueDiagnostics.values.min() }

  /// Publishes the diagnostics of every document whose quiet time has passed.
  public func publishDueDiagnostics() {
    let now = clock()
    for (uri, due) in dueDiagnostics.sorted(by: { $0.key < $1.key }) where due <= now {
      dueDiagnostics[uri] = nil
      if let document = documents[uri] { publishDiagnostics(document) }
    }
  }

  private func publishDiagnostics(_ document: TextDocument) {
    let analysis = analysis(of: document)
    let diagnostics = DiagnosticsProvider(context(document, analysis)).diagnostics()
    notify(
      "textDocument/publishDiagnostics",
      [
        "uri": .string(document.uri), "version": .integer(document.version),
        "diagnostics": .array(diagnostics),
      ])
  }
}

/// The requests the server answers.
enum RequestMethod: String {
  case initialize
  case shutdown
  case hover = "textDocument/hover"
  case completion = "textDocument/completion"
  case definition = "textDocument/definition"
  case documentSymbol = "textDocument/documentSymbol"
  case formatting = "textDocument/formatting"
  case codeAction = "textDocument/codeAction"
}

/// The notifications the server reads; others are ignored, as the protocol asks.
enum NotificationMethod: String {
  case initialized
  case exit
  case didOpen = "textDocument/didOpen"
  case didChange = "textDocument/didChange"
  case didClose = "textDocument/didClose"
  case didSave = "textDocument/didSave"
  case didChangeWatchedFiles = "workspace/didChangeWatchedFiles"
  case cancelRequest = "$/cancelRequest"
  case setTrace = "$/setTrace"
}
