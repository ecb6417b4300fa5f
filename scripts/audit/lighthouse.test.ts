// The audit's figures from a Lighthouse report: scores, metrics, the weighted audits below 100, medians, the table.
import { expect, test } from 'bun:test';
import { figures, HEADER, medianFigures, type Report, row } from './lighthouse';

const audit = (score: number | null, title: string, numericValue?: number, scoreDisplayMode = 'numeric') => ({
  score,
  title,
  scoreDisplayMode,
  ...(numericValue === undefined ? {} : { numericValue }),
});
const report: Report = {
  categories: {
    performance: {
      score: 0.934,
      auditRefs: [
        { id: 'first-contentful-paint', weight: 10 },
        { id: 'largest-contentful-paint', weight: 25 },
        { id: 'total-blocking-time', weight: 30 },
        { id: 'cumulative-layout-shift', weight: 25 },
        { id: 'network-requests', weight: 0 },
      ],
    },
    accessibility: { score: 1, auditRefs: [{ id: 'color-contrast', weight: 7 }] },
    'best-practices': { score: 0.96, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
    seo: { score: 1, auditRefs: [{ id: 'hreflang', weight: 1 }] },
  },
  audits: {
    'first-contentful-paint': audit(0.99, 'First Contentful Paint', 1234.4),
    'largest-contentful-paint': audit(0.8, 'Largest Contentful Paint', 2500.6),
    'total-blocking-time': audit(1, 'Total Blocking Time', 40),
    'cumulative-layout-shift': audit(1, 'Cumulative Layout Shift', 0.0123),
    'network-requests': audit(null, 'Network Requests', undefined, 'informative'),
    'color-contrast': audit(1, 'Contrast'),
    'errors-in-console': audit(0, 'Browser errors were logged to the console', undefined, 'binary'),
    hreflang: audit(null, 'Document has a valid hreflang', undefined, 'notApplicable'),
  },
};

test('a report gives four scores, four metrics and the weighted audits it did not pass', () => {
  expect(figures(report)).toEqual({
    scores: [93, 100, 96, 100],
    fcp: 1234.4,
    lcp: 2500.6,
    tbt: 40,
    cls: 0.0123,
    below: [
      'performance: First Contentful Paint',
      'performance: Largest Contentful Paint',
      'best-practices: Browser errors were logged to the console',
    ],
  });
});

test('the table lines up: page, server, scores, metrics', () => {
  const line = row('en /pricing', 'nginx', figures(report));
  expect(line).toBe('en /pricing   nginx     93   100    96   100     1234     2501      40  0.012');
  expect(line.length).toBe(HEADER.length);
  expect(HEADER.indexOf('CLS') + 3).toBe(line.length);
});

test('rounds give each figure its median and every reason once', () => {
  const at = (perf: number, lcp: number, below: string[]) => ({ scores: [perf, 100, 100, 100], fcp: 1000, lcp, tbt: 0, cls: 0, below });
  const median = medianFigures([at(90, 3000, ['a']), at(96, 2000, ['a', 'b']), at(93, 2600, [])]);
  expect(median.scores).toEqual([93, 100, 100, 100]);
  expect(median.lcp).toBe(2600);
  expect(median.below).toEqual(['a', 'b']);
  expect(medianFigures([at(90, 3000, []), at(95, 2000, [])]).scores[0]).toBe(92.5);
});
