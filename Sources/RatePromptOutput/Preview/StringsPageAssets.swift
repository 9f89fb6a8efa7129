/// The translators' page's style sheet and script: constant text, allowed by hash in the page's
/// Content-Security-Policy. The script unpacks the page's data blocks (base64 of deflated JSON, through the browser's
/// `DecompressionStream`) and builds every element with `textContent` and attributes, never markup, so a translation
/// cannot add markup or script.
enum StringsPageAssets {
    static let style = #"""

        :root { color-scheme: light dark;
          --page: #f2f2f7; --panel: #ffffff; --text: #1c1c1e; --muted: #6e6e73; --line: #d8d8dd; --chip: #e9e9ee;
          --accent: #007aff; --error: #c40012; --error-bg: rgba(255, 59, 48, 0.12); --warn: #8a5a00;
          --warn-bg: rgba(255, 204, 0, 0.25); --ok: #1f7a3a; --ok-bg: rgba(52, 199, 89, 0.18); }
        @media (prefers-color-scheme: dark) { :root {
          --page: #000000; --panel: #1c1c1e; --text: #f5f5f7; --muted: #a1a1a8; --line: #38383a; --chip: #2c2c2e;
          --accent: #0a84ff; --error: #ff6961; --error-bg: rgba(255, 69, 58, 0.2); --warn: #ffd60a;
          --warn-bg: rgba(255, 214, 10, 0.16); --ok: #5fd47e; --ok-bg: rgba(48, 209, 88, 0.18); } }
        * { box-sizing: border-box; }
        html { background: var(--page); color: var(--text);
          font: 14px/1.45 -apple-system, BlinkMacSystemFont, system-ui, "Segoe UI", "Noto Sans", "DejaVu Sans", sans-serif; }
        body { margin: 0; }
        [hidden] { display: none !important; }
        code, kbd, .key { font-family: ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace; }
        .page-head { padding: 12px 20px; background: var(--panel); border-bottom: 1px solid var(--line); }
        h1 { margin: 0; font-size: 20px; }
        .subtitle { margin: 4px 0 0; color: var(--muted); }
        kbd { font-size: 12px; border: 1px solid var(--line); border-radius: 4px; padding: 0 4px; }
        .page-findings { margin: 12px 20px 0; padding: 8px 12px; background: var(--panel); border: 1px solid var(--line);
          border-radius: 10px; }
        .page-findings h2 { font-size: 14px; margin: 0 0 4px; }
        .layout { display: grid; grid-template-columns: 250px minmax(0, 1fr); gap: 16px; padding: 12px 20px;
          align-items: start; }
        @media (max-width: 820px) { .layout { grid-template-columns: minmax(0, 1fr); } }
        .languages { position: sticky; top: 8px; max-height: calc(100vh - 16px); overflow: auto; background: var(--panel);
          border: 1px solid var(--line); border-radius: 10px; padding: 8px; }
        .languages h2 { font-size: 12px; margin: 0 0 6px; color: var(--muted); text-transform: uppercase; }
        .languages ol { list-style: none; margin: 0; padding: 0; }
        .languages button { font: inherit; color: inherit; background: none; border: 0; text-align: start; display: block;
          width: 100%; padding: 5px 6px; border-radius: 6px; cursor: pointer; }
        .languages button[aria-current="true"] { background: var(--chip); }
        .languages button:focus-visible { outline: 2px solid var(--accent); }
        .lang-name { font-weight: 600; }
        .lang-code { font-size: 12px; color: var(--muted); }
        .endonym { color: var(--muted); unicode-bidi: isolate; }
        .bar { display: flex; height: 5px; border-radius: 3px; overflow: hidden; background: var(--chip); margin: 3px 0; }
        .bar .done { background: var(--ok); }
        .bar .review { background: var(--warn); }
        .bar .todo { background: var(--error); }
        .lang-counts { font-size: 11px; color: var(--muted); }
        .toolbar { display: flex; flex-wrap: wrap; gap: 8px 14px; align-items: end; position: sticky; top: 0; z-index: 1;
          background: var(--page); padding: 6px 0; }
        .toolbar label { display: flex; flex-direction: column; font-size: 11px; font-weight: 600; color: var(--muted); gap: 2px; }
        .toolbar select, .toolbar input { font: inherit; font-size: 13px; font-weight: 400; color: var(--text);
          background: var(--panel); border: 1px solid var(--line); border-radius: 6px; padding: 3px 6px; }
        .toolbar .search input { width: 260px; }
        #ratio { width: 5em; }
        .summary { margin: 4px 0 8px; display: flex; flex-wrap: wrap; gap: 6px; align-items: center; color: var(--muted); }
        .badge { display: inline-block; font-size: 11px; font-weight: 600; padding: 1px 7px; border-radius: 999px;
          background: var(--chip); color: var(--muted); white-space: nowrap; }
        .badge.untranslated, .badge.error, .badge.long { background: var(--error-bg); color: var(--error); }
        .badge.review, .badge.warning, .badge.findings { background: var(--warn-bg); color: var(--warn); }
        .badge.translated { background: var(--ok-bg); color: var(--ok); }
        .rows { background: var(--panel); border: 1px solid var(--line); border-radius: 10px; }
        .rows:empty { display: none; }
        .row { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 2px 24px; padding: 8px 12px;
          border-top: 1px solid var(--line); }
        .row:first-child { border-top: 0; }
        .row.current { outline: 2px solid var(--accent); outline-offset: -2px; }
        .row .meta, .row .forms, .row .findings { grid-column: 1 / -1; }
        .meta { display: flex; flex-wrap: wrap; gap: 2px 10px; align-items: baseline; font-size: 12px; color: var(--muted); }
        .key { font-size: 12px; unicode-bidi: isolate; }
        .comment { font-style: italic; unicode-bidi: isolate; }
        .source, .value { overflow-wrap: anywhere; }
        .source { color: var(--muted); }
        .value.too-wide { background: var(--error-bg); border-radius: 3px; }
        .missing, .nothing-text { color: var(--muted); font-style: italic; }
        .missing { color: var(--error); }
        .forms { list-style: none; margin: 2px 0 0; padding: 0; }
        .form { display: grid; grid-template-columns: 10em 9em minmax(0, 1fr); gap: 8px; }
        .category { font-weight: 600; }
        .examples { color: var(--muted); font-variant-numeric: tabular-nums; }
        .findings { list-style: none; margin: 4px 0 0; padding: 0; font-size: 12px; display: grid; gap: 2px; }
        .table-findings { background: var(--panel); border: 1px solid var(--line); border-radius: 10px; padding: 8px 12px;
          margin: 0 0 8px; }
        .finding { color: var(--warn); }
        .finding.error { color: var(--error); }
        .finding .rule, .finding .where { color: var(--muted); font-size: 11px; }
        .more { text-align: center; }

        """#

    /// Draws the language chosen in the address (`#lang=…`) or the first one: its progress, its filtered rows in
    /// chunks as they scroll into view, each translation's width against its source's. A language's block is unpacked
    /// and parsed the first time it is shown. Records on `<html>` what a test checks: how many rows match and are
    /// drawn, the languages unpacked, resources loaded, policy violations, the time to first rows.
    static let script = PageScript.prelude + #"""

          addEventListener('load', report);
          const $ = (id) => document.getElementById(id);
          const element = (tag, className, text) => {
            const node = document.createElement(tag);
            if (className) node.className = className;
            if (text !== undefined) node.textContent = text;
            return node;
          };
          const number = (value) => value.toLocaleString('en');
          let meta = null;
          const STATUS = ['translated', 'untranslated', 'review', 'nothing'];
          const STATUS_TEXT = ['translated', 'not translated', 'needs review', 'nothing to translate'];
          const CHUNK = 150;
          const controls = { state: $('state'), rule: $('rule'), table: $('table'), q: $('search'), order: $('order'),
            ratio: $('ratio') };
          const parsed = new Map();
          let view = null;
          // The latest language asked for: a slower one asked for before it is not drawn over it.
          let asked = 0;
          let shown = [];
          let drawn = 0;
          let current = -1;

          // The page's font, for measuring widths as the rows draw them.
          const ruler = $('ruler').getContext('2d');
          const style = getComputedStyle(root);
          ruler.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const width = (text) => ruler.measureText(text).width;

          // A data block: base64 of deflated JSON. Unpacking a stream made of bytes in hand takes no task, only
          // promise steps, so the first language is drawn before the page's load event.
          async function unpack(id) {
            const text = $(id).textContent;
            let bytes;
            if (typeof Uint8Array.fromBase64 === 'function') {
              bytes = Uint8Array.fromBase64(text);
            } else {
              const binary = atob(text);
              bytes = new Uint8Array(binary.length);
              for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
            }
            const reader = new ReadableStream({ start(controller) { controller.enqueue(bytes); controller.close(); } })
              .pipeThrough(new DecompressionStream('deflate-raw')).getReader();
            const decoder = new TextDecoder();
            let json = '';
            for (;;) {
              const { done, value } = await reader.read();
              if (done) break;
              json += decoder.decode(value, { stream: true });
            }
            return JSON.parse(json + decoder.decode());
          }

          function load(index) {
            if (!parsed.has(index)) parsed.set(index, unpack(`strings-${index}`).then((data) => {
              const [id, name, endonym, tag, dir] = meta.languages[index];
              const rows = data.rows.map(([string, value, status, state, forms, findings], position) => {
                const [table, key, source, comment, sourceLanguage, sourceIsKey] = meta.strings[string];
                // Width against the source's, for a plain translation of a source text (not a bare key).
                let ratio = 0;
                if (value !== null && status !== 3 && sourceIsKey === 0) {
                  const sourceWidth = width(source);
                  if (sourceWidth > 0) ratio = width(value) / sourceWidth;
                }
                return { position, table, key, source, comment, sourceLanguage, value, status, state, forms: forms || [],
                  findings: findings || [], ratio, text: null };
              });
              return { index, id, name, endonym, tag, dir, rows, tableFindings: data.tableFindings };
            }));
            root.dataset.unpacked = Array.from(parsed.keys(), (unpacked) => meta.languages[unpacked][0]).join(' ');
            return parsed.get(index);
          }

          const ratioLimit = () => {
            const value = Number(controls.ratio.value);
            return Number.isFinite(value) && value > 0 ? value : 1.5;
          };
          const isLong = (row) => row.ratio > ratioLimit();
          const isProblem = (row) => row.status === 1 || row.status === 2 || row.findings.length > 0 || isLong(row);
          const rank = (row) => {
            if (row.findings.some((finding) => finding[0] === 'error')) return 0;
            if (row.status === 1) return 1;
            if (row.status === 2) return 2;
            if (row.findings.length > 0) return 3;
            return isLong(row) ? 4 : 5;
          };
          const haystack = (row) => {
            if (row.text === null) {
              row.text = fold([row.key, row.source, row.comment, row.value || '',
                ...row.forms.map((form) => form[2])].join('\n'));
            }
            return row.text;
          };

          function matches(row, filter) {
            switch (filter.state) {
              case '': break;
              case 'problems': if (!isProblem(row)) return false; break;
              case 'findings': if (row.findings.length === 0) return false; break;
              case 'long': if (!isLong(row)) return false; break;
              default: if (STATUS[row.status] !== filter.state) return false;
            }
            if (filter.rule && !row.findings.some((finding) => finding[1] === filter.rule)) return false;
            if (filter.table && meta.tables[row.table] !== filter.table) return false;
            return filter.q === '' || haystack(row).includes(filter.q);
          }

          function findingItem(finding) {
            const [severity, code, message, file, line, column] = finding;
            const item = element('li', `finding ${severity}`);
            item.dataset.code = code;
            item.append(element('span', 'rule', code), ' ', message, ' ', element('code', 'where', `${meta.files[file]}:${line}:${column}`));
            return item;
          }

          function text(className, value, tag, dir) {
            const node = element('div', className, value);
            node.lang = tag;
            node.dir = dir;
            return node;
          }

          function drawRow(row) {
            const node = element('div', 'row');
            node.dataset.key = row.key;
            node.dataset.status = STATUS[row.status];
            node.dataset.position = String(row.position);
            const head = element('div', 'meta');
            // Keys are identifiers, read left to right also in a right-to-left language's view.
            const key = element('span', 'key', row.key);
            key.dir = 'ltr';
            head.append(key, element('span', 'table', meta.tables[row.table]));
            head.append(element('span', `badge ${STATUS[row.status]}`, row.state && row.status !== 3 ? row.state.replace('_', ' ')
              : STATUS_TEXT[row.status]));
            if (row.ratio > 0) node.dataset.ratio = row.ratio.toFixed(2);
            if (isLong(row)) {
              node.dataset.long = 'true';
              head.append(element('span', 'badge long', `${row.ratio.toFixed(1)}× the source's width`));
            }
            if (row.comment) {
              const comment = element('span', 'comment', row.comment);
              comment.dir = 'auto';
              head.append(comment);
            }
            node.append(head);
            const [sourceTag, sourceDir] = meta.sources[row.sourceLanguage];
            node.append(text('source', row.source, sourceTag, sourceDir));
            if (row.value !== null) {
              const value = text('value', row.value, view.tag, view.dir);
              if (isLong(row)) value.classList.add('too-wide');
              node.append(value);
            } else if (row.forms.length === 0) {
              node.append(element('div', row.status === 3 ? 'nothing-text' : 'missing', STATUS_TEXT[row.status]));
            }
            if (row.forms.length > 0) {
              const list = element('ul', 'forms');
              for (const [label, examples, value, state, category, name] of row.forms) {
                const item = element('li', 'form');
                if (category) item.dataset.category = category;
                if (name) item.dataset.name = name;
                item.append(element('span', 'category', label), element('span', 'examples', examples));
                const form = element('span', 'text', value);
                form.lang = view.tag;
                form.dir = view.dir;
                item.append(form);
                if (state && state !== 'translated') item.append(' ', element('span', `badge ${state === 'needs_review' || state === 'new' ? 'review' : ''}`, state.replace('_', ' ')));
                list.append(item);
              }
              node.append(list);
            }
            if (row.findings.length > 0) {
              const list = element('ul', 'findings');
              row.findings.forEach((finding) => list.append(findingItem(finding)));
              node.append(list);
            }
            return node;
          }

          function drawMore(until) {
            const container = $('rows');
            const end = Math.min(shown.length, Math.max(drawn + CHUNK, until + 1));
            const fragment = document.createDocumentFragment();
            for (; drawn < end; drawn += 1) fragment.append(drawRow(shown[drawn]));
            container.append(fragment);
            $('more').hidden = drawn >= shown.length;
            root.dataset.drawn = String(drawn);
          }

          function filter() {
            return { state: controls.state.value, rule: controls.rule.value, table: controls.table.value,
              q: fold(controls.q.value.trim()), order: controls.order.value };
          }

          function summary() {
            const counts = [0, 0, 0, 0];
            let findings = 0;
            let long = 0;
            for (const row of view.rows) {
              counts[row.status] += 1;
              if (row.findings.length > 0) findings += 1;
              if (isLong(row)) long += 1;
            }
            const bar = $('summary');
            bar.replaceChildren(element('strong', '', `${view.name} (${view.id})`));
            const parts = [['translated', counts[0], 'translated'], ['untranslated', counts[1], 'untranslated'],
              ['review', counts[2], 'needs review'], ['findings', findings, 'with findings'],
              ['long', long, `wider than ${ratioLimit()}× the source`], ['nothing', counts[3], 'nothing to translate']];
            for (const [name, count, label] of parts) {
              const badge = element('span', `badge ${name}`, `${number(count)} ${label}`);
              badge.id = `count-${name}`;
              badge.dataset.count = String(count);
              bar.append(badge);
            }
            const showing = element('span', 'showing', `showing ${number(shown.length)} of ${number(view.rows.length)}`);
            showing.id = 'shown-count';
            bar.append(showing);
            root.dataset.longCount = String(long);
          }

          function apply(writeAddress) {
            const wanted = filter();
            shown = view.rows.filter((row) => matches(row, wanted));
            if (wanted.order === 'problems') {
              const ranks = new Map(shown.map((row) => [row, rank(row)]));
              shown.sort((a, b) => ranks.get(a) - ranks.get(b) || a.position - b.position);
            }
            $('rows').replaceChildren();
            drawn = 0;
            current = -1;
            drawMore(0);
            summary();
            root.dataset.shown = String(shown.length);
            const canonical = address();
            root.dataset.view = canonical;
            if (writeAddress) history.replaceState(null, '', `#${canonical}`);
          }

          // The view in the address: #lang=de&state=untranslated&rule=…&table=…&q=…&order=problems&ratio=1.5
          function address() {
            const options = new URLSearchParams();
            options.set('lang', view.id);
            for (const name of ['state', 'rule', 'table', 'q', 'order', 'ratio']) {
              const value = controls[name].value;
              if (value !== '' && !(name === 'order' && value === 'file') && !(name === 'ratio' && Number(value) === 1.5)) {
                options.set(name, value);
              }
            }
            return options.toString();
          }

          function ensureOption(select, value) {
            if (value && !Array.from(select.options).some((option) => option.value === value)) {
              select.append(new Option(value, value));
            }
          }

          // Unpacking fails only in a browser without `deflate-raw` or on a damaged file: say so where the counts go.
          const cannotUnpack = (what, error) => {
            $('summary').textContent = `${what} could not be unpacked (${error.message}): open the page in Safari 16.4, `
              + 'Chrome 103, Firefox 113 or later, or write it again.';
            root.dataset.error = error.message;
          };

          async function show(index, writeAddress) {
            const ticket = ++asked;
            let language;
            try {
              language = await load(index);
            } catch (error) {
              if (ticket === asked) cannotUnpack(`The strings of ${meta.languages[index][1]}`, error);
              return;
            }
            if (ticket !== asked) return;
            view = language;
            root.dataset.language = view.id;
            for (const button of document.querySelectorAll('#languages button')) {
              button.setAttribute('aria-current', String(Number(button.dataset.index) === index));
            }
            $('rows').dir = view.dir;
            // This language's rules, with how many of its strings each is on.
            const rules = new Map();
            for (const row of view.rows) {
              for (const code of new Set(row.findings.map((finding) => finding[1]))) rules.set(code, (rules.get(code) || 0) + 1);
            }
            const chosen = controls.rule.value;
            controls.rule.replaceChildren(new Option('any', ''));
            for (const [code, count] of Array.from(rules).sort()) controls.rule.append(new Option(`${code} (${count})`, code));
            ensureOption(controls.rule, chosen);
            controls.rule.value = chosen;
            const tableFindings = $('table-findings');
            tableFindings.replaceChildren(...view.tableFindings.map(findingItem));
            tableFindings.hidden = view.tableFindings.length === 0;
            apply(writeAddress);
          }

          function languageList() {
            const list = $('languages');
            meta.languages.forEach(([id, name, endonym, tag, dir, counts, findings, total], index) => {
              const button = element('button');
              button.type = 'button';
              button.dataset.index = String(index);
              button.dataset.language = id;
              const names = ['translated', 'untranslated', 'review', 'nothing'];
              names.forEach((state, i) => { button.dataset[state] = String(counts[i]); });
              button.dataset.findings = String(findings);
              button.dataset.total = String(total);
              const title = element('span', 'lang-name', name);
              const local = element('span', 'endonym', endonym === name ? '' : endonym);
              local.lang = tag;
              local.dir = dir;
              button.append(title, ' ', local, ' ', element('span', 'lang-code', id));
              const bar = element('span', 'bar');
              const done = counts[0] + counts[3];
              for (const [className, count] of [['done', done], ['review', counts[2]], ['todo', counts[1]]]) {
                const part = element('span', className);
                part.style.width = `${total === 0 ? 0 : (count / total) * 100}%`;
                bar.append(part);
              }
              const parts = [`${number(done)}/${number(total)}`];
              if (counts[1] > 0) parts.push(`${number(counts[1])} untranslated`);
              if (counts[2] > 0) parts.push(`${number(counts[2])} to review`);
              if (findings > 0) parts.push(`${number(findings)} with findings`);
              button.append(bar, element('span', 'lang-counts', parts.join(' · ')));
              button.addEventListener('click', () => show(index, true));
              const item = element('li');
              item.append(button);
              list.append(item);
            });
          }

          function fromAddress() {
            const options = new URLSearchParams(location.hash.slice(1));
            for (const name of ['state', 'rule', 'table', 'q', 'order', 'ratio']) {
              const value = options.get(name);
              const fallback = name === 'order' ? 'file' : name === 'ratio' ? '1.5' : '';
              if (controls[name].tagName === 'SELECT') ensureOption(controls[name], value);
              controls[name].value = value === null ? fallback : value;
            }
            const wanted = meta.languages.findIndex((language) => language[0] === options.get('lang'));
            return show(wanted >= 0 ? wanted : 0, false);
          }

          // j or n: the next problem; k or p: the previous one; /: the search field.
          function step(direction) {
            let index = current;
            for (;;) {
              index += direction;
              if (index < 0 || index >= shown.length) return;
              if (isProblem(shown[index])) break;
            }
            if (index >= drawn) drawMore(index);
            const rows = $('rows').children;
            if (current >= 0 && rows[current]) rows[current].classList.remove('current');
            current = index;
            rows[current].classList.add('current');
            rows[current].scrollIntoView({ block: 'center' });
            root.dataset.current = shown[current].key;
          }

          async function start() {
            try {
              meta = await unpack('strings-meta');
            } catch (error) {
              cannotUnpack('The page\'s strings', error);
              return;
            }
            meta.tables.forEach((name) => controls.table.append(new Option(name, name)));
            languageList();
            if (meta.languages.length === 0) {
              $('summary').textContent = 'No strings to show.';
            } else {
              await fromAddress();
              root.dataset.firstRowsMs = performance.now().toFixed(1);
            }
            for (const name of ['state', 'rule', 'table', 'order']) controls[name].addEventListener('change', () => apply(true));
            controls.q.addEventListener('input', () => apply(true));
            controls.ratio.addEventListener('change', () => apply(true));
            addEventListener('hashchange', fromAddress);
            $('more-button').addEventListener('click', () => drawMore(0));
            new IntersectionObserver((entries) => {
              if (entries.some((entry) => entry.isIntersecting) && drawn < shown.length) drawMore(0);
            }, { rootMargin: '800px' }).observe($('more'));
            document.addEventListener('keydown', (event) => {
              if (event.ctrlKey || event.metaKey || event.altKey) return;
              const typing = event.target.closest && event.target.closest('input, select, textarea');
              if (typing) {
                if (event.key === 'Escape') event.target.blur();
                return;
              }
              if (event.key === 'j' || event.key === 'n') { step(1); event.preventDefault(); }
              if (event.key === 'k' || event.key === 'p') { step(-1); event.preventDefault(); }
              if (event.key === '/') { controls.q.focus(); event.preventDefault(); }
            });
            report();
            root.dataset.ready = '1';
          }

          if (document.readyState === 'loading') {
            document.addEventListener('DOMContentLoaded', start);
          } else {
            start();
          }
        })();

        """#
}
