/// What the Direct application's pages need of a stylesheet beyond Tessera's own: served after it
/// (``TesseraAssets`` in TesseraServer joins them).
public enum DirectStylesheet {
    /// The CSS text.
    public static let css = """
        a[data-skip-link]{position:absolute;left:8px;top:-100px;z-index:100;padding:8px 12px;border-radius:6px;background:var(--t-background);box-shadow:0 2px 8px rgba(0,0,0,.25)}
        a[data-skip-link]:focus{top:8px}

        """
}
