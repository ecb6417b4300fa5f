// Preloaded by every `bun test` here (bunfig.toml): each test gets two minutes, not Bun's 5 s, so a file run on its own
// on a loaded machine does not fail for the load. A hang is still caught. Bun 1.4.5 ignores a `timeout` key in
// bunfig's [test] section, and a preload's default reaches only the first file of a run: `npm test` runs each end-to-end
// file in its own bun (this serves it) and passes --timeout to its runs of many files (scripts/test.ts).
import { setDefaultTimeout } from 'bun:test';
import { readFileSync } from 'node:fs';

export const DEFAULT_TIMEOUT_MS = 120_000;

/** The command line as run: Bun.argv leaves out bun's own flags (Linux only; elsewhere none is seen). */
function commandLine(): string[] {
  try {
    return readFileSync('/proc/self/cmdline', 'utf8').split('\0');
  } catch {
    return [];
  }
}

// A preload's default would win over `--timeout`: a timeout given on the command line is left to rule.
if (!commandLine().some((arg) => arg === '--timeout' || arg.startsWith('--timeout='))) setDefaultTimeout(DEFAULT_TIMEOUT_MS);
