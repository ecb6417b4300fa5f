// A collection's pieces, most recently changed first: each a row that opens its editor, with its cover, its title in
// both languages, where it stands (one status, "Live in both", with its short day; a flag only for a language that
// differs, decision 0225) and when it was last edited; "New article" above them, and filters whose empty ones step back.
import { ThumbFrame } from '../../components/admin/thumb-frame';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { type Collection, type Lang, LANGS, type Piece, type VersionState } from '../../../src/contract';
import { LoadFailed } from '../../components/admin/load-failed';
import { PageHead } from '../../components/admin/page-head';
import { useAdminT } from '../../lib/admin-i18n';
import { mediaQuery, pictureIn } from '../../lib/calls/media';
import { piecesQuery } from '../../lib/calls/pieces';
import { Picture } from '../../components/ui/picture';
import { DateText } from '../../components/admin/date-text';
import { ago, dateLocale, longDate, shortDate, siteZone } from '../../lib/dates';
import { fill, pick, useLang } from '../../lib/i18n';
import { listCalls } from '../../lib/calls/lists';
import { Link } from '../../lib/router';
import { Phrased } from '../../components/ui/phrased';

type Filter = 'all' | 'drafts' | 'scheduled' | 'published' | 'oneLanguage';
const FILTERS: Filter[] = ['all', 'drafts', 'scheduled', 'published', 'oneLanguage'];
const states = (piece: Piece) => [piece.en.state, piece.zh.state];
/** Which pieces each filter keeps: by where their languages stand. */
const KEEPS: Record<Filter, (piece: Piece) => boolean> = {
  all: () => true,
  drafts: (piece) => !states(piece).some((state) => state === 'published' || state === 'scheduled'),
  scheduled: (piece) => states(piece).includes('scheduled'),
  published: (piece) => states(piece).includes('published'),
  oneLanguage: (piece) => states(piece).filter((state) => state === 'published').length === 1,
};
/** A piece found by what is typed: in either title or its address, ignoring case. */
const matches = (piece: Piece, typed: string) => {
  const query = typed.trim().toLowerCase();
  return !query || [piece.en.title, piece.zh.title, piece.slug].some((text) => text.toLowerCase().includes(query));
};

const people = listCalls('people');

/** How much older one language's text must be than the other's to be marked: a day (publishing one language, or a
 * save that changed one text, moves its time alone; the same day's work on both is not drift). */
const DRIFT_MS = 86_400_000;

/**
 * The language whose text is behind the other's (last changed a day or more before it), where both are written: read
 * from each version's own time, which a save moves only where that language's text changed. Null when the two are
 * level, or one is not written yet (a missing translation is said by where it stands, not as drift).
 */
export function olderLanguage(piece: Piece): Lang | null {
  if (!piece.en.title.trim() || !piece.zh.title.trim()) return null;
  const gap = Date.parse(piece.en.updatedAt) - Date.parse(piece.zh.updatedAt);
  return gap >= DRIFT_MS ? 'zh' : gap <= -DRIFT_MS ? 'en' : null;
}

/** A state's colour, as a dot beside the words (or in their place, where a phone has no room for them). */
export const DOT: Record<Piece['en']['state'], string> = {
  draft: 'bg-faint',
  scheduled: 'bg-warn',
  published: 'bg-good',
  unpublished: 'bg-line-strong',
};

/** A state as a badge: its words on a tone (review round 13: a dot and words read as a caption, not a status). */
export const BADGE: Record<Piece['en']['state'], string> = {
  draft: 'bg-surface-alt text-muted',
  scheduled: 'bg-warn-soft text-warn',
  published: 'bg-good/10 text-good',
  unpublished: 'bg-surface-alt text-faint',
};

/** The wide list's columns, one template for its head and its rows (aligned; the title's the widest, its cover in it). */
const COLUMNS: Record<Collection, string> = {
  journal: 'lg:grid lg:grid-cols-[minmax(0,1fr)_14rem_9rem_8rem_1rem]',
  work: 'lg:grid lg:grid-cols-[minmax(0,1fr)_14rem_8rem_1rem]',
};

export function PiecesList({ collection }: { collection: Collection }) {
  const t = useAdminT();
  const words = t.publishing.list;
  const pieces = useQuery(piecesQuery(collection));
  const [filter, setFilter] = useState<Filter>('all');
  const [typed, setTyped] = useState('');
  const create = (
    <Link href={`/dashboard/writing/${collection}/new`} className="btn-primary">
      <span className="i-lucide-plus h-4 w-4" aria-hidden="true" />
      {words.create[collection]}
    </Link>
  );
  return (
    <div>
      <PageHead title={t.publishing.collections[collection]} actions={create} quietTitle>
        {words.intro[collection]}
      </PageHead>
      {pieces.isPending ? (
        <p role="status">{words.loading}</p>
      ) : pieces.isError ? (
        <LoadFailed what={words.loadFailed} error={pieces.error} onRetry={() => void pieces.refetch()} retrying={pieces.isFetching} />
      ) : pieces.data.length === 0 ? (
        <div className="card grid place-items-center gap-2 p-10 text-center">
          <span className="i-lucide-pen-line h-8 w-8 text-faint" aria-hidden="true" />
          <p className="font-semibold">{words.empty[collection]}</p>
          <p className="muted phrase-balance max-w-md text-sm">
            <Phrased balanced text={words.emptyHint} />
          </p>
          <div className="mt-2">{create}</div>
        </div>
      ) : (
        <>
          <div className="mb-3 flex flex-wrap items-center gap-x-4 gap-y-2">
            {/* One row. On a phone it runs to the window's edges and scrolls sideways where the chips outgrow it (a chip cut
                at the edge says there is more); snug there, the four usual ones fit whole. Wider, it wraps. */}
            <fieldset className="min-w-0 max-sm:-mx-5 max-sm:w-[calc(100%+2.5rem)]">
              <legend className="sr-only">{words.filter}</legend>
              <div className="flex gap-1.5 sm:flex-wrap max-sm:snap-x max-sm:overflow-x-auto max-sm:scroll-px-5 max-sm:px-5 max-sm:[scrollbar-width:none]">
                {FILTERS.map((name) => {
                  const count = pieces.data.filter(KEEPS[name]).length;
                  // Where pieces can stand is always offered (an empty one says so); "in one language only" once it holds any.
                  if (name === 'oneLanguage' && count === 0) return null;
                  const chosen = filter === name;
                  return (
                    // 32 px, as tall as the search box beside them (44 on a phone, a thumb's target). Only the chosen one is set in ink; the others alike, a hairline
                    // and muted words (a full one in ink beside the chosen one read as chosen too); an empty one steps back
                    // further (faint words) and can still be chosen, where it says there is nothing. "All" is apart from
                    // where pieces stand, by a rule after it: not a filter but none.
                    <Fragment key={name}>
                      <button
                        type="button"
                        aria-pressed={chosen}
                        onClick={() => setFilter(name)}
                        // The toggle's two looks written out: a class over `btn-toggle` lost to its ink words and strong edge, and its hover
                        // ground to its chosen ink.
                        className={`min-h-8 shrink-0 snap-start px-3.5 py-0 max-sm:min-h-11 max-sm:px-3 ${
                          chosen
                            ? 'btn btn-sm border border-ink bg-ink text-bg hover:bg-ink/85'
                            : `btn btn-sm border border-line bg-surface hover:border-line-strong hover:bg-surface-alt ${
                                count === 0 ? 'text-faint' : 'text-muted hover:text-ink'
                              }`
                        }`}
                      >
                        {words.filters[name]}
                        <span className={`tabular-nums ${chosen ? 'text-bg/70' : count === 0 ? 'text-faint' : 'text-muted'}`}>{count}</span>
                      </button>
                      {name === 'all' && (
                        <span className="mx-1 my-1.5 w-px shrink-0 self-stretch bg-line-strong max-sm:my-2.5" aria-hidden="true" />
                      )}
                    </Fragment>
                  );
                })}
              </div>
            </fieldset>
            <label className="relative ml-auto block w-full sm:w-64">
              <span className="sr-only">{words.search}</span>
              <span className="i-lucide-search absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted" aria-hidden="true" />
              <input
                type="search"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                placeholder={words.search}
                className="field pl-9 text-sm sm:h-8 sm:min-h-8 sm:py-0"
              />
            </label>
          </div>
          <PieceRows pieces={pieces.data.filter((piece) => KEEPS[filter](piece) && matches(piece, typed))} total={pieces.data.length} />
        </>
      )}
    </div>
  );
}

/** The wide status's two columns: each language's sign and dot, then the day (the head's names over the same). */
const WIDE_STATUS = 'grid-cols-[5.5rem_auto]';

/** A wide row's cell whose words stand on the first language's line of the standing beside it (two 18 px lines). */
const ON_FIRST_LINE = 'grid-rows-[1.125rem_1.125rem] content-center items-center gap-y-1 leading-[1.125rem]';

/**
 * When a piece was last edited, always as people say it ("4 days ago", "3 weeks ago", "2 months ago"; round 21: "4 days
 * ago" beside absolute dates that repeated Published read as noise); the date and time on hover.
 */
const edited = (when: string, lang: Lang, justNow: string, now = Date.now()) => {
  const days = (now - Date.parse(when)) / 86_400_000;
  if (days < 7) return ago(when, lang, justNow, now);
  const words = new Intl.RelativeTimeFormat(dateLocale(lang), { numeric: 'always' });
  if (days < 35) return words.format(-Math.floor(days / 7), 'week');
  if (days < 365) return words.format(-Math.max(1, Math.floor(days / 30.44)), 'month');
  return words.format(-Math.floor(days / 365.25), 'year');
};

function PieceRows({ pieces, total }: { pieces: Piece[]; total: number }) {
  const t = useAdminT();
  const words = t.publishing.list;
  return (
    <>
      {/* How many a filter or a search keeps; the whole list's count is on the "All" filter already. */}
      <p className="muted mb-2 text-sm empty:hidden" role="status">
        {pieces.length === total ? '' : fill(words.showing, { count: String(pieces.length), total: String(total) })}
      </p>
      {pieces.length === 0 ? (
        <p className="card p-8 text-center text-sm text-muted">{words.noMatch}</p>
      ) : (
        <div className="card overflow-hidden">
          {/* Wide, the rows are a table's: its columns named once above them (for the eye; each row says its own). */}
          <div
            aria-hidden="true"
            className={`hidden items-center gap-6 border-b border-line px-4 py-2 lg:gap-10 text-xs font-medium tracking-wide text-muted uppercase ${
              COLUMNS[pieces[0]?.collection ?? 'journal']
            }`}
          >
            <span>{words.columns.title}</span>
            {/* Over the status's grid, in its columns: "On the site" over the status, "Published" over the days (round
                19: the days had no heading). */}
            <span className={`grid w-fit ${WIDE_STATUS} gap-x-1.5`}>
              <span>{words.columns.site}</span>
              <span>{words.columns.published}</span>
            </span>
            {pieces[0]?.collection === 'journal' && <span>{words.columns.author}</span>}
            <span>{words.columns.edited}</span>
            <span />
          </div>
          <ul className="divide-y divide-line">
            {pieces.map((piece) => (
              <PieceRow key={piece.id} piece={piece} />
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

/** A state's rank, for which language leads a piece's one status: the further along it is on the site. */
const RANK: Record<VersionState, number> = { published: 3, scheduled: 2, unpublished: 1, draft: 0 };

/**
 * Where a piece stands, said once (review round 25: ten identical "Live" pills in five rows read as noise): the state of
 * the language further along, "in both" when the other stands alike; then a flag for the other only where it differs
 * (its own state, or "No 中文 yet" where it is not written at all).
 */
export function standingOf(piece: Piece): { lead: Lang; both: boolean; other: Lang; flag: VersionState | 'missing' | null } {
  const written = (l: Lang) => piece[l].state !== 'draft' || piece[l].title.trim() !== '';
  const lead: Lang = RANK[piece.zh.state] > RANK[piece.en.state] || (!written('en') && written('zh')) ? 'zh' : 'en';
  const other: Lang = lead === 'en' ? 'zh' : 'en';
  if (!written(other)) return { lead, both: false, other, flag: written(lead) ? 'missing' : null };
  const alike = piece.en.state === piece.zh.state;
  return { lead, both: alike, other, flag: alike ? null : piece[other].state };
}

/** The day a version went or goes up, short ("Nov 20"; with its year when not this year's), for the list's columns. */
const listDay = (when: string, lang: Lang, now = Date.now()) => {
  const zone = siteZone();
  const sameYear =
    new Date(when).toLocaleString('en-US', { year: 'numeric', timeZone: zone }) ===
    new Date(now).toLocaleString('en-US', { year: 'numeric', timeZone: zone });
  return new Intl.DateTimeFormat(dateLocale(lang), {
    ...(sameYear ? {} : { year: 'numeric' }),
    month: 'short',
    day: 'numeric',
    timeZone: zone,
  }).format(new Date(when));
};

/** A flag's tone: what needs doing (a language missing, a version scheduled) in the warning colour, the rest quiet. */
const FLAG: Record<VersionState | 'missing', string> = { ...BADGE, missing: 'bg-warn-soft text-warn' };

function PieceRow({ piece }: { piece: Piece }) {
  const t = useAdminT();
  const lang = useLang();
  // The cover as the admin's language and theme show it (its versions, decision 0101).
  const images = useQuery(mediaQuery()).data;
  const author = useQuery(people.query()).data?.find((person) => person.id === piece.authorId);
  const words = t.publishing;
  const title = (l: Lang) => piece[l].title;
  const main = title(lang) || title(lang === 'en' ? 'zh' : 'en') || words.list.untitled;
  // The other language's title under it; none where the main one is already that (the admin's language not written).
  const second = lang === 'en' ? title('zh') : title('en');
  const secondShown = second !== main ? second : '';
  const where = (l: Lang) => {
    const version = piece[l];
    if (version.state === 'published' && version.publishedAt)
      return fill(words.state.published, { when: longDate(version.publishedAt, lang) });
    if (version.state === 'scheduled' && version.publishAt) return fill(words.state.scheduled, { when: longDate(version.publishAt, lang) });
    return words.states[version.state];
  };
  const drift = olderLanguage(piece);
  const { lead, both, other, flag } = standingOf(piece);
  const leadVersion = piece[lead];
  const leadDay =
    leadVersion.state === 'published' ? leadVersion.publishedAt : leadVersion.state === 'scheduled' ? leadVersion.publishAt : null;
  // One status: a dot in the state's colour, its words ("Live in both", "Draft", "Scheduled") and the short day it went
  // or goes up, in two columns as wide on every row, so the days line up under "Published". Its whole sentence (each
  // language where it stands, with the full date) is its tooltip and, for screen readers, its words.
  const status = (
    <span
      className="grid w-fit shrink-0 grid-cols-[7.25rem_auto] items-center gap-x-1.5 leading-[1.125rem] max-lg:flex"
      title={LANGS.map((l) => `${words.langs[l]}: ${where(l)}`).join(' · ')}
      data-standing={`${lead}:${leadVersion.state}${both ? ' both' : ''}`}
    >
      <span className="inline-flex min-w-0 items-center gap-1.5 font-medium whitespace-nowrap text-ink">
        <span className={`h-1.5 w-1.5 shrink-0 rounded-full ${DOT[leadVersion.state]}`} aria-hidden="true" />
        {both && leadVersion.state === 'published' ? words.list.liveBoth : words.editor.tabState[leadVersion.state]}
      </span>
      <span className="whitespace-nowrap text-muted tabular-nums">
        {leadDay ? <DateText text={listDay(leadDay, lang)} at={leadDay} /> : null}
      </span>
    </span>
  );
  // Wide, where the list is a table (round 27: "Live in both" on every row crowded the column): each language's sign and
  // a dot in its state's colour ("EN ● 中 ●"), the day beside; words only for what is not "live in both", on the line
  // under (the lead's state when it is not live, the other's flag, the drift mark). Said whole for screen readers.
  const wideStatus = (
    <span
      className={`grid w-fit shrink-0 ${WIDE_STATUS} items-center gap-x-1.5 leading-[1.125rem]`}
      title={LANGS.map((l) => `${words.langs[l]}: ${where(l)}`).join(' · ')}
      data-standing={`${lead}:${leadVersion.state}${both ? ' both' : ''}`}
      data-wide-standing
    >
      <span className="sr-only">
        {both && leadVersion.state === 'published'
          ? words.list.liveBoth
          : LANGS.map((l) => `${words.langs[l]}: ${words.editor.tabState[piece[l].state]}`).join(', ')}
      </span>
      <span className="inline-flex items-center gap-2.5 font-semibold whitespace-nowrap text-muted" aria-hidden="true">
        {LANGS.map((l) => (
          <span key={l} className="inline-flex items-center gap-1" lang={l === 'zh' ? 'zh-Hant' : 'en'} data-lang-dot={l}>
            {words.list.signs[l]}
            <span
              className={`h-1.5 w-1.5 shrink-0 rounded-full ${piece[l].state === 'draft' && !piece[l].title.trim() ? 'border border-faint' : DOT[piece[l].state]}`}
            />
          </span>
        ))}
      </span>
      <span className="whitespace-nowrap text-muted tabular-nums">
        {leadDay ? <DateText text={listDay(leadDay, lang)} at={leadDay} /> : null}
      </span>
    </span>
  );
  // The exception alone, flagged: the other language's sign and state, or that it is not written yet.
  const flagMark = flag && (
    <span
      className={`inline-flex w-fit shrink-0 items-center gap-1 rounded-full px-1.5 whitespace-nowrap text-[0.6875rem] leading-[1.125rem] font-semibold ${FLAG[flag]}`}
      title={flag === 'missing' ? undefined : where(other)}
      data-lang-state={`${other}:${flag}`}
    >
      {flag === 'missing' ? (
        words.list.missing[other]
      ) : (
        <>
          <span lang={other === 'zh' ? 'zh-Hant' : 'en'} aria-hidden="true">
            {words.editor.tabLang[other]}
          </span>
          <span className="sr-only">{words.langs[other]}</span>
          {words.editor.tabState[flag]}
        </>
      )}
    </span>
  );
  // A small mark where one language's text is behind the other's: the translation may need the newer one's changes.
  const driftMark = drift && (
    <span
      className="inline-flex w-fit shrink-0 items-center gap-1 rounded-full border border-line-strong px-1.5 whitespace-nowrap text-[0.6875rem] leading-[1.125rem] font-medium text-ink"
      title={fill(words.list.olderSince, {
        language: words.langs[drift],
        when: shortDate(piece[drift].updatedAt, lang),
        newer: shortDate(piece[drift === 'en' ? 'zh' : 'en'].updatedAt, lang),
      })}
      data-drift={drift}
    >
      <span className="i-lucide-history h-3 w-3 shrink-0 text-muted" aria-hidden="true" />
      {words.list.older[drift]}
    </span>
  );
  return (
    <li
      className={`relative flex items-center gap-3 p-3 hover:bg-surface-alt sm:gap-4 sm:p-4 lg:gap-10 lg:py-3 ${COLUMNS[piece.collection]}`}
    >
      <div className="flex min-w-0 flex-1 items-center gap-3 sm:gap-4">
        {/* The cover where there is one, on a phone too, smaller (review round 25: the cards had lost it); no stand-in icon
            where there is none (the title gets the room). */}
        {piece.coverImage && (
          <ThumbFrame src={piece.coverImage} className="h-12 w-18 shrink-0 rounded-md border border-line sm:h-16 sm:w-24 lg:h-12 lg:w-18">
            <Picture picture={pictureIn(images, piece.coverImage, lang)} alt="" now sizes="6rem" className="h-full w-full object-cover" />
          </ThumbFrame>
        )}
        <div className="min-w-0 flex-1">
          <Link
            href={`/dashboard/writing/${piece.collection}/${piece.id}`}
            className="keyboard-ring font-semibold text-ink after:absolute after:inset-0 after:content-['']"
            aria-label={fill(words.list.open, { title: main })}
          >
            {/* Its own box, `pretty`: a Chinese title never ends on one character alone (round 27: 做什 / 麼 on a phone);
                beside the link's stretched ::after (absolute), Chromium does not set the link's own lines pretty. */}
            <span className="block text-pretty">{main}</span>
          </Link>
          {secondShown && (
            <p className="muted truncate text-sm" lang={lang === 'en' ? 'zh-Hant' : 'en'}>
              {secondShown}
            </p>
          )}
          {/* Narrower, one line of details under the titles (review round 25: three lines made a 150 px card): the status,
              a flag for what differs, the drift mark, then who wrote it, cut first where the line runs out. */}
          <p className="mt-1 flex min-w-0 items-center gap-x-2 overflow-hidden text-xs whitespace-nowrap text-muted lg:hidden" data-details>
            {status}
            {flagMark}
            {driftMark}
            {/* Who wrote it after a small person sign, not a "·" (which, wrapped, started a line alone, round 13); not on a
                phone, where the line had room only for "Jason L…", 「吳…」 (round 27): a name is never cut. */}
            {author && (
              <span className="inline-flex min-w-0 items-center gap-1 max-sm:hidden">
                <span aria-hidden="true" className="i-lucide-user-round h-3 w-3 shrink-0 text-faint" />
                <span className="truncate">{pick(author, 'name', lang)}</span>
              </span>
            )}
          </p>
        </div>
      </div>
      {/* Wide, they are columns, as a table's: the row's width carries them instead of an empty middle (one of the two
          is shown, and read, at a time). Two 18 px lines as the cells beside it, the status on the first, on the title's line;
          the flag and the drift mark on the second, only where there is one. */}
      <div className={`hidden min-w-0 text-xs text-muted lg:grid ${ON_FIRST_LINE}`}>
        {wideStatus}
        <span className="flex min-w-0 items-center gap-1">
          {leadVersion.state !== 'published' && (
            <span className="inline-flex items-center gap-1.5 font-medium whitespace-nowrap text-ink" aria-hidden="true">
              {words.editor.tabState[leadVersion.state]}
            </span>
          )}
          {flagMark}
          {driftMark}
        </span>
      </div>
      {piece.collection === 'journal' && (
        // On the first language's line, as the published day beside it (round 20: the name centred and a size up, the day
        // on its line above, read as two alignments): the cells two of the standing's 18 px lines tall, the words on the first.
        <p className={`hidden min-w-0 text-xs text-muted lg:grid ${ON_FIRST_LINE}`}>
          <span className="truncate">{author ? pick(author, 'name', lang) : ''}</span>
        </p>
      )}
      {/* When it was last saved, on every row, as people say it ("3 days ago", "2 weeks ago"; session 49: a column of
          dashes where nothing was edited since publishing read as broken), its date and time on hover; as muted and as
          small as the days beside it. A column of its own wide; narrower, beside the chevron. */}
      <span
        className={`hidden min-w-0 text-xs text-muted tabular-nums lg:grid ${ON_FIRST_LINE}`}
        title={longDate(piece.updatedAt, lang)}
        data-edited
      >
        <DateText text={edited(piece.updatedAt, lang, t.overview.justNow)} at={piece.updatedAt} />
      </span>
      <span className="hidden shrink-0 text-xs text-muted sm:block lg:hidden" title={longDate(piece.updatedAt, lang)}>
        {fill(words.list.updated, { when: edited(piece.updatedAt, lang, t.overview.justNow) })}
      </span>
      <span className="i-lucide-chevron-right h-4 w-4 shrink-0 text-faint" aria-hidden="true" />
    </li>
  );
}
