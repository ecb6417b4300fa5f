// Where a text shown on an English page is Chinese: the runs of it marked lang="zh-Hant" (web/components/ui/marked.tsx),
// so a screen reader reads them in a Chinese voice rather than spelling them out or skipping them (WCAG 3.1.2).
import type { Lang } from './constants';

/** Han, bopomofo, CJK punctuation (、。「」《》) and full-width forms (（），：): what a Chinese voice reads. */
const CHINESE = '[\\p{Script=Han}\\p{Script=Bopomofo}\\u3000-\\u303f\\uff00-\\uffef]';
/**
 * One run: Chinese characters and what lies between them short of a Latin letter (spaces, digits, punctuation: 15 天內).
 * A Latin word ends it, so "(PDPA)" between two runs is read in the page's own voice. Captured, so that split() keeps it.
 */
const RUN = new RegExp(`(${CHINESE}(?:[^\\p{L}]*${CHINESE})*)`, 'u');
const ANY = new RegExp(CHINESE, 'u');

export const hasChinese = (text: string) => ANY.test(text);

/** The text in parts, never empty, each with whether it is a run of Chinese; joined they are the text unchanged. */
export function chineseRuns(text: string): { part: string; chinese: boolean }[] {
  return text
    .split(RUN)
    .map((part, i) => ({ part, chinese: i % 2 === 1 }))
    .filter(({ part }) => part !== '');
}

/**
 * The lang an element needs for a text that cannot hold markup (an image's alt, a select's option) on a page in `page`:
 * zh-Hant for Chinese with no Latin word in it on an English page, else none (the page's own).
 */
export const langFor = (text: string, page: Lang): 'zh-Hant' | undefined =>
  page === 'en' && hasChinese(text) && !/\p{Script=Latin}/u.test(text) ? 'zh-Hant' : undefined;
