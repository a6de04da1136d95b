/// The id of a request: a number or a string, as the client chose.
public enum RequestID: Hashable, Sendable {
  case integer(Int)
  case string(String)

  init?(_ value: JSONValue) {
    switch value {
    case .integer(let number): self = .integer(number)
    case .string(let text): self = .string(text)
    case .null, .bool, .number, .array, .object: return nil
    }
  }

  var json: JSONValue {
    switch self {
    case .integer(let number): return .integer(number)
    case .string(let text): return .string(text)
    }
  }
}

/// The JSON-RPC and LSP error codes the server answers with.
public enum ErrorCode: Int, Sendable {
  case parseError = -32700
  case invalidRequest = -32600
  case methodNotFound = -32601
  case invalidParams = -32602
  case internalError = -32603
  case serverNotInitialized = -32002
  case requestFailed = -32803
  case requestCancelled = -32800
}

/// An error to answer a request with.
public struct ResponseError: Error, Hashable, Sendable {
  /// What kind of error it is.
  public var code: ErrorCode
  /// What went wrong, for people.
  public var message: String

  public init(_ code: ErrorCode, _ message: String) {
    self.code = code
    self.message = message
  }

  var json: JSONValue { ["code": .integer(code.rawValue), "message": .string(message)] }
}

/// A message from the client.
public enum IncomingMessage: Sendable {
  /// A request, which gets exactly one response.
  case request(id: RequestID, method: String, params: JSONValue)
  /// A notification, which gets none.
  case notification(method: String, params: JSONValue)
  /// A response to a request of the server's (the server sends none, so it is ignored).
  case response
}

extension IncomingMessage {
  /// The message a body holds, or the error to answer it with (and the id to answer, when the
  /// body has a usable one).
  static func decode(_ body: [UInt8]) -> Result<IncomingMessage, DecodingFailure> {
    let value: JSONValue
    do {
      value = try JSONParser.parse(body)
    } catch {
      return .failure(
        DecodingFailure(
          id: nil,
          error: ResponseError(
            .parseError, "the message is not JSON: \(error.message) (byte \(error.offset))")))
    }
    guard case .object(let members) = value else {
      return .failure(
        DecodingFailure(
          id: nil,
          error: ResponseError(.invalidRequest, "a message must be a JSON object")))
    }
    let rawID = members["id"]
    let id = rawID.flatMap(RequestID.init)
    func invalid(_ message: String) -> Result<IncomingMessage, DecodingFailure> {
      .failure(DecodingFailure(id: id, error: ResponseError(.invalidRequest, message)))
    }
    guard members["jsonrpc"] == .string("2.0") else {
      return invalid("a message must have `\"jsonrpc\": \"2.0\"`")
    }
    guard let methodValue = members["method"] else {
      if members["result"] != nil || members["error"] != nil { return .success(.response) }
      return invalid("a message must have a `method`")
    }
    guard case .string(let method) = methodValue else {
      return invalid("`method` must be a string")
    }
    let params = members["params"] ?? .null
    switch params {
    case .object, .array, .null: break
    case .bool, .integer, .number, .string:
      return invalid("`params` must be an object or an array")
    }
    guard rawID != nil else { return .success(.notification(method: method, params: params)) }
    guard let id else { return invalid("`id` must be a number or a string") }
    return .success(.request(id: id, method: method, params: params))
  }
}

/// A message that could not be decoded: the error to answer, and the id when there is one.
struct DecodingFailure: Error {
  var id: RequestID?
  var error: ResponseError
}

/// The messages the server sends.
enum OutgoingMessage {
  static func response(id: RequestID?, result: JSONValue) -> JSONValue {
    ["jsonrpc": "2.0", "id": id?.json ?? .null, "result": result]
  }

  static func error(id: RequestID?, _ error: ResponseError) -> JSONValue {
    ["jsonrpc": "2.0", "id": id?.json ?? .null, "error": error.json]
  }

  static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
    ["jsonrpc": "2.0", "method": .string(method), "params": params]
  }
}
