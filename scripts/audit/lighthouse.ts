// One Lighthouse run (mobile preset, the tests' Chromium: e2e/browser.ts) and the figures the audit prints from its report.
import { readFileSync } from 'node:fs';
import { CHROMIUM } from '../../e2e/browser';
import type { NetworkRequest } from './capture';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
// Fetched by npx on first use rather than installed with the project: 180 packages the tests never need.
// 12.x is the last line that runs on Node 20.
const LIGHTHOUSE = 'lighthouse@12.8.2';
const FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

type Audit = { score: number | null; title: string; scoreDisplayMode: string; numericValue?: number; details?: { items?: unknown[] } };
export type Report = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
  environment?: { networkUserAgent?: string };
};

/** Lighthouse on `url`, its JSON report written to `out`; the report, or the last line Lighthouse said on failing. */
export function lighthouse(url: string, out: string): Report | string {
  const run = Bun.spawnSync(
    [
      'npx',
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      `--chrome-flags=${FLAGS}`,
      `--only-categories=${CATEGORIES.join(',')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdout: 'ignore', stderr: 'pipe' },
  );
  if (run.exitCode !== 0) return `lighthouse failed: ${run.stderr.toString().trim().split('\n').at(-1)}`;
  return JSON.parse(readFileSync(out, 'utf8')) as Report;
}

/** What the browser fetched while Lighthouse loaded the page. */
export const networkRequests = (report: Report) => (report.audits['network-requests']?.details?.items ?? []) as NetworkRequest[];

/** The four category scores (0–100), FCP, LCP and TBT in ms, CLS, and the weighted audits below 100. */
export type Figures = { scores: number[]; fcp: number; lcp: number; tbt: number; cls: number; below: string[] };

export function figures(report: Report): Figures {
  const metric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const below = CATEGORIES.flatMap((c) =>
    (report.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => report.audits[ref.id])
      .filter((a): a is Audit => !!a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
      .map((a) => `${c}: ${a.title}`),
  );
  return {
    scores: CATEGORIES.map((c) => Math.round((report.categories[c]?.score ?? 0) * 100)),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    below,
  };
}

const line = (page: string, server: string, cells: string[], metrics: string[]) =>
  `${page.padEnd(14)}${server.padEnd(6)}${cells.map((c) => c.padStart(6)).join('')} ${metrics.map((m, i) => m.padStart([8, 8, 7, 6][i]!)).join(' ')}`;

export const HEADER = line('page', 'server', ['perf', 'a11y', 'best', 'seo'], ['FCP ms', 'LCP ms', 'TBT ms', 'CLS']);

/** One line of the table: the page (blank on the nginx line), who served it, and the figures. */
export function row(page: string, server: string, f: Figures): string {
  const ms = (n: number) => String(Math.round(n));
  return line(page, server, f.scores.map(String), [ms(f.fcp), ms(f.lcp), ms(f.tbt), f.cls.toFixed(3)]);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Each figure's median over rounds; the reasons below 100 of every round, once each. */
export function medianFigures(rounds: Figures[]): Figures {
  return {
    scores: CATEGORIES.map((_, i) => median(rounds.map((f) => f.scores[i]!))),
    fcp: median(rounds.map((f) => f.fcp)),
    lcp: median(rounds.map((f) => f.lcp)),
    tbt: median(rounds.map((f) => f.tbt)),
    cls: median(rounds.map((f) => f.cls)),
    below: [...new Set(rounds.flatMap((f) => f.below))],
  };
}
