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
import { type Piece, wordDiff } from './word-diff';

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
    const plan = target.startsWith('pricing-plans/');
    return value
      .map((line) => {
        if (!plan) return String(line);
        const feature = readFeature(String(line));
        return feature.included ? feature.text : fill(t.history.notIncluded[field.endsWith('Zh') ? 'zh' : 'en'], { text: feature.text });
      })
      .join('\n');
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
  const compared = (field: string, before: unknown, after: unknown) => {
    const old = shown(t, target, field, before, lang);
    const now = shown(t, target, field, after, lang);
    const plain = (text: string): Piece[] => [{ text, kind: 'same' }];
    const empty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
    return empty(before) || empty(after) ? { before: plain(old), after: plain(now) } : wordDiff(old, now);
  };
  const chinese = (field: string) => field === 'zh' || field.endsWith('Zh') || target.endsWith('/zh');
  return (
    <dl className="mt-3 grid gap-3">
      {changes.map(({ field, before, after }) => {
        const pieces = compared(field, before, after);
        return (
          <div key={field} className="min-w-0 border-l-2 border-line pl-3" data-change={field}>
            <dt className="text-sm font-medium">{fieldLabel(t, target, field)}</dt>
            <dd className="mt-1 grid gap-2 sm:grid-cols-2">
              {side(t.history.before, pieces.before, 'text-muted', chinese(field))}
              {side(t.history.after, pieces.after, '', chinese(field))}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
