import Tessera
import TesseraComponents
import TesseraRules

/// The basic look's frame around every page: a navigation bar, breadcrumbs to the page, and the
/// page's title as its heading.
struct PageFrame<Content: View>: View {
    let context: RuleContext
    let notice: String?
    let content: Content
    @Environment(\.directPaths) private var paths

    /// Whether the frame writes the page's title as its heading: not where the fiori look's
    /// object header names the object instead.
    private var showsTitle: Bool {
        !(context.look == "fiori" && context.object != nil && context.page.customView == nil)
    }

    init(context: RuleContext, notice: String? = nil, @ViewBuilder content: () -> Content) {
        self.context = context
        self.notice = notice
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            // For keyboard and screen-reader users: past the bar, straight to the page.
            Link("Skip to content", destination: "#content")
                .attribute("data-skip-link", nil)
            HStack(spacing: 16) {
                Link(destination: paths.home) { Label("Tessera", systemImage: "square.grid.2x2") }
                    .font(.headline)
                Spacer()
                if context.readOnly {
                    Label("Read-only", systemImage: "lock").font(.footnote)
                }
                if context.debug {
                    Label("Debug: rules shown", systemImage: "info.circle").font(.footnote)
                }
            }
            .padding(.vertical, 10)
            .padding(.horizontal, 16)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(.secondary.opacity(0.12))
            .attribute("role", "navigation")
            .accessibilityLabel("Application")
            // The breadcrumbs, the title and the content in one column: the title is the main
            // content's heading, aligned with it.
            NavigationStack {
                Breadcrumbs(context: context, paths: paths)
                if let notice {
                    // Read out when the page opens: what the last action did.
                    Label(notice, systemImage: "checkmark.circle")
                        .foregroundStyle(Color.theme(.positiveLabel))
                        .attribute("role", "status")
                        .attribute("data-notice", nil)
                }
                if showsTitle {
                    content.navigationTitle(context.title)
                } else {
                    content
                }
            }
            .attribute("id", "content")
        }
    }
}

/// Where the page is: Entities › Film › ACADEMY DINOSAUR.
struct Breadcrumbs: View {
    let context: RuleContext
    let paths: DirectPaths

    var body: some View {
        HStack(spacing: 6) {
            if context.task == "query" {
                Text("Entities")
            } else {
                Link("Entities", destination: paths.home)
            }
            if let entity = context.entity {
                Text("›").foregroundStyle(.secondary)
                if context.task == "list" {
                    Text(context.displayNameForEntity)
                } else {
                    Link(context.displayNameForEntity, destination: paths.list(entity.name))
                }
                if context.task != "list" {
                    Text("›").foregroundStyle(.secondary)
                    if let object = context.object, context.task != "inspect", !entity.isReadOnly {
                        Link(context.title, destination: paths.inspect(entity.name, key: object.primaryKey))
                    } else {
                        Text(context.title)
                    }
                }
            }
        }
        .font(.footnote)
        .attribute("role", "navigation")
        .accessibilityLabel("Breadcrumb")
    }
}
