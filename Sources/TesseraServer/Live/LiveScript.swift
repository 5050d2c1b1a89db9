/// Tessera's own script: it applies the updates a ``LiveSections`` stream pushes to the sections on
/// a page, and sends the forms of live regions with `fetch` instead of reloading the page.
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
        })();

        """#
}
