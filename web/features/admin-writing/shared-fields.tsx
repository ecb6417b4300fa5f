// What both languages of a piece share: its address (under /blog/ or /work/), its author from the team, an article's
// tags (each named in both languages, tag-picker.tsx) and its cover. A Work page's story fields are a card of their own
// (work-fields.tsx), its cover among their pictures (decision 0213).
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { type Collection, type Lang, type PieceWrite, tagLabel } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';
import { listCalls } from '../../lib/calls/lists';
import { mediaQuery, pictureIn } from '../../lib/calls/media';
import { Picture } from '../../components/ui/picture';
import { tagsQuery } from '../../lib/calls/tags';
import { pick, useLang } from '../../lib/i18n';
import { FoldCard } from '../../components/admin/fold-card';
import { TextBox } from '../../components/admin/text-box';
import { TagPicker } from './tag-picker';
import { CoverField } from './cover-field';
import { oneLine, submitOnEnter } from './piece-draft';
import { useFocusHint } from './focus-hint';
import { CopyButton } from '../../components/admin/copy-button';
import { setupQuery } from '../../lib/calls/setup';
import { choiceUrl } from '../../lib/page-url';
import { Phrased } from '../../components/ui/phrased';

type Props = {
  collection: Collection;
  /** The piece as stored (none while new): its tags' count of other articles leaves it out. */
  pieceId?: number;
  /** The language tab open beside it (the cover is shown as its pages show it). */
  tab: Lang;
  /** The live page, in a new tab, when a language of it is on the site (else none). */
  liveHref?: string | null;
  /** The History of what both languages share (none for a piece not yet saved). */
  history?: ReactNode;
  draft: PieceWrite;
  slugError: 'missing' | 'rule' | null;
  onSlug: (slug: string) => void;
  onChange: (change: Partial<Omit<PieceWrite, 'slug' | 'en' | 'zh'>>) => void;
  /** An article's tags, one list for both languages (decision 0100). */
  onTags: (tags: string[]) => void;
  /** The cover's description in the open tab's language, written under the cover. */
  coverAlt: string;
  onCoverAlt: (text: string) => void;
  className?: string;
};

const people = listCalls('people');
export const collectionBase = (collection: Collection) => (collection === 'journal' ? '/blog/' : '/work/');

export function SharedFields({
  collection,
  pieceId,
  tab,
  draft,
  slugError,
  onSlug,
  onChange,
  onTags,
  coverAlt,
  onCoverAlt,
  history,
  liveHref = null,
  className = '',
}: Props) {
  const t = useAdminT();
  const lang = useLang();
  const words = t.publishing.editor;
  const team = useQuery(people.query());
  // The site's public address (as search results show it), for the address's copy.
  const origin = useQuery(setupQuery()).data?.publicUrl?.replace(/\/+$/, '') ?? window.location.origin;
  const images = useQuery(mediaQuery());
  const error = slugError === 'missing' ? words.slugMissing : slugError === 'rule' ? words.slugRule : null;
  // Each field's hint while it has the focus, or while the address is wrong (focus-hint.ts, decision 0225).
  const slugHint = useFocusHint(error !== null);
  const altHint = useFocusHint();
  const tags = [...new Set([...draft.en.tags, ...draft.zh.tags])];
  const known = useQuery({ ...tagsQuery(), enabled: collection === 'journal' });
  const tagName = (slug: string) => {
    const entry = known.data?.find((tag) => tag.slug === slug);
    return (lang === 'zh' ? entry?.nameZh : entry?.nameEn) || tagLabel(slug);
  };
  const author = team.data?.find((person) => person.id === draft.authorId);
  return (
    // The address open (every piece has one, and a wrong one is said under it); the author, tags and cover folded
    // (review round 13), each with a line of what it holds: rows of the same card, a hairline between.
    // A story's card is its address alone (its cover is on the Story details tab): no folded rows, the card's own padding.
    <fieldset className={`card grid min-w-0 gap-4 p-4 sm:p-6 ${collection === 'journal' ? 'pb-1.5 sm:pb-2' : ''} ${className}`}>
      <legend className="sr-only">{words.shared}</legend>
      {/* The card's own history, as each language's card has its own: one History per thing it brings back. */}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-muted" aria-hidden="true">
          {words.shared}
        </p>
        {history}
      </div>
      <div className="min-w-0" {...slugHint.group}>
        {/* The address once, whole (round 23: cut off in its box, then written out again under it): its box wraps as the
            title's does, a line break typed being a space; its copy (the full URL) and the live page beside its name. */}
        <div className="flex min-h-9 items-center justify-between gap-2">
          <label htmlFor="piece-slug" className="block text-sm font-medium">
            {words.slug}
          </label>
          {draft.slug && (
            <div className="-my-1 flex items-center gap-0.5" data-slug-actions>
              <CopyButton
                iconOnly
                label={words.slugCopy}
                failed={words.slugCopyFailed}
                text={() => choiceUrl(origin, `${collectionBase(collection)}${draft.slug}`)}
                className="btn-icon"
              />
              {liveHref && (
                <a href={liveHref} target="_blank" rel="noopener" title={words.slugOpen} className="btn-icon">
                  <span className="i-lucide-external-link h-4 w-4" aria-hidden="true" />
                  <span className="sr-only">{words.slugOpen}</span>
                </a>
              )}
            </div>
          )}
        </div>
        <div className="mt-1 flex items-stretch">
          <span
            className="rounded-l-lg border border-r-0 border-line-strong bg-surface-alt px-3 py-2 text-sm leading-6 text-muted"
            translate="no"
          >
            {collectionBase(collection)}
          </span>
          {/* Its width is the row's (w-0, flex-1): sized by its content it grew past the column (review round 15). One line in
              every browser (decision 0224): an input, ended by an ellipsis while it is not being edited; the Copy and Open
              beside it give the whole address. */}
          <input
            type="text"
            id="piece-slug"
            value={draft.slug}
            onChange={(event) => onSlug(oneLine(event.target.value))}
            onKeyDown={submitOnEnter}
            placeholder={words.slugPlaceholder}
            aria-invalid={error ? true : undefined}
            aria-describedby="piece-slug-hint"
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            translate="no"
            className="field w-0 min-w-0 flex-1 rounded-l-none text-sm leading-6 text-ellipsis"
          />
        </div>
        {error && <p className="mt-1 text-sm text-bad">{error}</p>}
        <p id="piece-slug-hint" className={`${slugHint.hint} phrase-balance`}>
          <Phrased balanced text={words.slugHint} />
        </p>
      </div>
      <div className={`-mx-4 grid px-4 sm:-mx-6 sm:px-6 ${collection === 'journal' ? '' : 'hidden'}`}>
        {/* A story is the studio's: it names no author. */}
        {collection === 'journal' && (
          <FoldCard look="row" title={words.author} summary={author ? pick(author, 'name', lang) : words.noAuthor} testId="author">
            <div className="min-w-0">
              <label htmlFor="piece-author" className="sr-only">
                {words.author}
              </label>
              <select
                id="piece-author"
                value={draft.authorId ?? ''}
                onChange={(event) => onChange({ authorId: event.target.value ? Number(event.target.value) : null })}
                className="field w-full"
              >
                <option value="">{words.noAuthor}</option>
                {team.data?.map((person) => (
                  <option key={person.id} value={person.id}>
                    {pick(person, 'name', lang)}
                  </option>
                ))}
              </select>
            </div>
          </FoldCard>
        )}
        {collection === 'journal' && (
          <FoldCard
            look="row"
            title={words.tags}
            // Named in the admin's language, listed as it writes a list (round 20: "合作方式, 系統維運", a Latin comma).
            summary={tags.length ? tags.map(tagName).join(lang === 'zh' ? '、' : ', ') : words.foldNone}
            testId="tags"
          >
            <TagPicker tags={tags} onTags={onTags} pieceId={pieceId} labelClassName="sr-only" />
          </FoldCard>
        )}
        {/* A story page's cover is one of its pictures on its Story details tab (decision 0213). */}
        {collection === 'journal' && (
          <FoldCard
            look="row"
            title={words.cover}
            // Folded, whether the cover is described, in words beside a mark; the description itself is the open row's
            // (round 19: eight lines of 12 px Chinese; round 20: cut to "A mo…" on one line, a sentence with no end). Its
            // whole text is the row's tooltip.
            summary={
              draft.coverImage ? (
                <span className="flex min-w-0 items-center gap-1.5" title={coverAlt.trim() || undefined} data-cover-alt>
                  <span
                    className={`${coverAlt.trim() ? 'i-lucide-check text-good' : 'i-lucide-circle-alert text-warn'} h-3.5 w-3.5 shrink-0`}
                    aria-hidden="true"
                  />
                  <span className="truncate">{coverAlt.trim() ? words.coverDescribed : words.coverUndescribed}</span>
                </span>
              ) : (
                words.noCover
              )
            }
            testId="cover"
            // The cover in sight while writing (review round 16: only its description showed, cut): a thumbnail on its row,
            // as the open tab's pages show it; the row opens on it with Change.
            lead={
              draft.coverImage ? (
                // One box for the light picture and its dark one (round 20: the hidden one's wrapper took a gap of the row,
                // pushing the thumbnail off the rows' left edge).
                <span className="grid w-20 shrink-0">
                  <Picture
                    picture={pictureIn(images.data, draft.coverImage, tab)}
                    alt=""
                    now
                    sizes="5rem"
                    className="aspect-[16/9] w-20 rounded-md border border-line bg-surface-alt object-cover"
                  />
                </span>
              ) : undefined
            }
          >
            <CoverField
              lang={tab}
              cardsFirst={collection === 'journal'}
              images={images.data}
              failed={images.isError}
              chosen={draft.coverImage}
              onChoose={(coverImage) => onChange({ coverImage })}
              legendClassName="sr-only"
              described={
                <div className="mt-3" {...altHint.group}>
                  <label htmlFor={`piece-alt-${tab}`} className="block text-sm font-medium">
                    {fill(words.coverAlt, { language: t.publishing.langs[tab] })}
                  </label>
                  {/* One line that wraps and grows to show all of itself (the shared box: its height measured where a
                    browser cannot size it, round 14 saw it cut); a line break typed becomes a space. */}
                  <TextBox
                    oneLine
                    id={`piece-alt-${tab}`}
                    lang={tab === 'zh' ? 'zh-Hant' : 'en'}
                    value={coverAlt}
                    onText={(text) => onCoverAlt(oneLine(text))}
                    maxLength={200}
                    aria-describedby={`piece-alt-${tab}-hint`}
                    className="field mt-1 w-full min-w-0 text-sm"
                  />
                  <p id={`piece-alt-${tab}-hint`} className={`${altHint.hint} phrase-balance`}>
                    <Phrased balanced text={words.coverAltHint} />
                  </p>
                </div>
              }
            />
          </FoldCard>
        )}
      </div>
    </fieldset>
  );
}
