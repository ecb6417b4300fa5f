// One language's features of a service: a one-line input per feature with its remove button, and "Add feature".
import { useEffect, useRef } from 'react';
import { LIST_LIMITS } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { fill, htmlLang } from '../../lib/i18n';

type Props = { label: string; lang: 'en' | 'zh'; lines: string[]; error?: string; onChange: (lines: string[]) => void };

export function FeatureLines({ label, lang, lines, error, onChange }: Props) {
  const t = useAdminT();
  const list = useRef<HTMLUListElement>(null);
  // After "Add feature" the caret goes to the new, empty line, so the admin can type straight away.
  const added = useRef(false);
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus();
  }, [lines.length]);
  const add = () => {
    added.current = true;
    onChange([...lines, '']);
  };

  return (
    <fieldset className="min-w-0">
      <legend className="text-xs font-medium text-slate-600 uppercase dark:text-slate-300">{label}</legend>
      {lines.length === 0 && <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{t.lists.noFeatures}</p>}
      {/* Index keys: every input is controlled, so a removed line cannot leave its text behind in another. */}
      <ul ref={list} className="mt-2 grid gap-2">
        {lines.map((line, i) => (
          <li key={i} className="flex items-center gap-2">
            <input
              type="text"
              value={line}
              lang={htmlLang(lang)}
              maxLength={LIST_LIMITS.feature}
              aria-label={fill(t.lists.feature, { n: i + 1 })}
              onChange={(e) => onChange(lines.map((old, j) => (j === i ? e.target.value : old)))}
              className="field min-w-0 flex-1"
            />
            <button
              type="button"
              onClick={() => onChange(lines.filter((_, j) => j !== i))}
              aria-label={fill(t.lists.removeFeature, { n: i + 1 })}
              title={fill(t.lists.removeFeature, { n: i + 1 })}
              className="keyboard-ring shrink-0 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-red-700 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-red-400"
            >
              <span className="i-lucide-x h-4 w-4" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      {error && <p className="mt-1 text-sm text-red-700 dark:text-red-400">{error}</p>}
      {/* The server takes at most LIST_LIMITS.features lines per language. */}
      <button type="button" onClick={add} disabled={lines.length >= LIST_LIMITS.features} className="btn-outline mt-3 px-3 py-1.5">
        <span className="i-lucide-plus h-4 w-4" aria-hidden="true" />
        {t.lists.addFeature}
      </button>
    </fieldset>
  );
}
