import Tessera

/// The Direct pages' own script: what makes a form's search for related rows to add, and its
/// to-one pickers, answer as the person types, and the SQL page's box offer names. Every page works without it — the search is a plain form that reloads the page
/// with the rows found — and with it, the rows found are fetched from the same address and put in
/// place, the address kept in step so that a reload shows the same. Served from the server's own
/// origin (the pages' policy allows no other script) by `TesseraAssets`, at ``path``.
public enum DirectScript {
    /// The script.
    public static let source = """
        // Tessera's Direct pages: related-row searches and to-one pickers answer as the person types.
        (() => {
          // Once a page, even where a view of yours loads it again.
          if (window.tesseraDirectScript) return;
          window.tesseraDirectScript = true;

          // What the script writes, in the page's language: English here, the page's own in
          // its script tag's data-texts (JSON; "{name}" stands for a value).
          const texts = {
            rowsFound: "Rows found", noneChosen: "None chosen", noneChosenNow: "None chosen.", chosen: "Chosen: {name}.",
            searchFailed: "The search failed ({status}); try other words.", more: "More…", found: "{count} found.",
            foundOrMore: "{count} or more found.", nothingFound: "Nothing found.", remove: "Remove", add: "Add {name}",
            editAsText: "Edit as text", tablesAndColumns: "Tables and columns",
          };
          try {
            Object.assign(texts, JSON.parse(document.querySelector("script[data-texts]")?.dataset.texts || "{}"));
          } catch (error) {
            console.warn("tessera: the page's texts could not be read", error);
          }
          const say = (key, values = {}) => texts[key].replace(/\\{(\\w+)\\}/g, (whole, name) => name in values ? String(values[name]) : whole);

          // An edit page's views of yours: a tap or a button of one sends the form, the server
          // runs its code on the pending row and answers with the form again; only the views
          // of yours are put in place (the fields keep what was typed, and their scripts).
          const editForm = document.getElementById("t-edit-form");
          // A field the browser refuses to send (required, too long) inside a closed fieldset:
          // the fieldset opens, for the person to see what to correct.
          editForm?.addEventListener("invalid", (event) => {
            const group = event.target.closest?.("details[data-fieldset]");
            if (group && !group.open) group.open = true;
          }, true);
          editForm?.addEventListener("submit", async (event) => {
            const button = event.submitter;
            if (!button || button.name !== "t-action" || !button.closest("[data-editor]")) return;
            event.preventDefault();
            try {
              const response = await fetch(editForm.action, { method: "POST", body: new URLSearchParams(new FormData(editForm, button)), headers: { Accept: "text/html" } });
              if (!response.ok && response.status !== 422) { editForm.requestSubmit(); return; }
              const page = new DOMParser().parseFromString(await response.text(), "text/html");
              for (const editor of editForm.querySelectorAll("[data-editor]")) {
                const fresh = page.querySelector(`#t-edit-form [data-editor="${CSS.escape(editor.dataset.editor)}"]`);
                if (fresh) editor.replaceWith(document.adoptNode(fresh));
              }
              // The keyboard stays where it was: on the same tap, now in the new view.
              editForm.querySelector(`[data-editor] button[name="t-action"][value="${CSS.escape(button.value)}"]`)?.focus();
            } catch (error) {
              console.warn("tessera: a view's action could not reach the server", error);
            }
          });

          // The tables' menu: the box narrows it as the person types; Enter opens the only one.
          for (const filter of document.querySelectorAll("input[data-table-filter]")) {
            (filter.closest("label") ?? filter).hidden = false;
            filter.hidden = false;
            const links = [...filter.closest("[data-table-nav]").querySelectorAll("[data-table-link]")];
            filter.addEventListener("input", () => {
              const words = filter.value.toLowerCase().split(" ").filter(Boolean);
              for (const link of links) link.hidden = !words.every((word) => link.dataset.tableLink.includes(word));
            });
            filter.addEventListener("keydown", (event) => {
              const shown = links.filter((link) => !link.hidden);
              if (event.key === "Enter" && shown.length === 1) { event.preventDefault(); shown[0].click(); }
            });
            filter.closest("details")?.addEventListener("toggle", (event) => { if (event.target.open) filter.focus(); });
          }

          // The bar's menus (the tables, the person's): Escape closes the one open and gives its
          // summary the focus back; a click outside it closes it. Without the script they open
          // and close by their summary alone.
          const menus = [...document.querySelectorAll("details[data-table-nav], details[data-person-menu]")];
          document.addEventListener("keydown", (event) => {
            if (event.key !== "Escape") return;
            for (const menu of menus) {
              if (!menu.open) continue;
              menu.open = false;
              menu.querySelector("summary")?.focus();
            }
          });
          document.addEventListener("click", (event) => {
            for (const menu of menus) if (menu.open && !menu.contains(event.target)) menu.open = false;
          });

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

          // A list's table that fits the window needs no box of its own that scrolls sideways:
          // without one, its header stays in view as the page scrolls. Asked again on resizing.
          for (const box of document.querySelectorAll("[data-list-page] .t-table-scroll")) {
            const fit = () => {
              box.removeAttribute("data-fits");
              if (box.scrollWidth <= box.clientWidth + 1) box.setAttribute("data-fits", "");
            };
            fit();
            new ResizeObserver(fit).observe(box.parentElement ?? box);
          }

          // A list's bulk "Set": a column whose values are listed is set by choosing one.
          for (const form of document.querySelectorAll("[data-bulk-form]")) {
            const column = form.querySelector("select[name=column]");
            const controls = [...form.querySelectorAll("[data-bulk-value]")];
            if (!column || controls.length < 2) continue;
            const show = () => {
              const own = controls.find((control) => control.dataset.bulkValue === column.value)
                ?? controls.find((control) => control.dataset.bulkValue === "");
              for (const control of controls) {
                const on = control === own;
                control.disabled = !on;
                (control.closest("label") ?? control).hidden = !on;
              }
            };
            column.addEventListener("change", show);
            show();
          }

          // To-one pickers: the search lists the related rows as the person types (a combobox:
          // arrows move, Enter chooses, Escape closes), and "New …" opens a window whose new
          // row comes back chosen. The foreign key is the hidden field; only a choice changes it.
          let waiting = null;
          let pickerCount = 0;
          for (const picker of document.querySelectorAll("[data-to-one]")) {
            const search = picker.querySelector("input[data-to-one-search]");
            const hidden = picker.querySelector('input[type=hidden][name^="v."]');
            const chosen = picker.querySelector("[data-to-one-chosen]");
            const clear = picker.querySelector("[data-to-one-clear]");
            if (!search || !hidden || !chosen || !picker.dataset.choices) continue;
            // The search is the script's now: not sent with the form, so that Save saves.
            search.removeAttribute("name");
            picker.querySelector("[data-to-one-find]")?.setAttribute("hidden", "");
            const listId = `t-to-one-list-${pickerCount++}`;
            const list = document.createElement("ul");
            list.id = listId;
            list.hidden = true;
            list.dataset.toOneList = "";
            list.setAttribute("role", "listbox");
            list.setAttribute("aria-label", search.labels?.[0]?.textContent?.trim() || say("rowsFound"));
            const status = document.createElement("p");
            status.className = "t-footnote";
            status.setAttribute("aria-live", "polite");
            status.dataset.toOneStatus = "";
            (search.closest(".t-hstack") ?? search).after(list, status);
            search.setAttribute("role", "combobox");
            search.setAttribute("aria-autocomplete", "list");
            search.setAttribute("aria-expanded", "false");
            search.setAttribute("aria-controls", listId);
            let options = [];
            let active = -1;
            let timer;
            let controller;
            const open = () => { list.hidden = false; search.setAttribute("aria-expanded", "true"); };
            const close = () => {
              list.hidden = true;
              search.setAttribute("aria-expanded", "false");
              search.removeAttribute("aria-activedescendant");
              active = -1;
              for (const option of options) option.setAttribute("aria-selected", "false");
            };
            const move = (delta) => {
              if (!options.length) return;
              active = active < 0 ? (delta > 0 ? 0 : options.length - 1) : (active + delta + options.length) % options.length;
              options.forEach((option, index) => option.setAttribute("aria-selected", String(index === active)));
              search.setAttribute("aria-activedescendant", options[active].id);
              options[active].scrollIntoView({ block: "nearest" });
            };
            const choose = (value, name, address) => {
              hidden.value = value;
              if (address) {
                const link = document.createElement("a");
                link.href = address;
                link.textContent = name;
                chosen.replaceChildren(link);
              } else {
                chosen.replaceChildren(document.createTextNode(value === "" ? say("noneChosen") : name));
              }
              if (clear) clear.hidden = value === "";
              picker.querySelector("[data-to-one-found]")?.remove();
              search.value = "";
              status.textContent = value === "" ? say("noneChosenNow") : say("chosen", { name });
              close();
              hidden.dispatchEvent(new Event("change", { bubbles: true }));
            };
            const address = (text) => {
              const url = new URL(picker.dataset.choices, location.href);
              url.searchParams.set("q", text);
              return url;
            };
            const load = async (url, appending) => {
              controller?.abort();
              controller = new AbortController();
              try {
                const response = await fetch(url, { signal: controller.signal, headers: { Accept: "application/json" } });
                if (!response.ok) {
                  status.textContent = say("searchFailed", { status: response.status });
                  return;
                }
                const answer = await response.json();
                if (!appending) { list.replaceChildren(); options = []; active = -1; }
                list.querySelector("[data-more]")?.remove();
                options = options.filter((option) => !option.hasAttribute("data-more"));
                const add = (text, detail, pick) => {
                  const option = document.createElement("li");
                  option.setAttribute("role", "option");
                  option.setAttribute("aria-selected", "false");
                  option.id = `${listId}-${list.children.length}`;
                  option.textContent = text;
                  if (detail) {
                    const small = document.createElement("small");
                    small.textContent = ` · ${detail}`;
                    option.append(small);
                  }
                  // A press keeps the focus in the search; the click chooses.
                  option.addEventListener("mousedown", (event) => event.preventDefault());
                  option.addEventListener("click", pick);
                  list.append(option);
                  options.push(option);
                  return option;
                };
                for (const item of answer.choices) {
                  add(item.name, item.name === item.value ? null : item.value, () => choose(item.value, item.name, item.address));
                }
                if (answer.more) {
                  const more = answer.more;
                  add(say("more"), null, async () => {
                    const first = options.length - 1;
                    await load(more, true);
                    if (options[first]) { active = first - 1; move(1); }
                  }).setAttribute("data-more", "");
                }
                const found = answer.choices.length;
                status.textContent = options.length ? say(answer.more ? "foundOrMore" : "found", { count: found }) : say("nothingFound");
                if (options.length) open(); else close();
              } catch (error) {
                if (error.name !== "AbortError") console.warn("tessera: the search for a related row failed", error);
              }
            };
            search.addEventListener("input", () => {
              clearTimeout(timer);
              if (!search.value.trim()) { close(); status.textContent = ""; return; }
              timer = setTimeout(() => load(address(search.value), false), 200);
            });
            search.addEventListener("keydown", (event) => {
              if (event.key === "ArrowDown" || event.key === "ArrowUp") {
                event.preventDefault();
                if (list.hidden && options.length) { open(); move(event.key === "ArrowDown" ? 1 : -1); }
                else if (list.hidden) load(address(search.value), false);
                else move(event.key === "ArrowDown" ? 1 : -1);
              } else if (event.key === "Enter") {
                // Enter chooses or searches here; with nothing typed it sends the form.
                if (!list.hidden && active >= 0) { event.preventDefault(); options[active].click(); }
                else if (search.value.trim()) { event.preventDefault(); clearTimeout(timer); load(address(search.value), false); }
              } else if (event.key === "Escape" && !list.hidden) {
                event.preventDefault();
                close();
              }
            });
            search.addEventListener("blur", () => setTimeout(close, 150));
            clear?.addEventListener("click", (event) => { event.preventDefault(); choose("", "", null); search.focus(); });
            const newLink = picker.querySelector("a[data-to-one-new]");
            newLink?.addEventListener("click", (event) => {
              const opened = window.open(newLink.href, "_blank", "popup,width=760,height=820");
              // A blocked window: the link opens its tab as without the script.
              if (!opened) return;
              event.preventDefault();
              waiting = { window: opened, choose };
            });
          }
          window.addEventListener("message", (event) => {
            const picked = event.data?.tesseraPicked;
            if (event.origin !== location.origin || !picked || !waiting || event.source !== waiting.window) return;
            waiting.choose(String(picked.value), String(picked.name), picked.address ? String(picked.address) : null);
            waiting = null;
          });

          // Lists of values edited as lists: a PostgreSQL array a field an element, a text of
          // comma-separated choices a box a choice. The text area — the array's literal, the
          // text — stays the field the form sends, hidden, and changes only when a field or a
          // box does: a form sent back untouched sends back what it was given. A value the
          // script cannot read as such (a NULL element, an array of arrays, a word it does not
          // list) keeps its text area.
          const backslash = String.fromCharCode(92);
          const parseArray = (text) => {
            if (text.length < 2 || text[0] !== "{" || text[text.length - 1] !== "}") return null;
            const items = [];
            let i = 1;
            const end = text.length - 1;
            while (i < end) {
              let item = "";
              if (text[i] === '"') {
                i++;
                while (i < end && text[i] !== '"') {
                  if (text[i] === backslash) i++;
                  item += text[i];
                  i++;
                }
                if (text[i] !== '"') return null;
                i++;
              } else {
                while (i < end && text[i] !== ",") {
                  // Braces, quotes, a backslash — or a point's parentheses and a box array's
                  // semicolons: not a list of plain elements separated by commas.
                  if ('{}"();'.includes(text[i]) || text[i] === backslash) return null;
                  item += text[i];
                  i++;
                }
                if (item.trim().toUpperCase() === "NULL" || item.trim() !== item || item === "") return null;
              }
              items.push(item);
              if (i < end) {
                if (text[i] !== ",") return null;
                i++;
                if (i === end) return null;
              }
            }
            return items;
          };
          const quoteElement = (item) => {
            const plain = item !== "" && item.toUpperCase() !== "NULL" && item.trim() === item
              && ![...item].some((c) => '{},"'.includes(c) || c === backslash || c.trim() === "");
            if (plain) return item;
            return '"' + item.split(backslash).join(backslash + backslash).split('"').join(backslash + '"') + '"';
          };
          const fieldLabel = (area) => area.closest("label")?.querySelector(".t-field-label")?.textContent ?? area.name;
          // The field's id (where the mistakes' summary links) and its mistake go to the first
          // control that stands for it: a hidden text area can take no focus.
          const standIn = (area, control) => {
            if (!control) return;
            for (const name of ["id", "aria-invalid", "aria-describedby"]) {
              const value = area.getAttribute(name);
              if (value === null) continue;
              control.setAttribute(name, value);
              area.removeAttribute(name);
            }
          };
          for (const area of document.querySelectorAll("textarea[data-array-of]")) {
            const items = parseArray(area.value);
            // Only a text area in its field's label (the forms' own) is replaced.
            if (!items || area.disabled || area.readOnly || !area.closest("label")) continue;
            const name = fieldLabel(area);
            const list = document.createElement("div");
            list.setAttribute("role", "group");
            list.setAttribute("aria-label", name);
            list.dataset.arrayList = "";
            const rows = document.createElement("div");
            rows.dataset.arrayRows = "";
            const numbers = area.dataset.arrayOf === "number";
            const write = () => {
              // An empty field of a list of numbers is no element yet (no number is "").
              const values = [...rows.querySelectorAll("input")].map((input) => input.value).filter((value) => !numbers || value.trim() !== "");
              area.value = "{" + values.map(quoteElement).join(",") + "}";
            };
            const renumber = () => {
              [...rows.querySelectorAll("input")].forEach((input, index) => input.setAttribute("aria-label", name + " " + (index + 1)));
            };
            const addRow = (value, focus) => {
              const row = document.createElement("div");
              row.dataset.arrayRow = "";
              const input = document.createElement("input");
              input.className = "t-text-field";
              input.value = value;
              if (numbers) input.inputMode = "text";
              input.addEventListener("input", write);
              const remove = document.createElement("button");
              remove.type = "button";
              remove.className = "t-button";
              remove.textContent = say("remove");
              remove.addEventListener("click", () => {
                const next = row.nextElementSibling?.querySelector("input") ?? row.previousElementSibling?.querySelector("input") ?? add;
                row.remove();
                renumber();
                write();
                next.focus();
              });
              row.append(input, remove);
              rows.append(row);
              renumber();
              if (focus) input.focus();
            };
            const add = document.createElement("button");
            add.type = "button";
            add.className = "t-button";
            // English names a table inside a sentence in small letters; German keeps its capitals.
            add.textContent = say("add", { name: document.documentElement.lang === "en" ? name.toLowerCase() : name });
            add.addEventListener("click", () => {
              addRow("", true);
              write();
            });
            for (const item of items) addRow(item, false);
            list.append(rows, add);
            area.closest("label").after(list);
            standIn(area, rows.querySelector("input") ?? add);
            // Out of sight (a class's display outweighs `hidden`), still sent with the form.
            area.style.display = "none";
            area.required = false;
          }
          for (const area of document.querySelectorAll("textarea[data-set-choices]")) {
            let choices;
            try { choices = JSON.parse(area.dataset.setChoices); } catch { continue; }
            const chosen = area.value === "" ? [] : area.value.split(",");
            if (area.disabled || area.readOnly || !area.closest("label") || chosen.some((word) => !choices.includes(word))) continue;
            const name = fieldLabel(area);
            const group = document.createElement("fieldset");
            group.dataset.setChoices = "";
            const legend = document.createElement("legend");
            legend.textContent = name;
            group.append(legend);
            const boxes = [];
            for (const choice of choices) {
              const label = document.createElement("label");
              const box = document.createElement("input");
              box.type = "checkbox";
              box.value = choice;
              box.checked = chosen.includes(choice);
              box.addEventListener("change", () => {
                // The words kept stay where they were; a word ticked goes last.
                const kept = area.value === "" ? [] : area.value.split(",").filter((word) => boxes.find((b) => b.value === word)?.checked);
                for (const b of boxes) if (b.checked && !kept.includes(b.value)) kept.push(b.value);
                area.value = kept.join(",");
              });
              boxes.push(box);
              label.append(box, " " + choice);
              group.append(label);
            }
            const required = area.required;
            // A word none of the boxes offers: the text itself, as without the script.
            const asText = document.createElement("button");
            asText.type = "button";
            asText.className = "t-button";
            asText.textContent = say("editAsText");
            const field = area.closest("label");
            asText.addEventListener("click", () => {
              field.style.display = "";
              area.required = required;
              group.remove();
              area.focus();
            });
            group.append(asText);
            field.after(group);
            standIn(area, boxes[0]);
            area.required = false;
            field.style.display = "none";
          }

          // The SQL page's query box, highlighted: a layer under the box draws its text with
          // keywords, strings, numbers, comments and parameters in their colours; the box's own
          // text is clear over it, its caret and selection still its own. The layer takes the
          // box's metrics, so each character lies where the box's does, and scrolls with it.
          const sqlWords = new Set(("select from where and or not in is null as on join left right inner outer full cross natural using " +
            "group by order having limit offset union all intersect except distinct case when then else end with recursive " +
            "exists between like ilike glob escape asc desc nulls first last insert into values update set delete returning " +
            "true false cast collate filter over partition window rows range preceding following unbounded current row explain").split(" "));
          // No lookbehind (older Safari cannot parse one, and would lose the whole script): a
          // cast's "::" is a token of its own, so the type after it is no parameter, and a name's
          // digits go with the name.
          const sqlTokens = /(--[^\\n]*)|(\\/\\*[^]*?(?:\\*\\/|$))|('(?:[^']|'')*'?)|("(?:[^"]|"")*"?)|(::)|(\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?)|(:[A-Za-z_]\\w*|[@$][A-Za-z_]\\w*|\\$\\d+)|([A-Za-z_][\\w$]*)/g;
          const sqlKinds = ["comment", "comment", "string", "name", null, "number", "parameter"];
          const escapeText = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
          const highlighted = (text) => {
            let html = "", last = 0;
            for (const match of text.matchAll(sqlTokens)) {
              const groups = match.slice(1);
              let kind = sqlKinds[groups.findIndex((group) => group !== undefined)];
              if (groups[7] !== undefined) kind = sqlWords.has(match[0].toLowerCase()) ? "keyword" : null;
              html += escapeText(text.slice(last, match.index));
              html += kind ? `<span data-sql-token="${kind}">${escapeText(match[0])}</span>` : escapeText(match[0]);
              last = match.index + match[0].length;
            }
            // A last line break, drawn: a box ending in one shows an empty line under it.
            return html + escapeText(text.slice(last)) + "\\n";
          };
          for (const box of document.querySelectorAll("textarea[data-sql-names]")) {
            const layer = document.createElement("pre");
            layer.setAttribute("aria-hidden", "true");
            layer.dataset.sqlHighlight = "";
            box.before(layer);
            // The box's own look, read with its text shown (again when the scheme changes).
            let paddingRight = 0, borders = 0;
            const copyLook = () => {
              delete box.dataset.sqlHighlighted;
              const style = getComputedStyle(box);
              for (const property of ["fontFamily", "fontSize", "fontWeight", "fontStyle", "fontStretch", "fontVariant",
                                      "fontFeatureSettings", "fontVariationSettings", "fontKerning", "letterSpacing", "wordSpacing", "tabSize", "lineHeight", "textIndent", "paddingTop",
                                      "paddingBottom", "paddingLeft", "borderTopWidth", "borderRightWidth", "borderBottomWidth",
                                      "borderLeftWidth", "borderRadius", "backgroundColor", "color"]) {
                layer.style[property] = style[property];
              }
              paddingRight = parseFloat(style.paddingRight);
              borders = parseFloat(style.borderLeftWidth) + parseFloat(style.borderRightWidth);
              box.dataset.sqlHighlighted = "";
            };
            const place = () => {
              layer.style.top = box.offsetTop + "px";
              layer.style.left = box.offsetLeft + "px";
              layer.style.width = box.offsetWidth + "px";
              layer.style.height = box.offsetHeight + "px";
              // The box's scroll bar narrows its lines: the layer's are narrowed as much.
              layer.style.paddingRight = paddingRight + Math.max(0, box.offsetWidth - box.clientWidth - borders) + "px";
              layer.scrollTop = box.scrollTop;
              layer.scrollLeft = box.scrollLeft;
            };
            const draw = () => { layer.innerHTML = highlighted(box.value); place(); };
            copyLook();
            box.addEventListener("input", draw);
            box.addEventListener("t-sql-text", draw);
            box.addEventListener("scroll", () => { layer.scrollTop = box.scrollTop; layer.scrollLeft = box.scrollLeft; });
            new ResizeObserver(place).observe(box);
            matchMedia("(prefers-color-scheme: dark)").addEventListener("change", () => { copyLook(); place(); });
            draw();
          }

          // The SQL page's query box: the tables and columns the person may query are offered as
          // a word is typed (a listbox under the box: arrows move, Tab takes the name, Escape
          // closes); a name that needs quotes is taken quoted.
          for (const box of document.querySelectorAll("textarea[data-sql-names]")) {
            let names;
            try { names = JSON.parse(box.dataset.sqlNames); } catch { continue; }
            if (!Array.isArray(names) || !names.length) continue;
            const list = document.createElement("ul");
            list.id = "t-sql-names";
            list.hidden = true;
            list.dataset.sqlCompletions = "";
            list.setAttribute("role", "listbox");
            list.setAttribute("aria-label", say("tablesAndColumns"));
            box.after(list);
            box.setAttribute("aria-autocomplete", "list");
            box.setAttribute("aria-controls", list.id);
            let shown = [];
            let active = 0;
            const word = () => {
              const end = box.selectionStart;
              if (end !== box.selectionEnd) return null;
              let start = end;
              while (start > 0 && /[\\p{L}\\p{N}_$]/u.test(box.value[start - 1])) start--;
              if (start > 0 && box.value[start - 1] === ":") return null;
              return end > start ? { start, end, text: box.value.slice(start, end) } : null;
            };
            const close = () => {
              list.hidden = true;
              shown = [];
              box.removeAttribute("aria-activedescendant");
            };
            const take = (index) => {
              const typed = word();
              const name = shown[index];
              close();
              if (!typed || name === undefined) return;
              const written = /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : `"${name.replaceAll('"', '""')}"`;
              box.setRangeText(written, typed.start, typed.end, "end");
              // Not an input event (which would open the names again): the highlighting's own.
              box.dispatchEvent(new Event("t-sql-text"));
            };
            const render = () => {
              list.replaceChildren(...shown.map((name, index) => {
                const item = document.createElement("li");
                item.id = `t-sql-name-${index}`;
                item.setAttribute("role", "option");
                item.setAttribute("aria-selected", String(index === active));
                item.textContent = name;
                item.addEventListener("mousedown", (event) => { event.preventDefault(); take(index); });
                return item;
              }));
              list.hidden = !shown.length;
              if (shown.length) box.setAttribute("aria-activedescendant", `t-sql-name-${active}`);
              else box.removeAttribute("aria-activedescendant");
            };
            box.addEventListener("input", () => {
              const typed = word();
              if (!typed) return close();
              const lower = typed.text.toLowerCase();
              shown = names.filter((name) => name.toLowerCase().startsWith(lower) && name.toLowerCase() !== lower).slice(0, 6);
              active = 0;
              render();
            });
            box.addEventListener("keydown", (event) => {
              if (list.hidden) return;
              if (event.key === "ArrowDown" || event.key === "ArrowUp") {
                event.preventDefault();
                active = (active + (event.key === "ArrowDown" ? 1 : -1) + shown.length) % shown.length;
                render();
              } else if (event.key === "Tab" && !event.shiftKey) {
                // Tab, not Enter: a line ends where a name could go on ("film" and "film_actor").
                event.preventDefault();
                take(active);
              } else if (event.key === "Escape") {
                event.preventDefault();
                close();
              }
            });
            box.addEventListener("blur", close);
          }

          // A live dashboard (its page's, or the start page's): told by its stream that a table
          // its tiles read changed, read the page again and put its new tiles in place. One
          // reading at a time (a change told meanwhile reads once more after it), none while the
          // page is hidden (read when it shows again), and one after the stream reconnects, for
          // what changed while it was away.
          for (const grid of document.querySelectorAll("[data-live-dashboard]")) {
            let reading = false, again = false, opened = false;
            const read = async () => {
              if (document.hidden) { again = true; return; }
              if (reading) { again = true; return; }
              reading = true;
              again = false;
              grid.setAttribute("aria-busy", "true");
              try {
                const response = await fetch(location.href, { credentials: "same-origin", cache: "no-store", headers: { Accept: "text/html" } });
                const type = response.headers.get("Content-Type") || "";
                if (response.ok && type.startsWith("text/html")) {
                  const page = new DOMParser().parseFromString(await response.text(), "text/html");
                  const fresh = page.querySelector(`[data-dashboard="${CSS.escape(grid.dataset.dashboard)}"]`);
                  if (fresh) grid.replaceChildren(...fresh.childNodes);
                }
              } catch {
                // Offline for a moment: the next change, or the reconnection, reads again.
              } finally {
                grid.removeAttribute("aria-busy");
                reading = false;
                if (again) read();
              }
            };
            const source = new EventSource(grid.dataset.liveDashboard);
            source.addEventListener("changed", read);
            source.addEventListener("open", () => { if (opened) read(); opened = true; });
            document.addEventListener("visibilitychange", () => { if (!document.hidden && again) read(); });
          }

          // The page of a row made in a window a picker opened: hand the row back and close.
          const picked = document.querySelector("[data-picked-row]");
          if (picked && window.opener && !window.opener.closed) {
            const { value, name, address } = picked.dataset;
            window.opener.postMessage({ tesseraPicked: { value, name, address } }, location.origin);
            window.close();
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

/// The Direct pages' script tag: in a language other than English, with the texts the script
/// writes in that language (`data-texts`, JSON; `{name}` stands for a value the script fills in).
struct DirectScriptTag: View {
    @Environment(\.localization) private var localized

    var body: some View {
        if localized.language == .english {
            ScriptTag(source: DirectScript.path)
        } else {
            ScriptTag(source: DirectScript.path).attribute("data-texts", texts)
        }
    }

    /// Each text the script writes, by its key there.
    private var texts: String {
        let pairs: [(String, DirectText)] = [
            ("rowsFound", .rowsFound), ("noneChosen", .noneChosen), ("noneChosenNow", .noneChosenNow), ("chosen", .chosenRow("{name}")),
            ("searchFailed", .searchFailed(status: "{status}")), ("more", .moreEllipsis), ("found", .foundCount("{count}", orMore: false)),
            ("foundOrMore", .foundCount("{count}", orMore: true)), ("nothingFound", .nothingFound), ("remove", .remove),
            ("add", .addItem("{name}")), ("editAsText", .editAsText), ("tablesAndColumns", .tablesAndColumns),
        ]
        return "{" + pairs.map { "\(JSONText.string($0.0)):\(JSONText.string(localized($0.1)))" }.joined(separator: ",") + "}"
    }
}
