import Logging
import NIOCore
import NIOPosix
import SQLKit

/// An `SQLDatabase` that only knows its dialect, so that SQLKit can write a statement's text
/// without a connection; running statements is the connections' job (they convert values for
/// their driver exactly, which SQLKit's generic `Encodable` path does not).
struct DialectDatabase: SQLDatabase {
    let dialect: any SQLDialect
    let logger = Logger(label: "tessera.data.dialect")
    var eventLoop: any EventLoop { MultiThreadedEventLoopGroup.singleton.any() }

    func execute(sql query: any SQLExpression, _ onRow: @escaping @Sendable (any SQLRow) -> Void) -> EventLoopFuture<Void> {
        eventLoop.makeFailedFuture(DatabaseError(.database, "DialectDatabase only writes SQL; run it on a connection."))
    }

    func statement(_ fragment: SQLFragment) -> SQLStatement {
        let (sql, binds) = serialize(fragment)
        return SQLStatement(sql: sql, binds: binds.map { ($0 as? BoundValue)?.value ?? .null })
    }
}
