import Foundation
import Hummingbird
import KaimonoKit

/// Reading JSON request bodies and writing JSON responses, with errors that say where the JSON is wrong.
enum JSONBody {
    /// The whole body, refusing more than `limit` bytes.
    static func bytes(of request: Request, limit: Int) async throws -> [UInt8] {
        if let length = request.headers[.contentLength].flatMap(Int.init), length > limit {
            throw APIError.tooLarge(limit: limit)
        }
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: limit)
        } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
            // Hummingbird answers swift-nio's too-many-bytes error with this status.
            throw APIError.tooLarge(limit: limit)
        }
        return Array(buffer.readableBytesView)
    }

    /// Decodes the body as `T`; a 400 `bad_json` names the field and what was expected.
    static func decode<T: Decodable>(_ type: T.Type, from request: Request, limit: Int) async throws -> T {
        let body = try await bytes(of: request, limit: limit)
        return try decode(type, from: body)
    }

    /// Decodes `bytes` as `T`; a 400 `bad_json` names the field and what was expected.
    static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        if bytes.isEmpty { throw APIError.badJSON("the request body is empty; send a JSON object") }
        do {
            return try JSONDecoder().decode(type, from: Data(bytes))
        } catch let DecodingError.keyNotFound(key, context) {
            throw APIError.badJSON("missing field '\(path(context.codingPath + [key]))'")
        } catch let DecodingError.typeMismatch(expected, context) {
            throw APIError.badJSON("field '\(path(context.codingPath))' must be \(describe(expected))")
        } catch let DecodingError.valueNotFound(expected, context) {
            throw APIError.badJSON("field '\(path(context.codingPath))' must be \(describe(expected)), not null")
        } catch let DecodingError.dataCorrupted(context) {
            if context.codingPath.isEmpty {
                throw APIError.badJSON("the body is not valid JSON: \(underlying(context))")
            }
            throw APIError.badJSON("field '\(path(context.codingPath))': \(context.debugDescription)")
        } catch let error as APIError {
            throw error
        } catch {
            throw APIError.badJSON("cannot read the body: \(error)")
        }
    }

    /// A JSON response of `value`.
    static func response(_ value: some Encodable, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:])
        -> Response
    {
        // Sorted keys: the same value always gives the same bytes (idempotent replays answer byte for byte).
        var fields = headers
        fields[.contentType] = "application/json; charset=utf-8"
        do {
            var writer = JSONWriter(capacity: 1 << 12)
            try JSONStreamEncoder().encode(value, into: &writer)
            let body = writer.withBytes { ByteBuffer(bytes: $0) }
            return Response(status: status, headers: fields, body: .init(byteBuffer: body))
        } catch {
            let text = #"{"error":{"code":"internal","message":"cannot encode the response"}}"#
            return Response(
                status: .internalServerError, headers: [.contentType: "application/json; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(string: text)))
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        if keys.isEmpty { return "(top level)" }
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "an integer"
        case is Double.Type: "a number"
        case is Bool.Type: "true or false"
        case is LineInput.Type: "a string or an object {\"text\", \"group\"}"
        default:
            String(describing: type).hasPrefix("Array") ? "an array" : "an object"
        }
    }

    private static func underlying(_ context: DecodingError.Context) -> String {
        if let error = context.underlyingError as? NSError,
            let detail = error.userInfo[NSDebugDescriptionErrorKey] as? String
        {
            return detail
        }
        return context.debugDescription
    }
}
