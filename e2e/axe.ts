// Accessibility check of the page as it stands: axe-core run inside the page, its violations returned as short lines
// (rule, impact, the first offending elements) so a failing test says what to fix.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's script served from this test process on loopback, cacheable: Chromium keeps its compiled code between pages, so
 * a run on a new page costs about 170 ms instead of 320 (the same 550 KB inline was compiled afresh on every page).
 */
let axeServer: ReturnType<typeof Bun.serve> | undefined;
function axeUrl() {
  axeServer ??= Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    fetch: () =>
      new Response(AXE_SOURCE, {
        headers: {
          'content-type': 'text/javascript',
          'cache-control': 'public, max-age=86400, immutable',
          'cross-origin-resource-policy': 'cross-origin',
        },
      }),
  });
  axeServer.unref();
  return `http://127.0.0.1:${axeServer.port}/axe.min.js`;
}

/**
 * The violations of WCAG 2.1 A/AA rules on `page`. The page's context must be made with `bypassCSP: true`: the
 * site's Content-Security-Policy (rightly) refuses the inline script axe is injected as.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    // A page that cannot reach it (offline, or every request routed) gets the script inline.
    await page.addScriptTag({ url: axeUrl() }).catch(() => page.addScriptTag({ content: AXE_SOURCE }));
  }
  // Judged as it settles: a toast or dialog still fading in is drawn paler than it will be, and axe would count that.
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      null,
      {
        timeout: 3000,
      },
    )
    .catch(() => undefined);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
  return violations.map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`);
}
