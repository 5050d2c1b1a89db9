import Hummingbird

extension FormData {
    /// Reads and parses the body of `request`, up to `limit` bytes.
    public init(request: Request, limit: Int = FormData.defaultLimit) async throws {
        var request = request
        try await self.init(reading: &request, limit: limit)
    }

    /// Reads and parses the body of `request`, up to `limit` bytes, leaving the body in the request
    /// to be read again: for a middleware that looks at a form before the route does.
    public init(reading request: inout Request, limit: Int = FormData.defaultLimit) async throws {
        let buffer: ByteBuffer
        do {
            buffer = try await request.collectBody(upTo: limit)
        } catch {
            throw HTTPError(.contentTooLarge, message: "The form is larger than \(limit / 1024) KiB.")
        }
        guard let body = buffer.getString(at: buffer.readerIndex, length: buffer.readableBytes) else {
            throw HTTPError(.badRequest, message: "The form could not be read.")
        }
        do {
            try self.init(urlEncoded: body)
        } catch {
            throw HTTPError(.badRequest, message: error.description)
        }
    }
}
