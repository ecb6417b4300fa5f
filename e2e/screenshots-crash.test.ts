// `npm run screenshots` outlives its browser: Chromium killed for real under a shot, the shot is taken again in a new
// one with the context rebuilt; a shot that keeps failing is named at the end while every other shot is still taken.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { runShots, type ShotJob, summary } from '../scripts/screenshots/runner';
import { pngPixelsProblem } from '../src/modules/media/png-pixels';
import { launchBrowser } from './browser';

const VIEWPORT = { width: 320, height: 200 };
const GREY = [128, 128, 128];
let server: ReturnType<typeof Bun.serve>;
let out: string;

/**
 * A page painted in the colour its path names, only for a visitor the context was made for: the server needs the
 * context's cookie and the page's script the value its init script stored; anything less is painted grey.
 */
beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'shots-crash-'));
  server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    fetch(request) {
      const colour = /^\/paint\/([0-9a-f]{6})$/.exec(new URL(request.url).pathname)?.[1];
      if (!colour) return new Response('not here', { status: 404 });
      const returning = request.headers.get('cookie')?.includes('visitor=returning');
      const html = `<!doctype html><html><body style="margin:0;height:100vh;background:#${returning ? colour : '808080'}">
        <script>if (localStorage.getItem('marker') !== 'set') document.body.style.background = '#808080';</script></body></html>`;
      return new Response(html, { headers: { 'content-type': 'text/html' } });
    },
  });
});

/** This process's Chromium processes (the browser and everything it started), by PID. */
function ourChromium(): { pid: number; browser: boolean }[] {
  const parents = new Map<number, number>();
  const commands = new Map<number, string>();
  for (const name of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      commands.set(Number(name), readFileSync(`/proc/${name}/cmdline`, 'utf8'));
    } catch {
      // gone while listing
    }
  }
  const descends = (pid: number): boolean => {
    for (let at = parents.get(pid); at !== undefined && at > 1; at = parents.get(at)) if (at === process.pid) return true;
    return false;
  };
  return [...commands]
    .filter(([pid, command]) => command.includes('chrom') && descends(pid))
    .map(([pid]) => ({ pid, browser: parents.get(pid) === process.pid }));
}

afterAll(async () => {
  for (const { pid } of ourChromium()) process.kill(pid, 'SIGKILL');
  await server?.stop(true);
  rmSync(out, { recursive: true, force: true });
});

/** The first pixel of a PNG and its size: the first row's first pixel reads the same under every PNG filter. */
function pngCorner(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const data: Uint8Array[] = [];
  for (let at = 8; at < bytes.length; at += 12 + view.getUint32(at)) {
    if (String.fromCharCode(...bytes.subarray(at + 4, at + 8)) === 'IDAT') data.push(bytes.subarray(at + 8, at + 8 + view.getUint32(at)));
  }
  const pixels = inflateSync(Buffer.concat(data));
  return { width: view.getUint32(16), height: view.getUint32(20), rgb: [...pixels.subarray(1, 4)] };
}

const rgb = (hex: string) => [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));

/** Chromium killed with SIGKILL, as the kernel's OOM killer or a crash ends it, and its connection seen gone. */
async function killBrowser(page: Page) {
  const browser = page.context().browser()!;
  const gone = new Promise((resolve) => browser.once('disconnected', resolve));
  const main = ourChromium().filter((p) => p.browser);
  expect(main).toHaveLength(1);
  process.kill(main[0]!.pid, 'SIGKILL');
  await gone;
}

test('a shot Chromium died under is taken again in a new browser; a failing shot is named and the rest are taken', async () => {
  const url = `http://127.0.0.1:${server.port}`;
  const shoot = (name: string, colour: string, before?: (page: Page) => Promise<void>): ShotJob => ({
    name,
    take: async (page) => {
      await before?.(page);
      await page.goto(`${url}/paint/${colour}`);
      await page.screenshot({ path: join(out, `${name}.png`) });
    },
  });
  let killedOnce = false;
  const expected: Record<string, string> = { first: 'cc2244', 'crash-once': '22aa44', after: '2244cc', last: 'aa8800' };
  const jobs = [
    shoot('first', expected.first!),
    shoot('crash-once', expected['crash-once']!, async (page) => {
      if (killedOnce) return;
      killedOnce = true;
      await killBrowser(page);
    }),
    shoot('missing-element', '444444', (page) => page.locator('#missing').waitFor({ timeout: 300 })),
    shoot('after', expected.after!),
    shoot('crash-always', '666666', killBrowser),
    shoot('last', expected.last!),
  ];
  const opened: Browser[] = [];
  const lines: string[] = [];
  const run = await runShots(
    [
      {
        jobs,
        open: async (browser) => {
          opened.push(browser);
          const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
          await context.addCookies([{ name: 'visitor', value: 'returning', url }]);
          await context.addInitScript(() => localStorage.setItem('marker', 'set'));
          return context;
        },
      },
    ],
    { launch: () => launchBrowser(), tries: 2, log: (line) => lines.push(line) },
  );

  // Every shot but the two failing ones is a real PNG of its own page, in the context as it was first made.
  expect(run.taken).toEqual(['first', 'crash-once', 'after', 'last']);
  for (const name of run.taken) {
    const bytes = new Uint8Array(readFileSync(join(out, `${name}.png`)));
    expect(await pngPixelsProblem(bytes)).toBeUndefined();
    expect({ name, ...pngCorner(bytes) }).toEqual({ name, ...VIEWPORT, rgb: rgb(expected[name]!) });
    expect(pngCorner(bytes).rgb).not.toEqual(GREY);
  }
  expect(existsSync(join(out, 'missing-element.png'))).toBe(false);

  // The failures named with their reasons; the one killed every time given up after its two tries.
  expect(run.failed.map((f) => f.name)).toEqual(['missing-element', 'crash-always']);
  expect(run.failed[0]!.reason).toEndWith('waitFor: Timeout 300ms exceeded.');
  expect(run.failed[1]!.reason).toMatch(/closed/);
  const said = summary(run, out);
  expect(said).toBe(
    `4 screenshots in ${out}; 2 failed: missing-element (${run.failed[0]!.reason}), crash-always (${run.failed[1]!.reason})`,
  );

  // A new browser for the retry, two for the shot killed twice (its retry, then the next shot): each said in one line.
  expect(run.relaunches).toBe(3);
  expect(lines).toHaveLength(3);
  expect(lines[0]).toStartWith('Chromium closed during crash-once (');
  expect(lines[0]).toEndWith('): a new one was launched');
  expect(new Set(opened).size).toBe(4);

  // Nothing of any of those browsers is left running.
  const deadline = Date.now() + 10_000;
  while (ourChromium().length && Date.now() < deadline) await Bun.sleep(100);
  expect(ourChromium()).toEqual([]);
}, 120_000);
