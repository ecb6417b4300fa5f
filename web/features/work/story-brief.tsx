// A story's brief on /work (decision 0189): its industry and its facts at a glance (how long, who, what was built: the
// story's own fields, decision 0178) as a studio's index of client work sets them, small caps terms over medium details
// between a hairline and the way in. Round 20 read /work's cards as thin (a title, a summary, a figure): the page said
// what each client got only once the story was opened. Only what the story's data holds; none when it holds nothing.
import { Marked } from '../../components/ui/marked';
import { Phrased } from '../../components/ui/phrased';
import { useT } from '../../lib/i18n';

import { metaCell } from './meta-grid';

const TERM = 'text-xs font-semibold tracking-wide text-muted uppercase';

export function StoryBrief({ industry, facts = [] }: { industry: string; facts?: readonly { term: string; detail: string }[] }) {
  const t = useT();
  const rows = [
    ...(industry ? [{ term: t.work.industry, detail: industry, marked: true }] : []),
    ...facts.map((f) => ({ ...f, marked: false })),
  ];
  if (rows.length === 0) return null;
  // Two fixed columns on a phone, three from 640 px; a long detail wraps in its cell, a lone last one takes its row.
  return (
    <dl data-brief="" className="grid grid-cols-2 gap-x-6 gap-y-4 border-t border-line pt-5 sm:grid-cols-3">
      {rows.map((row, i) => (
        <div key={row.term} className={`min-w-0 ${metaCell(i, rows.length)}`}>
          <dt className={TERM}>{row.term}</dt>
          <dd className="mt-1.5 text-[0.9375rem] leading-snug font-medium text-ink">
            {row.marked ? <Marked text={row.detail} /> : <Phrased text={row.detail} />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
