// One version's change, field by field: each field's name, what it was ("Before") and what it became ("After"), side
// by side (stacked on a phone), the words that changed marked within the line, in the owner's words (a plan's "!" feature as "not included", a picture as "an image").
import { usDollars } from '../../lib/us-dollars';
import type { PlanField, SnippetField } from '../../../src/contract';
import { readFeature } from '../../../src/contract/plan-features';
import type { AdminDictionary } from '../../i18n/admin-en';
import { useAdminT } from '../../lib/admin-i18n';
import { longDate } from '../../lib/dates';
import { fill, type Lang, useLang } from '../../lib/i18n';
import type { FieldChange } from './version-text';
import { lineChanges, type Piece, wordDiff } from './word-diff';

const LANG_SUFFIX = /(En|Zh)$/;

/** A field's name as the editor labels it: a plan's and a snippet's by their own words, a list entry's with its language. */
function fieldLabel(t: AdminDictionary, target: string, field: string): string {
  if (field === 'en') return t.content.english;
  if (field === 'zh') return t.content.chinese;
  if (target.startsWith('pricing-plans/')) return t.activity.planFields[field as PlanField] ?? field;
  if (target.startsWith('page-snippets/')) return t.snippets.fields[field as SnippetField] ?? field;
  if (isPiece(target)) return (t.publishing.fields as Record<string, string>)[field] ?? field;
  if (field === 'imagePath') return t.lists.fields.image;
  if (field === 'icon') return t.lists.fields.icon;
  const base = field.replace(LANG_SUFFIX, '');
  const name = (t.lists.fields as Record<string, string>)[base] ?? base;
  if (base === field) return name;
  return fill(t.history.fieldInLanguage, { field: name, language: field.endsWith('En') ? t.content.english : t.content.chinese });
}

/** A journal article's or Work page's history (`journal/12`, `work/3/zh`). */
const isPiece = (target: string) => /^(journal|work)\//.test(target);
/** A long text (an article's body) is shown by its beginning: the history names the version, the editor shows it whole. */
const LONGEST = 600;

/** A list's line as the owner reads it: a plan's "!" feature as "… (not included)". */
function shownLine(t: AdminDictionary, target: string, field: string, line: unknown): string {
  if (!target.startsWith('pricing-plans/')) return String(line);
  const feature = readFeature(String(line));
  return feature.included ? feature.text : fill(t.history.notIncluded[field.endsWith('Zh') ? 'zh' : 'en'], { text: feature.text });
}

/** A value as the owner reads it: lines for a list, yes/no, "an image", a state in words, "(empty)". */
function shown(t: AdminDictionary, target: string, field: string, value: unknown, lang: Lang): string {
  if (value === undefined || value === null || value === '') return t.history.none;
  if (typeof value === 'boolean') return value ? t.activity.detail.yes : t.activity.detail.no;
  if (field === 'imagePath' || field === 'coverImage') return t.history.anImage;
  if (isPiece(target) && field === 'state') return (t.publishing.states as Record<string, string>)[String(value)] ?? String(value);
  if (isPiece(target) && (field === 'publishAt' || field === 'unpublishAt')) return longDate(String(value), lang);
  // A plan's price as money, as the plan editor and the activity log write it ("US$4,022"), never a bare 4022.
  if (target.startsWith('pricing-plans/') && /Price$/.test(field) && typeof value === 'number') return usDollars(value, lang);
  if (typeof value === 'string' && value.length > LONGEST) return `${value.slice(0, LONGEST)}…`;
  if (field === 'icon') return (t.lists.icons as Record<string, string>)[String(value)] ?? String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return t.history.none;
    return value.map((line) => shownLine(t, target, field, line)).join('\n');
  }
  return String(value);
}

export function VersionChanges({ target, changes }: { target: string; changes: FieldChange[] }) {
  const t = useAdminT();
  const lang = useLang();
  if (changes.length === 0) return null;
  // Each side whole, the words that changed within it marked: the old side's struck through on a soft red, the new
  // side's underlined on a soft green (a line and a tint, never the colour alone). A side that was empty is shown plain.
  const side = (label: string, pieces: Piece[], tone: string, chinese: boolean) => (
    <div className="min-w-0">
      <span className="text-xs font-medium text-muted uppercase">{label}</span>
      <p lang={chinese ? 'zh-Hant' : undefined} className={`text-sm break-words whitespace-pre-line ${tone}`}>
        {pieces.map((piece, i) =>
          piece.kind === 'same' ? (
            piece.text
          ) : piece.kind === 'removed' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: one fixed text's runs, in order
            <del key={i} className="word-removed" data-word="removed">
              {piece.text}
            </del>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: one fixed text's runs, in order
            <ins key={i} className="word-added" data-word="added">
              {piece.text}
            </ins>
          ),
        )}
      </p>
    </div>
  );
  const compared = (field: string, before: unknown, after: unknown): { before: Piece[]; after: Piece[]; same: string[] } => {
    const old = shown(t, target, field, before, lang);
    const now = shown(t, target, field, after, lang);
    const plain = (text: string): Piece[] => [{ text, kind: 'same' }];
    const empty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
    if (empty(before) || empty(after)) return { before: plain(old), after: plain(now), same: [] };
    // Two lists (a plan's features): only the lines that changed, each beside what took its place; the lines both keep
    // are folded under "5 unchanged" (review round 14: every unchanged line was repeated on both sides).
    if (Array.isArray(before) && Array.isArray(after)) {
      const lines = lineChanges(
        before.map((line) => shownLine(t, target, field, line)),
        after.map((line) => shownLine(t, target, field, line)),
      );
      const sides = { before: [] as Piece[], after: [] as Piece[] };
      lines.rows.forEach((row, k) => {
        const pair =
          row.before !== undefined && row.after !== undefined
            ? wordDiff(row.before, row.after)
            : {
                before: row.before === undefined ? [] : [{ text: row.before, kind: 'removed' as const }],
                after: row.after === undefined ? [] : [{ text: row.after, kind: 'added' as const }],
              };
        for (const key of ['before', 'after'] as const) {
          if (k > 0) sides[key].push({ text: '\n', kind: 'same' });
          sides[key].push(...pair[key]);
        }
      });
      return { ...sides, same: lines.same };
    }
    return { ...wordDiff(old, now), same: [] };
  };
  const chinese = (field: string) => field === 'zh' || field.endsWith('Zh') || target.endsWith('/zh');
  return (
    <dl className="mt-3 grid gap-3">
      {changes.map(({ field, before, after }) => {
        const pieces = compared(field, before, after);
        return (
          <div key={field} className="min-w-0 border-l-2 border-line pl-3" data-change={field}>
            <dt className="text-sm font-medium">{fieldLabel(t, target, field)}</dt>
            <dd className="mt-1">
              <div className="grid gap-2 sm:grid-cols-2">
                {side(t.history.before, pieces.before, 'text-muted', chinese(field))}
                {side(t.history.after, pieces.after, '', chinese(field))}
              </div>
              {pieces.same.length > 0 && (
                <details className="mt-1 text-sm" data-unchanged>
                  <summary className="keyboard-ring inline-flex min-h-11 cursor-pointer sm:min-h-8 items-center gap-1 rounded text-xs text-muted hover:text-ink">
                    {fill(t.history.unchanged, { count: pieces.same.length })}
                  </summary>
                  <ul lang={chinese(field) ? 'zh-Hant' : undefined} className="mt-1 grid gap-0.5 text-muted">
                    {pieces.same.map((line, k) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: one fixed list's lines, in order (a line may repeat)
                      <li key={k}>{line}</li>
                    ))}
                  </ul>
                </details>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
