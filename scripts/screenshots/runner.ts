// Takes screenshot jobs in Chromium to the end whatever happens to one: a shot the browser died under is taken again in a
// new browser and a context rebuilt as before; any other failure is noted and the run goes on. Ends with what it took.
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** One screenshot: `take` brings the page to its state and writes the file. */
export type ShotJob = { name: string; take: (page: Page) => Promise<void> };

/**
 * Jobs taken one after another on one page of the context `open` makes. `open` is called again on a new browser after
 * a crash, so it must set up everything the jobs rely on (viewport, cookies, init scripts, a sign-in).
 */
export type ShotGroup = { open: (browser: Browser) => Promise<BrowserContext>; jobs: ShotJob[] };

export type ShotRun = { taken: string[]; failed: { name: string; reason: string }[]; relaunches: number };

// The errors playwright raises once the page, its context or the whole browser is gone (killed, crashed, out of memory):
// no later call on them can succeed, so only a new browser helps.
const GONE = /Target (page, context or browser )?(has been )?closed|Target crashed|Page crashed|Browser (has been )?closed|disconnected/i;

// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape that starts a colour is what is removed
const COLOUR = /\u001b\[[0-9;]*m/g;

/** An error's first line, without the colours playwright may add: enough to tell one failure from another. */
export function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const line = message.replace(COLOUR, '').trim().split('\n')[0]!;
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}

/**
 * Runs every group's jobs in order. A job the browser died under (or whose page or context closed) is tried again on a
 * new browser, up to `tries` times in all; launching that browser prints one line through `log`. Any other failure
 * fails that job alone, and the next job gets a new page. The browser launched is closed before returning.
 */
export async function runShots(
  groups: ShotGroup[],
  opts: { launch: () => Promise<Browser>; tries?: number; log?: (line: string) => void },
): Promise<ShotRun> {
  const tries = opts.tries ?? 2;
  const log = opts.log ?? console.log;
  const run: ShotRun = { taken: [], failed: [], relaunches: 0 };
  let browser: Browser | undefined;
  /** What killed the last browser, said when the next one is launched. */
  let lost: { during: string; reason: string } | undefined;

  const launch = async () => {
    const launched = await opts.launch();
    if (lost) {
      run.relaunches++;
      log(`Chromium closed during ${lost.during} (${lost.reason}): a new one was launched`);
      lost = undefined;
    }
    return launched;
  };

  try {
    for (const group of groups) {
      let context: BrowserContext | undefined;
      let page: Page | undefined;
      for (const job of group.jobs) {
        for (let attempt = 1; ; attempt++) {
          if (browser && !browser.isConnected()) {
            // Gone between two shots: nothing failed under it, but its context and page went with it.
            lost ??= { during: `the pause before ${job.name}`, reason: 'disconnected' };
            browser = undefined;
            context = undefined;
            page = undefined;
          }
          try {
            browser ??= await launch();
            context ??= await group.open(browser);
            page ??= await context.newPage();
            await job.take(page);
            run.taken.push(job.name);
            break;
          } catch (error) {
            const reason = firstLine(error);
            // No browser at all is a launch that failed: nothing was lost, and the next job tries launching again.
            const gone = browser !== undefined && (!browser.isConnected() || page?.isClosed() || GONE.test(reason));
            if (gone) {
              // Closed even if still connected: a crashed page leaves its browser unfit to trust with the next try.
              await browser?.close().catch(() => undefined);
              browser = undefined;
              context = undefined;
              lost = { during: job.name, reason };
            } else {
              // Routes, dialogs and half-done steps of the failed shot stay with its page, not with the next shot.
              await page?.close().catch(() => undefined);
            }
            page = undefined;
            if (gone && attempt < tries) continue;
            run.failed.push({ name: job.name, reason });
            break;
          }
        }
      }
      await context?.close().catch(() => undefined);
    }
  } finally {
    await browser?.close().catch(() => undefined);
  }
  return run;
}

/** The run's last words: "412 screenshots in /tmp/x; 2 failed: name (reason), name (reason)". */
export function summary(run: ShotRun, folder: string): string {
  const failed = run.failed.map((f) => `${f.name} (${f.reason})`).join(', ');
  return `${run.taken.length} screenshots in ${folder}${run.failed.length ? `; ${run.failed.length} failed: ${failed}` : ''}`;
}
