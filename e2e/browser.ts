// Launches Debian's Chromium through playwright-core with the flags this machine needs (no downloads, no sandbox as root).
import { chromium, type Browser } from 'playwright-core';

/**
 * Chromium's headless shell (Debian's chromium-headless-shell): the same engine and version as the chromium package,
 * without the browser around the page. The browser suites ran in about two thirds of the time with it (decision 0087).
 * The binary itself, not /usr/bin's wrapper script, which runs it as a child: a test that kills the browser by its PID
 * (e2e/screenshots-crash.test.ts) would kill only the script.
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

/**
 * `asPerson`: a browser that does not say a program drives it (navigator.webdriver false), as a person's does.
 * playwright's `--enable-automation` is left out, and Chromium 156 still says webdriver under a debugging pipe until its
 * AutomationControlled feature is off. A test that wants a view counted (decision 0074) gives its context an ordinary
 * desktop User-Agent: headless Chromium names itself in its own, which the server does not count.
 */
export function launchBrowser(opts: { asPerson?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...(opts.asPerson ? ['--disable-blink-features=AutomationControlled'] : []),
    ],
    ...(opts.asPerson ? { ignoreDefaultArgs: ['--enable-automation'] } : {}),
  });
}
