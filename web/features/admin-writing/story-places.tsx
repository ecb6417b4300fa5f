// Where a story shows on the site, beside its Story details tab (decision 0213; round 22: with the tab open the settings
// column held only the address and cover, "looked empty"): one card in the column, a row a place: the page itself, the
// Work list, and /services with home (its client story card and its place among the stories, or that none is chosen).
// Each with the picture it shows there, small. The pictures are set in the tab's Pictures section; the card's place is
// moved here (decision 0223). Under it, the tab's services from 1280 px (useStorySide).
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useSyncExternalStore } from 'react';
import type { Lang } from '../../../src/contract';
import { STORY_LIST } from '../../../src/contract/lists';
import { Picture } from '../../components/ui/picture';
import { useAdminT } from '../../lib/admin-i18n';
import { listCalls } from '../../lib/calls/lists';
import { mediaQuery, pictureIn } from '../../lib/calls/media';
import { StoryCardOrder } from './story-card-place';

const stories = listCalls(STORY_LIST.key);

type Props = {
  slug: string;
  cover: string | null;
  studyId: number | null;
  /** The language last open: the pictures as its pages show them. */
  lang: Lang;
  className?: string;
};

export function StoryPlaces({ slug, cover, studyId, lang, className = '' }: Props) {
  const t = useAdminT();
  const words = t.publishing.work;
  const cards = useQuery(stories.query());
  const images = useQuery(mediaQuery());
  const place = cards.data?.findIndex((card) => card.id === studyId) ?? -1;
  const card = place >= 0 ? cards.data![place] : undefined;
  // The card's place is moved here while the column is beside the tab; otherwise in the tab (work-fields.tsx).
  const beside = useStorySide() !== null;
  // One row template for every place (decision 0233; round 26: two thumbnails sat 24 px in from the third, the address
  // broke mid-word, the third row had a layout of its own): a 48 px thumbnail in a fixed box, the place's name, its
  // address in the mono face on one line, cut with an ellipsis (all of it in its title, and read out whole).
  const thumb = (path: string | null | undefined, icon: string) => (
    <span
      className={`grid aspect-[8/5] w-12 shrink-0 place-items-center overflow-hidden rounded-md ${
        path ? 'border border-line bg-surface-alt' : 'border border-dashed border-line-strong'
      }`}
      aria-hidden="true"
    >
      {path ? (
        <Picture picture={pictureIn(images.data, path, lang)} alt="" now sizes="3rem" className="block h-full w-full object-cover" />
      ) : (
        <span className={`${icon} h-4 w-4 text-faint`} />
      )}
    </span>
  );
  const row = (key: string, picture: ReactNode, name: string, path: string, note?: ReactNode) => (
    <li key={key} className="grid min-w-0 gap-2 py-3 first:pt-0 last:pb-0" data-story-place-row={key}>
      <div className="grid min-w-0 grid-cols-[3rem_minmax(0,1fr)] items-center gap-3">
        {picture}
        <div className="grid min-w-0">
          <p className="truncate text-sm font-medium text-ink">{name}</p>
          <p className="truncate text-[0.8125rem] leading-5 text-muted" title={path} translate="no" data-story-place-path>
            {path}
          </p>
        </div>
      </div>
      {note}
    </li>
  );
  return (
    <div className={`grid min-w-0 content-start gap-5 ${className}`}>
      <section className="card grid min-w-0 gap-3 p-4 sm:p-6" aria-labelledby="story-places-title" data-story-places>
        <h2 id="story-places-title" className="text-sm font-semibold text-muted">
          {words.where}
        </h2>
        <ul className="grid divide-y divide-line">
          {row('page', thumb(cover, 'i-lucide-file-text'), words.wherePage, `/work/${slug || '…'}`)}
          {row('list', thumb(cover, 'i-lucide-layout-grid'), words.whereList, '/work')}
          {/* The card's place among the stories is set where it shows (decision 0223: it was a section of the tab), on a
              line of its own under the row (decision 0233). */}
          {row(
            'cards',
            thumb(card?.imagePath, 'i-lucide-square-dashed'),
            words.whereCards,
            '/services · /',
            card && cards.data && beside ? (
              <StoryCardOrder card={card} cards={cards.data} />
            ) : card ? null : (
              <p className="field-hint mt-0">{words.whereNoCard}</p>
            ),
          )}
        </ul>
      </section>
      {/* What the tab puts beside it from 1280 px (its services, work-fields.tsx). */}
      <div ref={sideSlot} data-story-side />
    </div>
  );
}

/**
 * The settings column's place for what the story tab shows beside itself (decision 0223: its services, a short list
 * that left the form long and the column empty): the tab's fields portal into it from 1280 px while it is laid out
 * (not in focus, not folded), and stay in the tab otherwise. One story tab is open at a time.
 */
let slot: HTMLElement | null = null;
let shown = false;
const watchers = new Set<() => void>();
const tell = () => {
  for (const watcher of watchers) watcher();
};
/** Beside the form: two columns from 1280 px (piece-editor.tsx). */
const BESIDE = '(min-width: 1280px)';
let stop = () => {};
const sideSlot = (element: HTMLDivElement | null) => {
  stop();
  stop = () => {};
  slot = element;
  shown = false;
  if (element && typeof ResizeObserver !== 'undefined' && typeof window.matchMedia === 'function') {
    const beside = window.matchMedia(BESIDE);
    // Laid out when its column is (an empty slot has no height, so its width says it); beside the form from 1280 px.
    const look = () => {
      const now = beside.matches && element.getBoundingClientRect().width > 0;
      if (now !== shown) {
        shown = now;
        tell();
      }
    };
    const observer = new ResizeObserver(look);
    observer.observe(element);
    beside.addEventListener('change', look);
    stop = () => {
      observer.disconnect();
      beside.removeEventListener('change', look);
    };
    look();
  }
  tell();
};

/** The column's slot while it is beside the tab, else null (the tab keeps its own). */
export function useStorySide(): HTMLElement | null {
  return useSyncExternalStore(
    (watcher) => {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
    () => (shown ? slot : null),
    () => null,
  );
}
