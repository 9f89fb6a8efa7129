import RatePromptCore

/// The preview page's style sheet and script. Both are constant text (the metrics are numbers from
/// `AlertMetrics`), never built from file contents: the page's Content-Security-Policy allows exactly these two by
/// hash, and every translation reaches the page as escaped element text or attribute values.
enum PreviewPageAssets {
    static func style(_ m: AlertMetrics) -> String {
        func pt(_ value: Double) -> String { (value == value.rounded() ? String(Int(value)) : String(value)) + "px" }
        return """

            :root {
              color-scheme: light;
              --page: #f2f2f7; --panel: #ffffff; --text: #1d1d1f; --muted: #6e6e73; --line: #d8d8dd; --chip: #ececf0;
              --screen: linear-gradient(155deg, #a9c1f5 0%, #d9c8f0 55%, #f3d9c9 100%);
              --alert: rgba(246, 246, 246, 0.96); --alert-text: #000000; --separator: rgba(60, 60, 67, 0.29);
              --tint: #007aff; --fallback: #a84a00; --fallback-bg: rgba(255, 149, 0, 0.18); --error: #d70015;
              --error-bg: rgba(255, 59, 48, 0.12); --warning: #8a5a00; --warning-bg: rgba(255, 204, 0, 0.22);
              --note: #3a5d8f; --note-bg: rgba(0, 122, 255, 0.1); --rtl: #4b48c9; --rtl-bg: rgba(88, 86, 214, 0.14);
              --app: #0062cc; --app-bg: rgba(0, 122, 255, 0.12); --config: #8a2fb8; --config-bg: rgba(175, 82, 222, 0.14);
              --defaults: #1f7a3a; --defaults-bg: rgba(52, 199, 89, 0.15);
            }
            :root:has(#appearance-dark:checked) {
              color-scheme: dark;
              --page: #000000; --panel: #1c1c1e; --text: #f5f5f7; --muted: #98989f; --line: #38383a; --chip: #2c2c2e;
              --screen: linear-gradient(155deg, #1b2648 0%, #2a1d3d 55%, #141416 100%);
              --alert: rgba(44, 44, 46, 0.97); --alert-text: #ffffff; --separator: rgba(84, 84, 88, 0.65);
              --tint: #0a84ff; --fallback: #ffb340; --fallback-bg: rgba(255, 159, 10, 0.22); --error: #ff6961;
              --error-bg: rgba(255, 69, 58, 0.2); --warning: #ffd60a; --warning-bg: rgba(255, 214, 10, 0.16);
              --note: #8ab4f8; --note-bg: rgba(10, 132, 255, 0.18); --rtl: #a5a3ff; --rtl-bg: rgba(94, 92, 230, 0.25);
              --app: #64a8ff; --app-bg: rgba(10, 132, 255, 0.2); --config: #da8fff; --config-bg: rgba(191, 90, 242, 0.22);
              --defaults: #5fd47e; --defaults-bg: rgba(48, 209, 88, 0.18);
            }
            * { box-sizing: border-box; }
            html { background: var(--page); color: var(--text);
              font: 14px/1.4 -apple-system, BlinkMacSystemFont, "SF Pro Text", system-ui, "Segoe UI", "Helvetica Neue",
                "Noto Sans", "DejaVu Sans", sans-serif; }
            body { margin: 0; }
            code { font-family: ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: 0.92em; }
            [hidden] { display: none !important; }

            .page-head { position: sticky; top: 0; z-index: 2; background: color-mix(in srgb, var(--page) 88%, transparent);
              backdrop-filter: blur(12px); border-bottom: 1px solid var(--line); padding: 14px 24px 10px;
              display: grid; grid-template-columns: auto 1fr; gap: 6px 28px; align-items: end; }
            .heading h1 { font-size: 22px; margin: 0; letter-spacing: -0.01em; }
            .subtitle { margin: 2px 0 0; color: var(--muted); }
            .controls { display: flex; flex-wrap: wrap; gap: 14px 18px; align-items: end; justify-content: flex-end; }
            .control-label { display: block; font-size: 11px; font-weight: 600; text-transform: uppercase;
              letter-spacing: 0.05em; color: var(--muted); margin-bottom: 3px; padding: 0; }
            .segmented { border: 0; margin: 0; padding: 0; min-width: 0; }
            .segments { display: inline-flex; background: var(--chip); border-radius: 9px; padding: 2px; }
            .segments input { position: absolute; opacity: 0; width: 1px; height: 1px; }
            .segments label { padding: 4px 13px; border-radius: 7px; cursor: pointer; font-weight: 500; }
            .segments input:checked + label { background: var(--panel); box-shadow: 0 1px 3px rgba(0, 0, 0, 0.18); }
            .segments input:focus-visible + label { outline: 2px solid var(--tint); }
            .filter input { font: inherit; color: inherit; background: var(--panel); border: 1px solid var(--line);
              border-radius: 8px; padding: 5px 10px; width: 250px; }
            .check { display: flex; gap: 6px; align-items: center; padding-bottom: 5px; }
            .summary { grid-column: 1 / -1; margin: 4px 0 0; display: flex; flex-wrap: wrap; gap: 6px; align-items: center;
              color: var(--muted); }
            .legend { margin-left: auto; display: inline-flex; flex-wrap: wrap; gap: 4px; align-items: center; }

            .badge { display: inline-block; font-size: 11px; font-weight: 600; line-height: 16px; padding: 1px 7px;
              border-radius: 999px; background: var(--chip); color: var(--muted); white-space: nowrap; }
            .badge.code { font-size: 11px; }
            .badge.rtl { background: var(--rtl-bg); color: var(--rtl); }
            .badge.fallback { background: var(--fallback-bg); color: var(--fallback); }
            .badge.overflow, .badge.error { background: var(--error-bg); color: var(--error); }
            .badge.warning { background: var(--warning-bg); color: var(--warning); }
            .badge.note, .badge.findings { background: var(--note-bg); color: var(--note); }
            .badge.layer-app { background: var(--app-bg); color: var(--app); }
            .badge.layer-configuration { background: var(--config-bg); color: var(--config); }
            .badge.layer-defaults { background: var(--defaults-bg); color: var(--defaults); }

            .page-findings, .page-notes { margin: 16px 24px 0; padding: 10px 14px; background: var(--panel);
              border-radius: 12px; border: 1px solid var(--line); }
            .page-findings h2, .page-notes h2 { font-size: 14px; margin: 0 0 6px; }
            .page-notes ul { margin: 0; padding-left: 18px; font-size: 12px; }
            .findings { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; font-size: 12px; }
            .findings code { color: var(--muted); }
            .note { color: var(--muted); }

            .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(318px, 1fr)); gap: 18px; padding: 18px 24px; }
            .empty { color: var(--muted); }
            .card { background: var(--panel); border: 1px solid var(--line); border-radius: 14px; overflow: hidden;
              display: flex; flex-direction: column; box-shadow: 0 1px 2px rgba(0, 0, 0, 0.05); }
            .card.has-overflow { border-color: var(--error); box-shadow: 0 0 0 1px var(--error); }
            .card-head { padding: 10px 14px 8px; }
            .card-head h2 { font-size: 15px; margin: 0; display: flex; gap: 8px; align-items: baseline; flex-wrap: wrap; }
            .endonym { font-weight: 400; color: var(--muted); }
            .badges { margin: 5px 0 0; display: flex; flex-wrap: wrap; gap: 4px; }

            .screen { background: var(--screen); padding: 26px 12px; display: flex; justify-content: center;
              align-items: center; flex: 1 0 auto; }
            .alert { flex: none; width: \(pt(m.width)); border-radius: \(pt(m.cornerRadius)); background: var(--alert);
              color: var(--alert-text); overflow: hidden; text-align: center; box-shadow: 0 12px 32px rgba(0, 0, 0, 0.28);
              font-family: -apple-system, BlinkMacSystemFont, "SF Pro Text", system-ui, "Helvetica Neue", "Noto Sans",
                "DejaVu Sans", sans-serif; }
            :root:has(#variant-app:checked) :is(.alert, .src-message):not([data-variant="app"]),
            :root:has(#variant-game:checked) :is(.alert, .src-message):not([data-variant="game"]),
            :root:has(#variant-update:checked) :is(.alert, .src-message):not([data-variant="update"]) { display: none; }
            .alert-text { padding: 19px \(pt(m.horizontalPadding)) 20px; }
            .alert-title { font-size: \(pt(m.titleFontSize)); font-weight: 600; line-height: 22px; margin: 0;
              overflow-wrap: anywhere; }
            .alert-message { font-size: \(pt(m.messageFontSize)); line-height: 16px; margin: 3px 0 0; overflow-wrap: anywhere; }
            .alert-buttons { display: flex; flex-direction: column; }
            .alert[data-layout="row"] .alert-buttons { flex-direction: row; }
            .alert-button { height: \(pt(m.buttonHeight)); display: flex; align-items: center; justify-content: center;
              padding: 0 \(pt(m.buttonLabelInset)); font-size: \(pt(m.buttonFontSize)); color: var(--tint);
              border-top: 1px solid var(--separator); min-width: 0; }
            .alert[data-layout="row"] .alert-button { flex: 1 1 0; }
            .alert[data-layout="row"] .alert-button + .alert-button { border-inline-start: 1px solid var(--separator); }
            .alert-button.cancel { font-weight: 600; }
            .label { display: block; max-width: 100%; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
            .str.fallback { outline: 2px dashed var(--fallback); outline-offset: 1px; border-radius: 3px;
              background: var(--fallback-bg); }
            .label[data-fits="false"], .alert-message.too-tall { outline: 2px solid var(--error); outline-offset: 1px;
              border-radius: 3px; background: var(--error-bg); }
            /* While measuring, every variant is laid out, one below the other, at its real width. */
            :root.measuring .screen { flex-direction: column; }
            :root.measuring .alert { display: block !important; }
            :root.measuring .label { display: inline-block; max-width: none; overflow: visible; }

            .warnings { margin: 0; padding: 8px 14px 8px 32px; background: var(--error-bg); color: var(--error);
              font-size: 12px; font-weight: 500; }
            .warnings li::marker { content: "⚠︎ "; }
            /* The row name and the chips take the width they need (chips stack rather than overflow); the path
               takes the rest and ends in an ellipsis (max-width: 0 lets it shrink below its text). */
            .sources { width: 100%; border-collapse: collapse; font-size: 12px; table-layout: auto; }
            .sources th { text-align: left; font-weight: 500; color: var(--muted); width: 1%; white-space: nowrap;
              padding: 3px 6px 3px 14px; }
            .sources td { padding: 3px 6px; border-top: 1px solid var(--line); }
            .sources th { border-top: 1px solid var(--line); }
            .sources td.chips { width: 1%; }
            .sources td.chips .badge { display: block; width: max-content; margin: 1px 0; }
            .sources td.where { width: 100%; max-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
              padding-right: 14px; color: var(--muted); }
            .sources .hidden-button { color: var(--muted); font-style: italic; }
            .card-findings { padding: 8px 14px 10px; border-top: 1px solid var(--line); }
            /* Promoted purchases as the product page lists them: name over description, lengths against the limits. */
            .promotions { padding: 8px 14px 10px; border-top: 1px solid var(--line); font-size: 12px; }
            .promotions h3 { margin: 0 0 6px; font-size: 12px; font-weight: 500; color: var(--muted); }
            .promotions .products { margin: 0; padding: 0; list-style: none; }
            .promotions .product { display: grid; padding: 4px 0; border-top: 1px solid var(--line); }
            .promotions .product:first-child { border-top: none; }
            .promotions .product-name { font-weight: 600; font-size: 13px; }
            .promotions .product-description { color: var(--muted); }
            .promotions .product-facts { margin-top: 2px; }
            .badge.length.over { background: var(--error-bg); color: var(--error); }
            footer { padding: 6px 24px 28px; color: var(--muted); font-size: 12px; max-width: 1100px; }

            """
    }

    /// Measures every card in the browser: each button label's natural width against its button, each message's
    /// height against the limit. It writes what it finds as attributes (`data-overflow` on cards and alerts,
    /// `data-fits` on labels) and as text (`textContent` only, never markup). It also records on `<html>` how many
    /// resources the page loaded and how many policy violations happened, for the test that opens it in Chromium.
    static let script = PageScript.prelude + """


          function measure(cards) {
            const limits = {
              row: Number(root.dataset.rowLabelWidth),
              stacked: Number(root.dataset.stackedLabelWidth),
              message: Number(root.dataset.messageHeightLimit),
              screen: Number(root.dataset.screenHeight),
              share: Number(root.dataset.messageHeightShare),
            };
            const pt = (value) => Math.round(value);
            let overflowing = 0;
            root.classList.add('measuring');
            for (const card of cards) {
              const problems = new Set();
              const warnings = [];
              const warn = (text) => { if (!warnings.includes(text)) warnings.push(text); };
              for (const alert of card.querySelectorAll('.alert')) {
                const found = new Set();
                const labels = Array.from(alert.querySelectorAll('.alert-button .label'));
                const widths = labels.map((label) => label.getBoundingClientRect().width);
                // The layout AlertMetrics chose for this many buttons; a label too wide for a row stacks them.
                let layout = alert.dataset.layout;
                if (layout === 'row' && widths.some((width) => width > limits.row)) {
                  layout = 'stack';
                  labels.forEach((label, i) => {
                    if (widths[i] <= limits.row) return;
                    label.dataset.fits = 'false';
                    label.dataset.overflow = 'stacks';
                    found.add('button');
                    warn(`“${label.textContent}” is ${pt(widths[i])} pt wide, but a button beside another has ` +
                      `${pt(limits.row)} pt: iOS stacks the buttons.`);
                  });
                }
                labels.forEach((label, i) => {
                  label.dataset.width = String(pt(widths[i]));
                  if (layout !== 'stack' || widths[i] <= limits.stacked) return;
                  label.dataset.fits = 'false';
                  label.dataset.overflow = 'truncated';
                  found.add('button');
                  warn(`“${label.textContent}” is ${pt(widths[i])} pt wide, but a full-width button has ` +
                    `${pt(limits.stacked)} pt: iOS truncates it.`);
                });
                alert.dataset.layout = layout;
                const message = alert.querySelector('.alert-message');
                const height = message.getBoundingClientRect().height;
                message.dataset.height = String(pt(height));
                if (height > limits.message) {
                  message.classList.add('too-tall');
                  found.add('message');
                  warn(`The ${alert.dataset.variantName} message is ${pt(height)} pt tall, over the ${pt(limits.message)} pt ` +
                    `limit (${Math.round(limits.share * 100)} % of a ${pt(limits.screen)} pt screen).`);
                }
                if (found.size > 0) alert.dataset.overflow = Array.from(found).sort().join(' ');
                found.forEach((problem) => problems.add(problem));
              }
              if (problems.size > 0) {
                overflowing += 1;
                card.dataset.overflow = Array.from(problems).sort().join(' ');
                card.classList.add('has-overflow', 'has-problem');
                card.querySelector('.card-head .badge.overflow').hidden = false;
                const list = card.querySelector('.warnings');
                for (const text of warnings) {
                  const item = document.createElement('li');
                  item.textContent = text;
                  list.appendChild(item);
                }
                list.hidden = false;
              }
            }
            root.classList.remove('measuring');
            document.getElementById('overflow-count').textContent = String(overflowing);
            root.dataset.overflowCount = String(overflowing);
            root.dataset.measured = String(cards.length);
          }

          function start() {
            const cards = Array.from(document.querySelectorAll('.card'));
            const filter = document.getElementById('filter');
            const onlyProblems = document.getElementById('only-problems');
            // #filter=…&variant=…&appearance=… in the address opens the page that way (and lets a test check it).
            const options = new URLSearchParams(location.hash.slice(1));
            for (const name of ['variant', 'appearance']) {
              const input = document.getElementById(`${name}-${options.get(name)}`);
              if (input) input.checked = true;
            }
            if (options.has('filter')) filter.value = options.get('filter');
            const apply = () => {
              const query = fold(filter.value.trim());
              let shown = 0;
              for (const card of cards) {
                const visible = (query === '' || fold(card.dataset.search).includes(query))
                  && (!onlyProblems.checked || card.classList.contains('has-problem'));
                card.hidden = !visible;
                if (visible) shown += 1;
              }
              document.getElementById('shown-count').textContent = String(shown);
            };
            filter.addEventListener('input', apply);
            onlyProblems.addEventListener('change', apply);
            measure(cards);
            apply();
            report();
          }

          if (document.readyState === 'loading') {
            document.addEventListener('DOMContentLoaded', start);
          } else {
            start();
          }
        })();

        """
}
