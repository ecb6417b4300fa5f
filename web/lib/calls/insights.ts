// The Insights tab's calls: the report of a range of days (both included) and the address of its daily figures as CSV.
import { queryOptions } from '@tanstack/react-query';
import type { InsightsQuery, InsightsReport, Lang } from '../../../src/contract';
import { API_PATHS } from '../../../src/contract/api-paths';
import { api } from '../api';

const PATHS = API_PATHS.insights;

const rangeParams = (range: InsightsQuery) => new URLSearchParams({ from: range.from, to: range.to });

/** Every range's report: one key per range, so going back to a range shows it at once. */
export const insightsQuery = (range: InsightsQuery) =>
  queryOptions({
    queryKey: ['insights', range.from, range.to],
    queryFn: () => api<InsightsReport>(`${PATHS.report}?${rangeParams(range)}`),
  });

/** Where a link downloads the range's daily figures (a file, so a link rather than a call), headed in the admin's language. */
export const insightsExportUrl = (range: InsightsQuery, lang: Lang) => {
  const query = rangeParams(range);
  query.set('lang', lang);
  return `${PATHS.export}?${query}`;
};
