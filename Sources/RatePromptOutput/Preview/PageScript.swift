/// The opening both pages' scripts share: strict mode, the policy-violation and resource counts that the Chromium
/// tests read from `<html>`, and `fold`, the accent- and case-blind form that searches compare. Each page's script
/// goes on from here inside the same function (`PreviewPageAssets.script`, `StringsPageAssets.script`).
enum PageScript {
    static let prelude = #"""

        (() => {
          'use strict';
          const root = document.documentElement;
          let violations = 0;
          const report = () => {
            root.dataset.cspViolations = String(violations);
            root.dataset.resourceCount = String(performance.getEntriesByType('resource').length);
          };
          document.addEventListener('securitypolicyviolation', () => { violations += 1; report(); });
          const fold = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
        """#
}
