import Tessera
import TesseraComponents
import TesseraRules

/// The frame around every page: a bar across the top, breadcrumbs to the page, and the page's
/// title as its heading. The fiori look's frame is a shell bar, then a header band holding the
/// breadcrumbs and the title — or, on a page of one object, the object's header with its actions.
struct PageFrame<Content: View>: View {
    let context: RuleContext
    let notice: String?
    let noticeKind: DirectNoticeKind
    let content: Content
    @Environment(\.directPaths) private var paths
    @Environment(\.directLook) private var look

    /// Whether the fiori look's object header names the page: the fiori look's own pages of one
    /// object (not a page a rule handed over).
    private var showsObjectHeader: Bool {
        look.base == .fiori && context.object != nil && context.entity != nil && context.page.customView == nil
    }

    init(context: RuleContext, notice: String? = nil, noticeKind: DirectNoticeKind = .done, @ViewBuilder content: () -> Content) {
        self.noticeKind = noticeKind
        self.context = context
        self.notice = notice
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            // For keyboard and screen-reader users: past the bar, straight to the page.
            Link(DirectText.skipToContent, destination: "#content")
                .attribute("data-skip-link", nil)
            if look.base == .fiori {
                FioriShellBar(context: context, paths: paths)
                NavigationStack {
                    // The page's header, a band across the page under the shell bar: where the
                    // page is, what the last action did, and what the page shows (the object's
                    // header, with what can be done with it).
                    VStack(alignment: .leading, spacing: 8) {
                        HStack(alignment: .firstTextBaseline, spacing: 12) {
                            Breadcrumbs(context: context, paths: paths)
                            Spacer()
                            TableNavigation(context: context, paths: paths)
                        }
                        NoticeLine(notice: notice, kind: noticeKind)
                        if showsObjectHeader, let object = context.object, let entity = context.entity {
                            FioriHeader(context: context, object: object, entity: entity, paths: paths)
                        } else {
                            Text(context.navigationBarTitle).accessibilityHeading(.h1).attribute("data-page-title", nil)
                        }
                    }
                    .attribute("data-page-header", nil)
                    content
                }
                .attribute("id", "content")
            } else {
                BasicBar(context: context, paths: paths)
                // The breadcrumbs, the title and the content in one column: the title is the
                // main content's heading, aligned with it.
                NavigationStack {
                    HStack(alignment: .firstTextBaseline, spacing: 12) {
                        Breadcrumbs(context: context, paths: paths)
                        Spacer()
                        TableNavigation(context: context, paths: paths)
                    }
                    NoticeLine(notice: notice, kind: noticeKind)
                    content.navigationTitle(context.navigationBarTitle)
                }
                .attribute("id", "content")
            }
        }
        .attribute("data-look", look.base.rawValue)
    }
}

/// The basic look's bar across the top: the application's name, linking home, and whether the
/// server is read-only or showing its rules.
struct BasicBar: View {
    let context: RuleContext
    let paths: DirectPaths

    var body: some View {
        HStack(spacing: 16) {
            HomeLink(paths: paths).font(.headline)
            Spacer()
            ServerModeTags(context: context)
            ChangesLink(paths: paths)
            SignedInUserView(context: context)
        }
        .padding(.vertical, 10)
        // The frame inside the side padding: the bar's row then spans the width, and its spacer
        // puts the server's mode and the person signed in at the far end.
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.horizontal, 16)
        .background(.secondary.opacity(0.12))
        // The bar's row may shrink below its text: a long name is cut short, not the page widened.
        .attribute("data-app-bar", nil)
        .attribute("role", "navigation")
        .accessibilityLabel(DirectText.application)
    }
}

/// The application's name, leading to its first page.
struct HomeLink: View {
    let paths: DirectPaths

    var body: some View {
        Link(destination: paths.home) { Label("Tessera", systemImage: "square.grid.2x2") }
    }
}

/// Whether the server is read-only, or showing the rules behind each page.
struct ServerModeTags: View {
    let context: RuleContext

    var body: some View {
        if context.readOnly {
            Label(DirectText.readOnly, systemImage: "lock").font(.footnote).attribute("data-mode", "read-only")
        }
        if context.debug {
            Label("Debug: rules shown", systemImage: "info.circle").font(.footnote).attribute("data-mode", "debug")
        }
    }
}

/// The recent changes of every row, where the application keeps a history.
struct ChangesLink: View {
    let paths: DirectPaths
    @Environment(\.keepsHistory) private var keepsHistory

    var body: some View {
        if keepsHistory {
            // Labelled in words: an icon alone was found by nobody. Small, to fit a phone's bar
            // beside the person's name and the button.
            Link(destination: paths.history()) { Label(DirectText.history, systemImage: "clock") }
                .font(.footnote)
                .lineLimit(1)
                .help(DirectText.historyHelp)
                .attribute("data-changes-link", nil)
        }
    }
}

/// Who is signed in, as the bar's menu of what they may do with their account: change their
/// password (where the server can keep a new one) and sign out (of every browser they signed in
/// on). Nothing without a sign-in.
struct SignedInUserView: View {
    let context: RuleContext
    @Environment(\.signOutPath) private var signOutPath
    @Environment(\.passwordPath) private var passwordPath
    @Environment(\.formToken) private var formToken

    var body: some View {
        if let user = context.user {
            PersonMenu(user: user, signOutPath: signOutPath, passwordPath: passwordPath, formToken: formToken)
        }
    }
}

/// What the last action did, read out when the page opens: done, with a tick; or a warning
/// that some of it was not, with the sign and colour of one.
struct NoticeLine: View {
    let notice: String?
    var kind: DirectNoticeKind = .done

    var body: some View {
        if let notice {
            Label(notice, systemImage: kind == .done ? "checkmark.circle" : "exclamationmark.triangle")
                .foregroundStyle(Color.theme(kind == .done ? .positiveLabel : .criticalLabel))
                .attribute("role", kind == .done ? "status" : "alert")
                .attribute("data-notice", kind.rawValue)
        }
    }
}

/// Where the page is: Tables › Film › ACADEMY DINOSAUR.
struct Breadcrumbs: View {
    let context: RuleContext
    let paths: DirectPaths

    /// The start page's title, as its own page says it (a rule may rename it): asked afresh, not
    /// of this page's context, whose title may be given (a refusal's page).
    private var home: String {
        context.startPage.title
    }

    var body: some View {
        let home = home
        HStack(spacing: 6) {
            if context.task == .query && context.title == home {
                Text(home)
            } else {
                Link(home, destination: paths.home)
            }
            if let entity = context.entity {
                Text("›").foregroundStyle(.secondary)
                if context.task == .list {
                    Text(context.displayNameForEntity)
                } else {
                    Link(context.displayNameForEntity, destination: paths.list(entity.name))
                }
                if context.task != .list {
                    Text("›").foregroundStyle(.secondary)
                    if let object = context.object, context.task != .inspect, !entity.isReadOnly {
                        Link(context.title, destination: paths.inspect(entity.name, key: object.primaryKey))
                    } else {
                        Text(context.title)
                    }
                }
            } else if context.title != home {
                // A page of no table (history, the password page): where it is, after the way back.
                Text("›").foregroundStyle(.secondary)
                Text(context.title)
            }
        }
        .font(.footnote)
        .attribute("role", "navigation")
        .accessibilityLabel(DirectText.breadcrumb)
    }
}

extension RuleContext {
    /// The start page's context for this page's person and look: what it is called and which
    /// tables it shows are asked as the start page asks them (rules may say them for
    /// `task = 'query'` alone), not of this page's task, entity or title.
    var startPage: RuleContext {
        var start = RuleContext(model: ruleModel)
        start.model = model
        start.user = user
        start.look = look
        start.task = .query
        return start
    }
}
