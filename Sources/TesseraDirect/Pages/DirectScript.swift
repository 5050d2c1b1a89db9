import Tessera

/// The Direct pages' own script: what makes a form's search for related rows to add answer as the
/// person types. Every page works without it — the search is a plain form that reloads the page
/// with the rows found — and with it, the rows found are fetched from the same address and put in
/// place, the address kept in step so that a reload shows the same. Served from the server's own
/// origin (the pages' policy allows no other script) by `TesseraAssets`, at ``path``.
public enum DirectScript {
    /// The script.
    public static let source = """
        // Tessera's Direct pages: the related-row picker searches as the person types.
        (() => {
          for (const input of document.querySelectorAll("input[data-picker]")) {
            const name = input.dataset.picker;
            const selector = `[data-picker-matches="${CSS.escape(name)}"]`;
            const matches = document.querySelector(selector);
            if (!matches) continue;
            let timer;
            let controller;
            input.addEventListener("input", () => {
              clearTimeout(timer);
              timer = setTimeout(async () => {
                controller?.abort();
                controller = new AbortController();
                const url = new URL(location.href);
                url.searchParams.set(input.name, input.value);
                try {
                  const response = await fetch(url, { signal: controller.signal, headers: { Accept: "text/html" } });
                  if (!response.ok) return;
                  const page = new DOMParser().parseFromString(await response.text(), "text/html");
                  const found = page.querySelector(selector);
                  if (!found) return;
                  matches.replaceChildren(...Array.from(found.childNodes, (node) => document.adoptNode(node)));
                  history.replaceState(history.state, "", url);
                } catch (error) {
                  if (error.name !== "AbortError") console.warn("tessera: the search for rows to add failed", error);
                }
              }, 250);
            });
          }
        })();

        """

    /// Where pages load it from: the name changes with the script, so that it is cached for good.
    public static let path: String = {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in source.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return "/_tessera/tessera-direct-\(String(hash, radix: 16)).js"
    }()
}
