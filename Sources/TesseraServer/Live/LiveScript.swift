/// Tessera's own script: it applies the updates a ``LiveSections`` stream pushes to the sections on
/// a page, and sends the forms of live regions with `fetch` instead of reloading the page; for a
/// live view (`Router.addLiveView`), it applies the patches its session pushes and sends its
/// events (clicks, Return, typing) with `fetch`.
///
/// Served by ``TesseraAssets`` from this origin (the content security policy allows scripts from
/// nowhere else, and none inline); pages load it with `defer`. Without it, or where it fails,
/// every form still submits and the page reloads: it only enhances.
/// Sources/TesseraSections/TesseraSections.docc/Sections.md, "The live protocol", describes what it
/// reads and applies.
enum LiveScript {
    static let source = #"""
        // Tessera live sections: applies the updates the server pushes, and sends live forms with fetch.
        // Without this script every form still posts and the page reloads; see Sources/TesseraSections/TesseraSections.docc/Sections.md.
        (function () {
          'use strict';
          if (window.tesseraLive) { return; }
          window.tesseraLive = true;

          // Elements of a fragment of server-rendered HTML (rows, sections, table rows).
          function fragment(html) {
            var template = document.createElement('template');
            template.innerHTML = html;
            return template.content.firstElementChild;
          }

          function children(parent, attribute) {
            var found = [];
            for (var child = parent.firstElementChild; child; child = child.nextElementSibling) {
              if (child.hasAttribute(attribute)) { found.push(child); }
            }
            return found;
          }

          function contentOf(region) { return region.querySelector('[data-sections-content]'); }
          function sectionsOf(region) { return children(contentOf(region), 'data-section'); }
          function rowsContainer(section) {
            return section.hasAttribute('data-rows') ? section : children(section, 'data-rows')[0];
          }
          function rowsOf(section) { return children(rowsContainer(section), 'data-element'); }

          function insertRow(section, index, row) {
            var container = rowsContainer(section);
            var rows = rowsOf(section);
            if (index < rows.length) {
              rows[index].before(row);
            } else if (rows.length > 0) {
              rows[rows.length - 1].after(row);
            } else {
              var header = children(container, 'data-section-header')[0];
              if (header) { header.after(row); } else { container.prepend(row); }
            }
          }

          function replaceSupplementary(section, attribute, html, first) {
            var existing = children(section, attribute)[0];
            if (!html) {
              if (existing) { existing.remove(); }
              return;
            }
            var element = fragment(html);
            if (existing) {
              existing.replaceWith(element);
            } else if (first) {
              section.prepend(element);
            } else {
              section.append(element);
            }
          }

          // One operation; each index is in the page as it is after the operations before it.
          function apply(region, operation) {
            var sections = sectionsOf(region);
            var section = sections[operation.section];
            switch (operation.op) {
              case 'insertSection':
                if (operation.section < sections.length) {
                  section.before(fragment(operation.html));
                } else {
                  contentOf(region).append(fragment(operation.html));
                }
                return;
              case 'removeSection': section.remove(); return;
              case 'reloadSection': section.replaceWith(fragment(operation.html)); return;
              case 'updateHeaderFooter':
                replaceSupplementary(section, 'data-section-header', operation.header, true);
                replaceSupplementary(section, 'data-section-footer', operation.footer, false);
                return;
              case 'insertElement': insertRow(section, operation.item, fragment(operation.html)); return;
              case 'removeElement': rowsOf(section)[operation.item].remove(); return;
              case 'updateElement': rowsOf(section)[operation.item].replaceWith(fragment(operation.html)); return;
              case 'moveElement':
                var row = rowsOf(section)[operation.item];
                row.remove();
                insertRow(section, operation.to, row);
                return;
              default: throw new Error('unknown operation ' + operation.op);
            }
          }

          // Rows carry their position among all rows, in data-position and in their controls'
          // URLs; rows that came and went before them changed it.
          function renumber(region) {
            var position = 0;
            sectionsOf(region).forEach(function (section) {
              var rows = rowsOf(section);
              rows.forEach(function (row, index) {
                row.setAttribute('data-position', String(position));
                row.querySelectorAll('[formaction]').forEach(function (control) {
                  var url = new URL(control.getAttribute('formaction'), window.location.href);
                  if (url.searchParams.has('position')) {
                    url.searchParams.set('position', String(position));
                    control.setAttribute('formaction', url.pathname + url.search);
                  }
                });
                row.querySelectorAll('[data-move]').forEach(function (control) {
                  control.disabled = Number(control.getAttribute('data-move')) < 0 ? index === 0 : index === rows.length - 1;
                });
                position += 1;
              });
            });
          }

          // Says what changed to assistive technologies, in the region's status element
          // (role=status: read politely, when the person pauses): "2 rows added, 1 changed".
          function announce(region, operations) {
            var status = region.querySelector('[data-sections-status]');
            if (!status) { return; }
            var counts = { insertElement: 0, removeElement: 0, updateElement: 0 };
            operations.forEach(function (operation) {
              if (operation.op in counts) { counts[operation.op] += 1; }
            });
            var parts = [];
            [['insertElement', 'added'], ['removeElement', 'removed'], ['updateElement', 'changed']].forEach(function (kind) {
              var count = counts[kind[0]];
              if (!count) { return; }
              // "2 rows added, 1 removed."
              parts.push(parts.length === 0 ? count + (count === 1 ? ' row ' : ' rows ') + kind[1] : count + ' ' + kind[1]);
            });
            if (parts.length === 0) { return; }
            status.textContent = parts.join(', ') + '.';
          }

          function connect(region, since) {
            var url = new URL(region.getAttribute('data-live'), window.location.href);
            url.searchParams.set('since', since);
            var source = new EventSource(url.pathname + url.search);
            region.tesseraSource = source;
            source.addEventListener('update', function (event) {
              try {
                var update = JSON.parse(event.data);
                if (update.from !== region.getAttribute('data-version')) { throw new Error('out of step'); }
                update.operations.forEach(function (operation) { apply(region, operation); });
                region.setAttribute('data-version', update.version);
                renumber(region);
                announce(region, update.operations);
              } catch (error) {
                // Out of step with the server: ask for every section again.
                source.close();
                connect(region, '');
              }
            });
            source.addEventListener('reset', function (event) {
              var reset = JSON.parse(event.data);
              contentOf(region).replaceWith(fragment(reset.html));
              region.setAttribute('data-version', reset.version);
              region.tesseraRetry = 0;
            });
            source.addEventListener('open', function () { region.tesseraRetry = 0; });
            // The browser reconnects by itself when a stream ends or its connection drops (the
            // server restarting, an instance behind a proxy going away: the proxy sends it to
            // another, which resynchronises it). It gives up for good when an answer is not a
            // stream (a proxy's 502 while no instance is up, a 503): try again, less and less often.
            source.addEventListener('error', function () {
              if (source.readyState !== EventSource.CLOSED || region.tesseraSource !== source) { return; }
              var attempt = (region.tesseraRetry || 0) + 1;
              region.tesseraRetry = attempt;
              window.setTimeout(function () {
                if (region.tesseraSource === source) { connect(region, region.getAttribute('data-version') || ''); }
              }, Math.min(30000, 1000 * Math.pow(2, attempt - 1)));
            });
          }

          function isLive() {
            var regions = document.querySelectorAll('[data-live]');
            for (var index = 0; index < regions.length; index += 1) {
              var source = regions[index].tesseraSource;
              if (source && source.readyState === EventSource.OPEN) { return true; }
            }
            return false;
          }

          // Forms marked data-tessera-live post with fetch while the page is live: the change comes
          // back through the stream, so the page need not reload. Otherwise, or when the request
          // fails, the form submits as usual and the page shows what the server answers.
          document.addEventListener('submit', function (event) {
            var form = event.target;
            if (!form.hasAttribute('data-tessera-live') || form.tesseraDirect || !isLive()) { return; }
            event.preventDefault();
            var submitter = event.submitter;
            var action = (submitter && submitter.getAttribute('formaction')) || form.getAttribute('action') || window.location.href;
            var body = new URLSearchParams(new FormData(form, submitter || undefined));
            window.fetch(action, {
              method: 'POST',
              body: body,
              headers: { 'X-Tessera-Live': '1' },
              credentials: 'same-origin'
            }).then(function (response) {
              if (!response.ok) { throw new Error(String(response.status)); }
            }).catch(function () {
              form.tesseraDirect = true;
              form.requestSubmit(submitter || undefined);
            });
          });

          document.querySelectorAll('[data-live]').forEach(function (region) {
            connect(region, region.getAttribute('data-version') || '');
          });

          // ---- Live views ([data-live-view]): a view tree whose state lives on the server. Nodes
          // stand between <!--t:ID--> and <!--/t:ID-->; patches replace, insert, remove and move
          // them; <!--t:ID/--> in new HTML stands for a node the page has, moved there.

          function markers(region) {
            var map = {};
            var walker = document.createTreeWalker(region, NodeFilter.SHOW_COMMENT);
            for (var node = walker.nextNode(); node; node = walker.nextNode()) {
              var match = /^t:(\d+)$/.exec(node.data);
              if (match) { map[match[1]] = node; }
            }
            region.tesseraMarkers = map;
            return map;
          }

          function startOf(region, id) {
            var map = region.tesseraMarkers || markers(region);
            var start = map[id];
            if (!start || !start.isConnected || !region.contains(start)) { start = markers(region)[id]; }
            if (!start) { throw new Error('no node ' + id); }
            return start;
          }

          // The node's DOM nodes, markers included, in order.
          function rangeOf(region, id) {
            var start = startOf(region, id);
            var nodes = [start];
            var end = '/t:' + id;
            for (var node = start.nextSibling; node; node = node.nextSibling) {
              nodes.push(node);
              if (node.nodeType === Node.COMMENT_NODE && node.data === end) { return nodes; }
            }
            throw new Error('node ' + id + ' has no end');
          }

          // New HTML, with the nodes it keeps moved in from the page.
          function build(region, html) {
            var template = document.createElement('template');
            template.innerHTML = html;
            var kept = [];
            var walker = document.createTreeWalker(template.content, NodeFilter.SHOW_COMMENT);
            for (var node = walker.nextNode(); node; node = walker.nextNode()) {
              var match = /^t:(\d+)\/$/.exec(node.data);
              if (match) { kept.push([node, match[1]]); }
            }
            kept.forEach(function (entry) {
              var placeholder = entry[0];
              rangeOf(region, entry[1]).forEach(function (node) { placeholder.parentNode.insertBefore(node, placeholder); });
              placeholder.remove();
            });
            return template.content;
          }

          function place(region, nodes, operation) {
            if (operation.after !== undefined) {
              var after = rangeOf(region, operation.after);
              var next = after[after.length - 1].nextSibling;
              nodes.forEach(function (node) { after[0].parentNode.insertBefore(node, next); });
            } else {
              var before = startOf(region, operation.before);
              nodes.forEach(function (node) { before.parentNode.insertBefore(node, before); });
            }
          }

          function applyLive(region, operation) {
            switch (operation.op) {
              case 'replace':
                var old = rangeOf(region, operation.id);
                var parent = old[0].parentNode;
                var content = build(region, operation.html);
                // The kept nodes moved out of the old range into the new HTML; the rest of it goes.
                var survivors = old.filter(function (node) { return node.parentNode === parent; });
                var anchor = survivors[0];
                anchor.parentNode.insertBefore(content, anchor);
                survivors.forEach(function (node) { node.remove(); });
                return;
              case 'remove':
                rangeOf(region, operation.id).forEach(function (node) { node.remove(); });
                return;
              case 'insert':
                var fragment = build(region, operation.html);
                place(region, Array.prototype.slice.call(fragment.childNodes), operation);
                return;
              case 'move':
                place(region, rangeOf(region, operation.id), operation);
                return;
              default: throw new Error('unknown operation ' + operation.op);
            }
          }

          // What the page sent last for each field, to tell a value the server changed from one it
          // merely echoes while the person types on.
          var sent = {};

          // The element that takes the focus's place: the same control by name (and, for buttons,
          // which share one name, by value), never a hidden field.
          function counterpart(region, saved) {
            var candidates = region.ownerDocument.getElementsByName(saved.name);
            for (var index = 0; index < candidates.length; index += 1) {
              var candidate = candidates[index];
              if (candidate.type === 'hidden' || !region.contains(candidate)) { continue; }
              if (saved.isButton && candidate.value !== saved.value) { continue; }
              return candidate;
            }
            return null;
          }

          function withFocusKept(region, apply) {
            var active = document.activeElement;
            var saved = null;
            if (active && active !== document.body && region.contains(active) && active.name) {
              saved = {
                name: active.name, value: active.value, isButton: active.tagName === 'BUTTON',
                start: active.selectionStart, end: active.selectionEnd
              };
            }
            apply();
            if (!saved) { return; }
            if (active.isConnected) {
              // Moved with a node the page kept: moving takes the focus away.
              if (document.activeElement !== active) { active.focus(); }
              return;
            }
            var field = counterpart(region, saved);
            if (!field) { return; }
            if (!saved.isButton && (field.value === sent[saved.name] || field.value === saved.value)) { field.value = saved.value; }
            field.focus();
            try { field.setSelectionRange(saved.start, saved.end); } catch (error) { /* not a text field */ }
          }

          function presentDialogs(region) {
            region.querySelectorAll('dialog[data-t-modal][open]').forEach(function (dialog) {
              if (dialog.matches(':modal')) { return; }
              dialog.close();
              dialog.showModal();
            });
          }

          function formOf(region) {
            var form = region.nextElementSibling;
            return form && form.hasAttribute('data-t-live-form') ? form : null;
          }

          // Typing waiting to be sent. Anything the form posts carries every field's value, so it
          // sends the typing too: the wait ends, or it would send an old value after a newer one.
          var typing = [];

          function post(region, body) {
            typing.forEach(function (field) { window.clearTimeout(field.tesseraTimer); });
            typing = [];
            var form = formOf(region);
            // One post at a time, in order; one that failed does not stop those after it.
            var chain = (region.tesseraPosting || Promise.resolve()).catch(function () {});
            region.tesseraPosting = chain.then(function () {
              return window.fetch(form.getAttribute('action'), {
                method: 'POST', body: body, headers: { 'X-Tessera-Live': '1' }, credentials: 'same-origin'
              });
            }).then(function (response) {
              if (response.status === 410) { window.location.reload(); return; }
              if (!response.ok) { throw new Error(String(response.status)); }
            });
            return region.tesseraPosting;
          }

          function streamOpen(region) {
            return region.tesseraSource && region.tesseraSource.readyState === EventSource.OPEN;
          }

          function regionOfForm(form) {
            var region = form.previousElementSibling;
            return region && region.hasAttribute('data-live-view') ? region : null;
          }

          function fields(form, extra) {
            var body = new URLSearchParams(new FormData(form));
            Object.keys(extra).forEach(function (name) { body.set(name, extra[name]); });
            return body;
          }

          function connectLive(region) {
            var url = new URL(region.getAttribute('data-live-events'), window.location.href);
            url.searchParams.set('since', region.getAttribute('data-version') || '0');
            var source = new EventSource(url.pathname + url.search);
            region.tesseraSource = source;
            source.addEventListener('patch', function (event) {
              var patch = JSON.parse(event.data);
              try {
                if (String(patch.from) !== region.getAttribute('data-version')) { throw new Error('out of step'); }
                withFocusKept(region, function () {
                  patch.ops.forEach(function (operation) { applyLive(region, operation); });
                });
                region.setAttribute('data-version', String(patch.to));
                presentDialogs(region);
              } catch (error) {
                // Out of step with the server: ask for the whole view again.
                source.close();
                region.setAttribute('data-version', '-1');
                connectLive(region);
              }
            });
            source.addEventListener('reset', function (event) {
              var reset = JSON.parse(event.data);
              withFocusKept(region, function () {
                var template = document.createElement('template');
                template.innerHTML = reset.html;
                region.replaceChildren(template.content);
              });
              region.tesseraMarkers = null;
              region.setAttribute('data-version', String(reset.version));
              presentDialogs(region);
              region.tesseraRetry = 0;
            });
            source.addEventListener('ended', function (event) {
              source.close();
              region.tesseraSource = null;
              var notice = document.createElement('p');
              notice.className = 't-live-notice';
              notice.setAttribute('role', 'status');
              notice.textContent = JSON.parse(event.data).message + ' ';
              var reload = document.createElement('a');
              reload.href = window.location.pathname;
              reload.textContent = 'Reload';
              notice.append(reload);
              region.prepend(notice);
            });
            source.addEventListener('open', function () { region.tesseraRetry = 0; });
            source.addEventListener('error', function () {
              if (source.readyState !== EventSource.CLOSED || region.tesseraSource !== source) { return; }
              var attempt = (region.tesseraRetry || 0) + 1;
              region.tesseraRetry = attempt;
              window.setTimeout(function () {
                if (region.tesseraSource === source) { connectLive(region); }
              }, Math.min(30000, 1000 * Math.pow(2, attempt - 1)));
            });
          }

          // Buttons and Return: the live view's form posts with fetch while its stream is open; the
          // change comes back through the stream. Otherwise the form submits and the page reloads.
          document.addEventListener('submit', function (event) {
            var form = event.target;
            if (!form.hasAttribute('data-t-live-form') || form.tesseraDirect) { return; }
            var region = regionOfForm(form);
            if (!region || !streamOpen(region)) { return; }
            event.preventDefault();
            var submitter = event.submitter;
            var body = new URLSearchParams(new FormData(form, submitter || undefined));
            post(region, body).catch(function () {
              // The click may have run or not: the page shows what the server has, rather than
              // sending it again as a plain form (which would run it twice).
              window.location.reload();
            });
          });

          function liveField(target) {
            if (!target || !target.name || target.name.indexOf('t-bind:') !== 0) { return null; }
            var form = target.form;
            if (!form || !form.hasAttribute('data-t-live-form')) { return null; }
            var region = regionOfForm(form);
            return region && streamOpen(region) ? { form: form, region: region } : null;
          }

          // Return in a field sends that field's submission (its onSubmit) and nothing else: never
          // a click on whichever button of the view comes first, as a plain form would.
          document.addEventListener('keydown', function (event) {
            var target = event.target;
            if (event.key !== 'Enter' || event.isComposing || target.tagName !== 'INPUT') { return; }
            var live = liveField(target);
            if (!live) { return; }
            event.preventDefault();
            window.clearTimeout(target.tesseraTimer);
            sent[target.name] = target.value;
            var submits = target.hasAttribute('data-t-submit');
            post(live.region, fields(live.form, submits ? { 't-event': 'submit', 't-field': target.name } : { 't-event': 'change' }))
              .catch(function () {});
          });

          // Typing reaches the bindings a moment after the person pauses; other controls at once.
          document.addEventListener('input', function (event) {
            var target = event.target;
            if (target.type === 'checkbox' || target.tagName === 'SELECT') { return; }
            var live = liveField(target);
            if (!live) { return; }
            window.clearTimeout(target.tesseraTimer);
            if (typing.indexOf(target) < 0) { typing.push(target); }
            target.tesseraTimer = window.setTimeout(function () {
              sent[target.name] = target.value;
              post(live.region, fields(live.form, { 't-event': 'input' })).catch(function () {});
            }, 250);
          });
          document.addEventListener('change', function (event) {
            var target = event.target;
            var live = liveField(target);
            if (!live) { return; }
            window.clearTimeout(target.tesseraTimer);
            // A text field reports a change when it loses focus or takes Return: already sent.
            var isText = target.tagName === 'TEXTAREA' || target.type === 'text';
            if (isText && sent[target.name] === target.value) { return; }
            sent[target.name] = target.value;
            post(live.region, fields(live.form, { 't-event': 'change' })).catch(function () {});
          });

          // Escape on a modal alert or sheet presses its cancel button, so the server knows.
          document.addEventListener('cancel', function (event) {
            var dialog = event.target;
            if (!dialog.hasAttribute || !dialog.hasAttribute('data-t-modal')) { return; }
            event.preventDefault();
            var buttons = dialog.querySelectorAll('button');
            var cancel = dialog.querySelector('.t-button-cancel') || buttons[buttons.length - 1];
            if (cancel) { cancel.click(); }
          }, true);

          document.querySelectorAll('[data-live-view]').forEach(function (region) {
            // The tab's address names its session, so a reload finds the state as it was.
            var address = region.getAttribute('data-live-address');
            if (address) { window.history.replaceState(window.history.state, '', address + window.location.hash); }
            presentDialogs(region);
            connectLive(region);
          });
        })();

        """#
}
