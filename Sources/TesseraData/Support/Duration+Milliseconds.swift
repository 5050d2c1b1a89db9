extension Duration {
    /// The duration in whole milliseconds, rounded down: what a time limit is given to an engine
    /// in (PostgreSQL's `statement_timeout`) and shown to people as.
    package var wholeMilliseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000 + attoseconds / 1_000_000_000_000_000
    }
}
