import ArgumentParser
import Foundation
import Hummingbird
import Logging
import NIOCore
import Synchronization
import TesseraData
import TesseraDirect
import TesseraRules
import TesseraSampleData
import TesseraServer

/// `tessera serve`: the Direct application over a database, in the browser.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a complete browse, search, inspect and edit application over an SQLite or PostgreSQL database.",
        discussion: """
            Point it at a database and open the address it prints: every table and view is listed \
            with its row count; each one's rows can be sorted, searched, filtered and paged; each \
            row inspected with its related rows, edited, deleted, and new rows created — with \
            validation, and with a conflict shown (not lost) when two people edit the same row.

            With no database argument it serves rental.sqlite in the current folder, generating \
            the sample rental store there first when the file is not there. A PostgreSQL URL \
            serves its search path's schemas; ?schema=NAME one, ?schema=A,B several (the tables \
            of B then go by B.table). Statements a connection runs again are prepared on it; \
            ?prepare=off sends each as it is (behind a pooler that does not keep prepared \
            statements, such as PgBouncer before 1.21 in transaction mode).

            Rules reshape any page, property or label without code: --rules FILE loads a rule \
            file (check it with 'tessera rules check FILE'), and reloads it whenever it changes; \
            a broken edit keeps the rules that worked. Add ?debug=1 to an address (when served on \
            loopback) to see which rule chose each component, label and formatter. \
            Examples/rental.rules is an example; \
            Sources/TesseraDirect/TesseraDirect.docc/Direct.md lists the keys.

            Without --users (or --user and --password-file) the application is served on \
            loopback only, to you alone, and answers only requests addressed to a loopback name \
            (localhost, 127.0.0.1, [::1]) or to the --host address: a web page cannot reach it by \
            re-pointing a name of its own at your machine (DNS rebinding). --allowed-host adds a \
            name, such as one a proxy in front forwards. With a sign-in, a sign-in page guards \
            every page, and --host may name another interface.

            --users FILE signs people in with the accounts 'tessera users add' keeps: bcrypt \
            hashes and roles, re-read within a second of a change (a removed account or a new \
            password ends that person's sessions). People change their own password from the \
            menu under their name (/account/password), which writes the new hash into FILE \
            where the server may write its folder — with --read-only too: the password is the \
            account's, not the database's. Rules read who is signed in as user.name and \
            user.roles, and what they hide from or forbid to a person is hidden and forbidden \
            at every address: user.roles contains 'clerk' and entity.name = 'payment' => \
            isEntityReadOnly = true. --user and --password-file sign in one user, with no roles.

            A session survives a restart (unless the password changed), and every instance of \
            the server with the same secret accepts it. The secret that signs the session cookies comes from \
            --secret-file FILE (made by you, readable by you alone: \
            (umask 077; openssl rand -base64 32 > FILE)); else from the environment variable \
            TESSERA_SECRET, the secret itself; else from a file made on first use, mode 0600: \
            DATABASE.tessera-secret beside an SQLite file, or, for PostgreSQL or a folder you \
            may not write, a file named after the database in $XDG_STATE_HOME/tessera \
            (~/.local/state/tessera). The server says which when it starts. Signing out ends \
            the user's sessions, and they stay ended after a restart: the time is kept beside \
            the secret (FILE.signed-out; for TESSERA_SECRET, in the state folder), and every \
            instance reading it ends them within a second. Where that folder cannot be \
            written, the server says so and a restart signs everyone out. Instances on several machines share \
            sign-outs only through a --secret-file in a folder they all reach, and their clocks \
            must agree.

            Several instances may serve one PostgreSQL database behind a load balancer, no \
            stickiness needed: each hears the others' saves (LISTEN/NOTIFY) and keeps its live \
            lists up to date, and with 'tessera pg install-notify URL' other programs' changes \
            too. GET /healthz says the process serves, GET /readyz that the database answers; \
            SIGTERM finishes the requests under way, ends the live streams (browsers reconnect, \
            to another instance) and exits. --trusted-proxy names the proxy whose \
            X-Forwarded-For is believed. Sources/TesseraServer/TesseraServer.docc/Deployment.md \
            has an nginx configuration.

            /sql takes a query of the person's own and shows its rows, with CSV and JSON of \
            all of them (/sql.csv, /sql.json): read-only by the engine itself, stopped after \
            --sql-time-limit seconds; on SQLite it cannot read what the rules hide from the \
            person, and on PostgreSQL it is open only to people from whom nothing is hidden, \
            unless --sql-role names the role queries run as. --no-sql removes it.

            --queries FILE saves queries under names, each a page at /q/NAME where people \
            give its :parameters in a form (typed by the columns the query compares them \
            with) and read its rows, with /q/NAME.csv and /q/NAME.json; the start page lists \
            them. They run as the SQL page's do (read-only, --sql-time-limit, --sql-role), \
            with or without --no-sql. The file is YAML: queries: then each query's name, \
            holding sql: and if it likes title:, description:, parameters: (a type for a \
            parameter: integer, date, …) and allowed: (who may run it, as a rule's \
            condition: user.roles contains 'staff'). A query with write: true is one INSERT, \
            UPDATE or DELETE that its page runs when its form is sent, each row it changes kept \
            in the history with the person. Under dashboards:, pages of tiles (kpi, line, area, \
            column, bar, table) made of the queries, at /d/NAME, live as their tables change. \
            The file is checked at start (a mistake stops the server) and reloaded when it \
            changes (a mistake keeps the queries that worked).

            --theme FILE gives the pages colours and fonts of your own: a JSON file that sets \
            some of the theme's tokens over the standard theme, each colour #RRGGBB in a light \
            and a dark palette (which the browser's preference picks). For example: \
            {"colors": {"tintColor": {"light": "#6B2FBA", "dark": "#C9A7F5"}, "iconColor": \
            {"light": "#6B2FBA", "dark": "#C9A7F5"}}, "fontFamily": "Inter, system-ui, \
            sans-serif", "fonts": {"headline": {"size": 18, "weight": "bold"}}}. An unknown \
            token, a colour that is not #RRGGBB or a file that is not JSON stops the server at \
            start, saying where; a text colour under WCAG AA's 4.5:1 on a background is a \
            warning. Sources/TesseraDirect/TesseraDirect.docc/Direct.md ("Themes: colours and \
            fonts") lists the tokens; Docs/Themes/purple.json is a \
            complete example.

            --log-statements FILE writes every statement the database runs while serving, one \
            JSON object a line: {"sql": "SELECT …", "binds": [10], "ms": 0.031, "rows": 1} — \
            the SQL text, the values bound to it as the engine receives them (on SQLite \
            integers, numbers and text; on PostgreSQL every value as text), the milliseconds \
            from handing it to the connection to its last row, and the rows it gave (or \
            "error", why it failed). - writes them on standard error. It shows what each page \
            asks of the database; the values are the pages' own, so keep the file where the \
            data may be. Benchmarks/serve-vs-floor.sh replays a page's statements from it.

            --read-only is absolute: no rule can make a table editable again, and the database \
            itself is opened so that it refuses changes (SQLite's query_only, PostgreSQL's \
            read-only transactions).

            --immutable serves an SQLite file that nothing changes while it is served (a \
            published dataset, a copy): read-only, and SQLite reads it without taking locks or \
            looking for other processes' changes, and the tables' row counts are counted once. \
            Something that changes the file all the same may make pages show wrong rows or fail.

            EXAMPLES
              tessera serve                        # rental.sqlite, made if absent
              tessera serve shop.sqlite --rules shop.rules --port 9000
              tessera serve postgres://me@localhost/rental --read-only
              tessera serve census-2020.sqlite --immutable
              tessera serve shop.sqlite --theme Docs/Themes/purple.json
              tessera serve 'postgres://me@localhost/shop?schema=public,inventory'
              tessera serve shop.sqlite --host 0.0.0.0 \\
                  --users shop.users --rules shop.rules
              tessera serve postgres://shop@db.internal/shop --host 10.0.0.11 \\
                  --user admin --password-file /etc/tessera/password \\
                  --secret-file /etc/tessera/secret --trusted-proxy 10.0.0.2 \\
                  --log-format json     # one of several instances behind nginx
            """
    )

    @Argument(help: ArgumentHelp("An SQLite file path or a postgres:// URL.", valueName: "database"))
    var database: String?

    @Option(name: .long, help: ArgumentHelp("The interface to listen on.", valueName: "address"))
    var host = "127.0.0.1"

    @Option(name: .long, help: ArgumentHelp(
        "A host name requests may be addressed to, besides the loopback names and --host; repeat it for more.",
        valueName: "name"))
    var allowedHost: [String] = []

    @Option(name: .long, help: ArgumentHelp(
        "A proxy in front (an address, or a network such as 10.0.0.0/8) whose Forwarded or X-Forwarded-For header names the client; repeat it for more. Without it those headers are ignored, and every person behind a proxy counts as the proxy's one address (live streams per client).",
        valueName: "address"))
    var trustedProxy: [String] = []

    @Option(name: .long, help: ArgumentHelp(
        "The one header the trusted proxies name the client in: x-forwarded-for (what nginx appends to) or forwarded (RFC 7239). The other is ignored, as a client could write it.",
        valueName: "header"))
    var proxyHeader: TrustedProxies.Header = .xForwardedFor

    @Option(name: .long, help: ArgumentHelp("The port to listen on (0 picks a free one).", valueName: "port"))
    var port = 8080

    @Option(name: .long, help: ArgumentHelp("A rule file, reloaded when it changes.", valueName: "file"))
    var rules: String?

    @Flag(name: .long, help: "Log nothing while people browse (by default each request is one line: method, address, status, time).")
    var quiet = false

    @Flag(name: .long, help: "Change nothing: no editing, creating or deleting.")
    var readOnly = false

    @Flag(name: .long, help: "An SQLite file that nothing changes while served: read-only, read without locks, counted once.")
    var immutable = false

    @Flag(name: .long, help: ArgumentHelp(
        "Keep no history of changes. Without it, every create, update and delete is recorded (who, when, the values before and after) in a table tessera_history of the database, and shown at /history."))
    var noHistory = false

    @Flag(name: .long, help: ArgumentHelp(
        "Serve no SQL page. Without it, /sql lets people write read-only queries of their own: the engine refuses any change, and on SQLite any table or column the rules hide from them. On PostgreSQL the page is open to people from whom the rules hide nothing, unless --sql-role is given. A rule decides per person: allowsSQL = false."))
    var noSql = false

    @Option(name: .long, help: ArgumentHelp("Seconds a query of the SQL page may run before the database stops it.", valueName: "seconds"))
    var sqlTimeLimit: Double = 1

    @Option(name: .long, help: ArgumentHelp(
        "PostgreSQL: the role the SQL page's queries run as (SET LOCAL ROLE), whose privileges are what they may read. Grant it SELECT on what people may query; the server's own user must be a member of it.",
        valueName: "role"))
    var sqlRole: String?

    @Option(name: .long, help: ArgumentHelp("A YAML file of saved queries, each a page at /q/NAME (see above).", valueName: "file"))
    var queries: String?

    @Option(name: .long, help: ArgumentHelp("The user name that signs in (needs --password-file).", valueName: "name"))
    var user: String?

    @Option(name: .long, help: ArgumentHelp("A file whose first line is the password.", valueName: "file"))
    var passwordFile: String?

    @Option(name: .long, help: ArgumentHelp(
        "A file of accounts, each with a password hash and roles, kept with 'tessera users'; read again when it changes. Instead of --user.",
        valueName: "file"))
    var users: String?

    @Option(name: .long, help: ArgumentHelp(
        "A file holding the secret that signs the session cookies (32 characters or more, readable by you alone): give every instance of the server the same one. Without it, TESSERA_SECRET, or else a file kept for the database.",
        valueName: "file"))
    var secretFile: String?

    @Option(name: .long, help: ArgumentHelp(
        "Seconds a client may take to send a request's head, from its first byte (or from connecting).", valueName: "seconds"))
    var headerTimeout = 10

    @Option(name: .long, help: ArgumentHelp("Seconds a client may take to send a request's body, after its head.", valueName: "seconds"))
    var bodyTimeout = 30

    @Option(name: .long, help: ArgumentHelp(
        "Seconds a kept-alive connection may wait idle for its next request.",
        valueName: "seconds"))
    var idleTimeout = 60

    @Option(name: .long, help: ArgumentHelp(
        "Seconds a response may wait for its client to read it, once what the client has not read fills the connection's buffers: a client that reads nothing for this long (an export, a download, a live stream alike) is cut off and what was made for it freed. A client that keeps reading is never cut. From 1 to 86400.",
        valueName: "seconds"))
    var writeTimeout = 30

    @Option(name: .long, help: ArgumentHelp(
        "Characters of a long text or JSON value that lists and their JSON pages read and show; the rest is not read, and the cell links to the whole value. A rule on 'cellPreviewLength' changes it for the properties it matches. From 64 to 100000.",
        valueName: "characters"))
    var cellPreviewLength = DirectApplication.defaultCellPreviewLength

    @Option(name: .long, help: ArgumentHelp(
        "Seconds a row count is shown before it is counted again — a table's on the list of tables, a list's (with its filters) above its rows — (0: count on every visit). A save through the application counts again at once.",
        valueName: "seconds"))
    var countLifetime = 10

    @Option(name: .long, help: ArgumentHelp("Live list streams open at once, in all.", valueName: "count"))
    var maxLiveStreams = 1_000

    @Option(name: .long, help: ArgumentHelp("Live list streams open at once from one client address.", valueName: "count"))
    var maxLiveStreamsPerClient = 32

    @Option(name: .long, help: ArgumentHelp(
        "Megabytes the live lists' rows may take in memory together; past it, the least recently shown lists are forgotten.",
        valueName: "MiB"))
    var liveListMemory = 64

    @Option(name: .long, help: ArgumentHelp(
        "Megabytes a form's files may hold together (binary columns take a file on their form): a larger upload is refused (413) and nothing of it is written. A form's files are held in memory while it is saved. From 1 to 1024.",
        valueName: "MiB"))
    var uploadLimit = DirectApplication.defaultUploadLimit >> 20

    @Option(name: .long, help: ArgumentHelp(
        "A folder where text columns that a rule marks as file paths (fileFolder = 'covers') keep the files people upload: the column holds the file's path under this folder, its form a file field. The folder must exist and be writable; without it such rules have no effect.",
        valueName: "directory"))
    var uploadFolder: String?

    @Option(name: .long, help: ArgumentHelp(
        "Milliseconds between two looks at an SQLite file for changes made elsewhere (another tessera serve, another program), while live lists are kept; a change reaches the browsers within about this long. At least 10. (PostgreSQL announces changes as they commit.)",
        valueName: "ms"))
    var changePollInterval = 250

    @Option(name: .long, help: ArgumentHelp(
        "Connections to the database at most, for pages and saves (each instance on PostgreSQL also keeps one that listens for changes). From 1 to 1000.",
        valueName: "count"))
    var maxConnections = 4

    @Option(name: .long, help: ArgumentHelp(
        "Seconds the database may spend on one statement (a page's rows, a count, a search) before it stops it and the page says so (503); 0 for no limit. Facets keep their own, shorter limit. From 0 to 86400.",
        valueName: "seconds"))
    var statementTimeLimit = 10

    @Option(name: .long, help: ArgumentHelp(
        "How log lines are written on standard error: text, for people, or json, one object per line with the request's id, method, path, status and duration as fields, for a log collector.",
        valueName: "format"))
    var logFormat: LogFormat = .text

    @Option(name: .long, help: ArgumentHelp(
        "The look: basic (tables and a property grid) or fiori (business components: object items, object headers, key figures). A rule on 'look' overrides it for the pages it matches.",
        valueName: "look"))
    var look: Look = .basic

    @Option(name: .long, help: ArgumentHelp(ThemeOption.help, valueName: "file"))
    var theme: String?

    @Option(name: .long, help: ArgumentHelp(
        "Write every statement the database runs into this file (- for standard error), one JSON object a line: its SQL, its bound values as the engine receives them, the milliseconds it took and its rows. Appended to, made when missing.",
        valueName: "file"))
    var logStatements: String?

    func validate() throws {
        guard sqlTimeLimit >= 0.001, sqlTimeLimit <= 3_600 else {
            throw ValidationError("--sql-time-limit must be a number of seconds from 0.001 to 3600, not \(sqlTimeLimit).")
        }
        if let sqlRole, sqlRole.isEmpty || sqlRole.utf8.count > 63 || sqlRole.contains("\0") {
            throw ValidationError("--sql-role must name a PostgreSQL role (1 to 63 bytes), not '\(sqlRole)'.")
        }
        guard (0...86_400).contains(statementTimeLimit) else {
            throw ValidationError("--statement-time-limit must be a number of seconds from 0 (no limit) to 86400, not \(statementTimeLimit).")
        }
        guard (1...1000).contains(maxConnections) else {
            throw ValidationError("--max-connections must be a number from 1 to 1000, not \(maxConnections).")
        }
        guard !host.isEmpty, host.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else {
            throw ValidationError("--host must be an address or a name without spaces, such as 127.0.0.1 or ::1, not '\(host)'.")
        }
        for name in allowedHost where AllowedHosts.host(named: name) == nil {
            throw ValidationError("--allowed-host must be a host name or address without spaces, port or path, such as shop.internal, not '\(name)'.")
        }
        if TrustedProxies(trustedProxy) == nil {
            let bad = trustedProxy.first { TrustedProxies([$0]) == nil } ?? ""
            throw ValidationError("--trusted-proxy must be an address or a network such as 10.0.0.0/8, not '\(bad)'.")
        }
        guard (64...100_000).contains(cellPreviewLength) else {
            throw ValidationError("--cell-preview-length must be a number of characters from 64 to 100000, not \(cellPreviewLength).")
        }
        for (flag, seconds) in [
            ("--header-timeout", headerTimeout), ("--body-timeout", bodyTimeout), ("--idle-timeout", idleTimeout), ("--write-timeout", writeTimeout),
        ]
        where !(1...86_400).contains(seconds) {
            throw ValidationError("\(flag) must be a number of seconds from 1 to 86400, not \(seconds).")
        }
        guard (0...86_400).contains(countLifetime) else {
            throw ValidationError("--count-lifetime must be a number of seconds from 0 to 86400, not \(countLifetime).")
        }
        for (flag, count) in [("--max-live-streams", maxLiveStreams), ("--max-live-streams-per-client", maxLiveStreamsPerClient), ("--live-list-memory", liveListMemory)]
        where count < 1 {
            throw ValidationError("\(flag) must be at least 1, not \(count).")
        }
        guard (1...1024).contains(uploadLimit) else {
            throw ValidationError("--upload-limit must be a number of megabytes from 1 to 1024, not \(uploadLimit).")
        }
        if let uploadFolder {
            let folder: UploadFolder
            do {
                folder = try UploadFolder(path: uploadFolder)
            } catch {
                throw ValidationError("--upload-folder: \(error.description).")
            }
            // Its files are served to whoever may see a row: never the database's own file.
            let file = database ?? "rental.sqlite"
            if !file.contains("://"), folder.contains(file) {
                throw ValidationError("--upload-folder: the database \(file) is inside \(uploadFolder); name a folder that holds uploads only.")
            }
        }
        guard (10...3_600_000).contains(changePollInterval) else {
            throw ValidationError("--change-poll-interval must be a number of milliseconds from 10 to 3600000, not \(changePollInterval).")
        }
        guard (0...65_535).contains(port) else {
            throw ValidationError("--port must be a number from 0 to 65535, not \(port).")
        }
        if immutable, let database, database.lowercased().hasPrefix("postgres") {
            throw ValidationError("--immutable is for an SQLite file; serve a PostgreSQL database with --read-only instead.")
        }
        guard (user == nil) == (passwordFile == nil) else {
            throw ValidationError("--user and --password-file go together: give both, or neither.")
        }
        if users != nil && user != nil {
            throw ValidationError("--users signs in the accounts of a file; --user one user: give one or the other.")
        }
        if secretFile != nil && user == nil && users == nil {
            throw ValidationError("--secret-file signs the sessions of --users or --user: give one of them too.")
        }
        guard user != nil || users != nil || Self.isLoopback(host) else {
            throw ValidationError("serving on \(host) lets others in: give --users (or --user and --password-file), or serve on 127.0.0.1.")
        }
    }

    func run() async throws {
        do {
            try await serve()
        } catch let failure as ServeFailure {
            FileHandle.standardError.write(Data("tessera serve: \(failure.message)\n".utf8))
            throw ExitCode(1)
        }
    }

    private func serve() async throws {
        if logFormat == .json { Self.writeJSONLogs() }
        var login = try readLogin()
        // The rules first: a broken file stops the command before anything is opened.
        let model = RuleModel()
        // Below every rule of the file, so that a rule on `look` decides the pages it matches.
        if look != .basic {
            model.add([Rule(qualifier: .always, assignment: \.look <= look.rawValue, priority: -1)])
        }
        if let rules {
            do {
                try model.loadRules(contentsOfFile: rules, registry: DirectRuleKeys.registry)
            } catch {
                throw ServeFailure(Self.summary(of: error))
            }
            try Self.checkViewNames(in: model)
        }
        // The saved queries too.
        var savedQueries = SavedQueries()
        if let queries {
            do {
                savedQueries = try SavedQueries(contentsOfFile: queries)
            } catch {
                throw ServeFailure("the queries in \(queries) cannot be used:\n\(error)")
            }
        }
        // The theme too: a mistake in it is said before the database is opened.
        let theme = try ThemeOption.load(self.theme, command: "tessera serve")
        let location = try await databaseLocation()
        if login != nil { login?.secret = try sessionSecret(for: location) }
        let database: Database
        do {
            let statementLog = try logStatements.map { $0 == "-" ? StatementLog.standardError : try StatementLog(path: $0) }
            database = try await Database.open(
                location, maximumConnections: maxConnections, readOnly: readOnly, immutable: immutable,
                timeLimit: statementTimeLimit == 0 ? nil : .seconds(statementTimeLimit), statementLog: statementLog)
        } catch let error as DatabaseError {
            throw ServeFailure(error.message)
        }
        if database.model.entities.isEmpty {
            try? await database.close()
            throw ServeFailure(Self.nothingToServe(location))
        }
        do {
            try await Self.check(savedQueries, fileName: queries ?? "", on: database, changesNothing: readOnly || immutable)
        } catch {
            try? await database.close()
            throw error
        }
        do {
            let application = DirectApplication(
                database: database, rules: model, isReadOnly: readOnly || immutable,
                // An immutable file's counts cannot change: counted once, kept while served.
                countLifetime: immutable ? .seconds(Int64.max) : .seconds(countLifetime),
                // A read-only server changes nothing: there is nothing to record, and the table
                // cannot be made.
                recordsHistory: !noHistory && !readOnly && !immutable, cellPreviewLength: cellPreviewLength,
                sql: DirectSQLSettings(isEnabled: !noSql, timeLimit: .milliseconds(Int64(sqlTimeLimit * 1000)), role: sqlRole),
                queries: savedQueries, uploadLimit: uploadLimit << 20, uploadFolder: try uploadFolder.map { try UploadFolder(path: $0) })
            do {
                try await application.prepareHistory()
            } catch let error as DatabaseError {
                throw ServeFailure(
                    "the history of changes cannot be kept in this database: \(error.message) Give --no-history to serve it without one, or --read-only.")
            }
            try await run(application, model: model, location: location, login: login, theme: theme)
        } catch {
            try? await database.close()
            throw error
        }
        try? await database.close()
    }

    private func run(
        _ application: DirectApplication, model: RuleModel, location: String, login: DirectServer.Login?, theme: ThemeAssets
    ) async throws {
        let router = DirectServer.router(
            // Not with a sign-in: the rules' explanations name what they hide from the person.
            for: application, login: login, allowsDebugParameter: Self.isLoopback(host) && login == nil, allowedHosts: allowedHosts(signingIn: login != nil),
            liveListLimits: LiveListLimits(
                maximumBytes: liveListMemory << 20, maximumStreams: maxLiveStreams, maximumStreamsPerClient: maxLiveStreamsPerClient,
                changePollInterval: .milliseconds(changePollInterval)),
            logsRequests: !quiet, trustedProxies: TrustedProxies(trustedProxy, header: proxyHeader) ?? .nobody, theme: theme)
        var logger = Logger(label: "tessera")
        logger.logLevel = .notice
        let display = location.hasPrefix("postgres") ? Self.withoutPassword(location) : location
        let app = Application(
            router: router,
            server: .tessera(timeouts: ConnectionTimeouts(
                requestHead: .seconds(headerTimeout), requestBody: .seconds(bodyTimeout), idle: .seconds(idleTimeout),
                write: .seconds(writeTimeout))),
            configuration: .init(address: .hostname(host, port: port), serverName: "Tessera"),
            onServerRunning: { [host, readOnly, immutable] channel in
                let port = channel.localAddress?.port ?? 0
                let shownHost = host.contains(":") ? "[\(host)]" : host
                // Written unbuffered: whoever started the server (a script, a test) waits for it.
                let line = "Serving \(display)\(immutable ? " (immutable)" : readOnly ? " (read-only)" : "") at http://\(shownHost):\(port)/ — Ctrl-C stops\n"
                FileHandle.standardOutput.write(Data(line.utf8))
            },
            logger: logger
        )
        try await withThrowingTaskGroup(of: Void.self) { group in
            if let rules {
                group.addTask { await Self.watch(rules, model: model) }
            }
            if let queries {
                group.addTask { [readOnly, immutable] in
                    await Self.watch(queries: queries, application: application, changesNothing: readOnly || immutable)
                }
            }
            group.addTask { [host, port] in
                do {
                    try await app.runService()
                } catch let error as IOError {
                    throw ServeFailure("cannot listen on \(host):\(port): \(String(cString: strerror(error.errnoCode))). Choose another with --port.")
                } catch let error as ServeFailure {
                    throw error
                } catch {
                    // NIO's own errors (an address it cannot resolve) say little on their own.
                    throw ServeFailure("cannot listen on \(host):\(port): \(error). Check --host and --port.")
                }
            }
            // The server ends on Ctrl-C; the watcher ends with it.
            try await group.next()
            group.cancelAll()
        }
    }

    /// Prepares each saved query on `database` (its plan, every parameter NULL): a query that
    /// cannot run (a table misspelled, a write) stops the command with the engine's words,
    /// rather than failing on its page later.
    ///
    /// A server that changes nothing (`changesNothing`) refuses a query that writes.
    static func check(_ queries: SavedQueries, fileName: String, on database: Database, changesNothing: Bool) async throws {
        if changesNothing, let writing = queries.queries.first(where: \.isWritable) {
            throw ServeFailure("the query '\(writing.name)' in \(fileName) writes (write: true), and this server changes nothing (--read-only, --immutable): remove it, or serve without them.")
        }
        var problems: [String] = []
        for query in queries.queries where query.isWritable {
            do {
                _ = try database.tableChanged(by: query.sql)
            } catch let error as DatabaseError {
                problems.append("\(fileName): query '\(query.name)' does not run: \(error.message)")
            }
        }
        for query in queries.queries where !query.isWritable {
            let empty = Dictionary(database.parameterNames(in: query.sql).map { ($0, DatabaseValue.null) }, uniquingKeysWith: { first, _ in first })
            do {
                _ = try await database.plan(of: SQLQuery(query.sql, parameters: empty, timeLimit: .seconds(10)))
            } catch let error as DatabaseError where error.kind != .connection && error.kind != .unavailable {
                problems.append("\(fileName): query '\(query.name)' does not run: \(error.message)")
            }
        }
        guard problems.isEmpty else { throw ServeFailure("the saved queries cannot be used:\n" + problems.joined(separator: "\n")) }
    }

    /// The database to serve: the argument, or rental.sqlite — generated when absent.
    private func databaseLocation() async throws -> String {
        if let database {
            if !database.contains("://"), !FileManager.default.fileExists(atPath: database) {
                throw ServeFailure("there is no database at '\(database)'. Give an SQLite file that exists or a postgres:// URL; 'tessera serve' with no argument serves a sample.")
            }
            return database
        }
        let path = "rental.sqlite"
        if !FileManager.default.fileExists(atPath: path) {
            FileHandle.standardError.write(Data("serve: rental.sqlite is not here; generating the sample rental store…\n".utf8))
            // Made under a name of its own and linked into place when whole: a second `serve`
            // started meanwhile in the same folder, or one stopped halfway, never opens half a
            // store. Whichever finishes first wins; the other's copy is dropped.
            let partial = ".rental.sqlite.\(ProcessInfo.processInfo.processIdentifier).partial"
            defer {
                for suffix in ["", "-journal", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: partial + suffix) }
            }
            do {
                _ = try await SampleDatabase.generate(at: partial, scale: 1, replace: true) { line in
                    FileHandle.standardError.write(Data("serve: \(line)\n".utf8))
                }
            } catch let error as DatabaseError {
                throw ServeFailure(error.message)
            }
            if link(partial, path) != 0 && errno != EEXIST {
                throw ServeFailure("cannot put the sample store in place as \(path): \(String(cString: strerror(errno)))")
            }
        }
        return path
    }

    private func readLogin() throws -> DirectServer.Login? {
        if let users {
            let login: DirectServer.Login
            do {
                login = try DirectServer.Login(accountsFile: users)
            } catch {
                throw ServeFailure(error.message)
            }
            // A server nobody can sign in to is a mistake to say at once, not a page to find.
            guard login.accountCount > 0 else {
                throw ServeFailure("'\(users)' has no accounts: add one with 'tessera users add \(users) NAME --role ROLE'.")
            }
            return login
        }
        guard let user, let passwordFile else { return nil }
        guard let text = try? String(contentsOfFile: passwordFile, encoding: .utf8) else {
            throw ServeFailure("cannot read the password file '\(passwordFile)'.")
        }
        let password = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        guard !password.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ServeFailure("the password file '\(passwordFile)' is empty; its first line is the password.")
        }
        guard !user.isEmpty else { throw ServeFailure("--user needs a name.") }
        return DirectServer.Login(user: user, password: password)
    }

    /// Reloads `path` whenever its modification date changes; a broken file keeps the rules that
    /// worked, and says why.
    private static func watch(_ path: String, model: RuleModel) async {
        await whenChanged(path) {
            let errors = model.reloadRuleFiles()
            if let error = errors.first {
                FileHandle.standardError.write(Data("serve: \(summary(of: error)) — keeping the rules that worked\n".utf8))
            } else {
                FileHandle.standardError.write(Data("serve: reloaded \(path)\n".utf8))
                // Served all the same: a page whose look is not there says so.
                for problem in RuleSchemaCheck.viewDiagnostics(for: model.rules) {
                    FileHandle.standardError.write(Data("serve: warning: \(problem.description)\n".utf8))
                }
            }
        }
    }

    /// Runs `changed` each time the modification date of the file at `path` changes, looking
    /// every second, until the task is cancelled.
    private static func whenChanged(_ path: String, _ changed: () async -> Void) async {
        func modified() -> Date? {
            (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        }
        var last = modified()
        while !Task.isCancelled {
            try? await Task.sleep(for: .seconds(1))
            let now = modified()
            guard now != last else { continue }
            last = now
            await changed()
        }
    }

    /// Reads the file of saved queries again whenever its modification date changes, checks it
    /// as at the start, and serves its queries and dashboards from then on; a file with a
    /// mistake, or a query that does not run, keeps the queries that worked, and says why.
    private static func watch(queries path: String, application: DirectApplication, changesNothing: Bool) async {
        await whenChanged(path) {
            do {
                let queries = try SavedQueries(contentsOfFile: path)
                try await check(queries, fileName: path, on: application.database, changesNothing: changesNothing)
                application.replaceQueries(queries)
                FileHandle.standardError.write(Data("serve: reloaded \(path)\n".utf8))
            } catch {
                let reason = (error as? ServeFailure)?.message ?? "\(error)"
                FileHandle.standardError.write(Data("serve: \(reason)\n— keeping the queries that worked\n".utf8))
            }
        }
    }

    /// Refuses rules that name a look there is not (every page would say so), and warns of the
    /// pages, components and formatters no view or formatter answers to.
    private static func checkViewNames(in model: RuleModel) throws {
        let problems = RuleSchemaCheck.viewDiagnostics(for: model.rules)
        if let look = problems.first(where: { $0.message.hasPrefix("no look") }) {
            throw ServeFailure(look.description)
        }
        for problem in problems {
            FileHandle.standardError.write(Data("serve: warning: \(problem.description)\n".utf8))
        }
    }

    private static func summary(of error: RuleFileError) -> String {
        let first = error.diagnostics.first?.description ?? "\(error.fileName): cannot be read"
        let more = error.diagnostics.count - 1
        return more > 0 ? "\(first) (and \(more) more; see 'tessera rules check \(error.fileName)')" : first
    }

    /// Whether `host` is a loopback address or name: parsed, not compared as text, so that
    /// `127.evil.example` is not.
    static func isLoopback(_ host: String) -> Bool {
        AllowedHosts.isLoopback(host)
    }

    /// The hosts requests may be addressed to. Without a password: the loopback names, the
    /// address served on and --allowed-host, so that no page elsewhere reaches the server by
    /// DNS rebinding. With one, every host unless --allowed-host names some (a rebinding page has
    /// no session cookie for its own name, so the password stops it).
    func allowedHosts(signingIn: Bool) -> AllowedHosts {
        if signingIn && allowedHost.isEmpty { return .any }
        let wildcard = host == "0.0.0.0" || host == "::" || host == "[::]"
        return .loopback.adding((wildcard ? [] : [host]) + allowedHost)
    }

    /// Why a database without tables is not served, naming it.
    static func nothingToServe(_ location: String) -> String {
        if case .postgres(let server) = try? DatabaseLocation(location) {
            let schema = server.schema.map { "the schema '\($0)'" } ?? "the search path's schemas"
            return "\(withoutPassword(location)) has no tables or views in \(schema) (or the schema does not exist): there is nothing to serve. "
                + "Check the database and ?schema= in the URL."
        }
        return "'\(location)' has no tables or views: there is nothing to serve. Check that it is the database you meant; "
            + "'tessera sample-db --output FILE' makes one to try."
    }

    /// A postgres:// URL without its password, for printing: `postgres://me:•••@host/db`.
    static func withoutPassword(_ url: String) -> String {
        // By hand, not with URLComponents, which would percent-encode the dots it is given.
        guard let schemeEnd = url.range(of: "://") else { return url }
        let authorityEnd = url[schemeEnd.upperBound...].firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? url.endIndex
        let authority = url[schemeEnd.upperBound..<authorityEnd]
        guard let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") else { return url }
        return String(url[..<url.index(after: colon)]) + "•••" + String(url[at...])
    }
}

/// A reason `tessera serve` stops, as one line.
struct ServeFailure: Error {
    let message: String
    init(_ message: String) { self.message = message }
}

extension ServeCommand {
    /// A set of pages `tessera serve` shows (the `look` rule key's values).
    enum Look: String, CaseIterable, ExpressibleByArgument {
        /// Tables and a property grid.
        case basic
        /// Tessera's business components.
        case fiori
    }
}

extension ServeCommand {
    /// How log lines are written.
    enum LogFormat: String, CaseIterable, ExpressibleByArgument {
        /// swift-log's lines, for people.
        case text
        /// One JSON object per line (``JSONLogHandler``), for a log collector.
        case json
    }

    private static let loggingIsSetUp = Mutex(false)

    /// Makes every logger of the process write JSON lines on standard error. Once per process:
    /// swift-log's system can be set up only once.
    static func writeJSONLogs() {
        let first = loggingIsSetUp.withLock { done in
            defer { done = true }
            return !done
        }
        guard first else { return }
        LoggingSystem.bootstrap { label in JSONLogHandler(label: label, output: .standardError) }
    }
}

extension TrustedProxies.Header: ExpressibleByArgument {}
