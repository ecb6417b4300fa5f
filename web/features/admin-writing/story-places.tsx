// Where a story shows on the site, beside its Story details tab (decision 0213; round 22: with the tab open the settings
// column held only the address and cover, "looked empty"): one card in the column, a row a place: the page itself, the
// Work list, and /services with home (its client story card, or that none is chosen). Each with the picture it shows
// there, small, and a few words of what it shows. Read-only: each picture is set in the tab's Pictures section.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Lang } from '../../../src/contract';
import { STORY_LIST } from '../../../src/contract/lists';
import { Picture } from '../../components/ui/picture';
import { useAdminT } from '../../lib/admin-i18n';
import { listCalls } from '../../lib/calls/lists';
import { mediaQuery, pictureIn } from '../../lib/calls/media';
import { fill } from '../../lib/i18n';

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
  const thumb = (path: string | null | undefined, icon: string) =>
    path ? (
      <Picture
        picture={pictureIn(images.data, path, lang)}
        alt=""
        now
        sizes="4rem"
        className="aspect-[8/5] w-16 shrink-0 rounded-md border border-line bg-surface-alt object-cover"
      />
    ) : (
      <span
        className="grid aspect-[8/5] w-16 shrink-0 place-items-center rounded-md border border-dashed border-line-strong"
        aria-hidden="true"
      >
        <span className={`${icon} h-4 w-4 text-faint`} />
      </span>
    );
  const row = (key: string, picture: ReactNode, name: string, path: string | null, note: string) => (
    <li key={key} className="flex min-w-0 items-start gap-3 py-3 first:pt-0 last:pb-0" data-story-place-row={key}>
      {picture}
      <div className="grid min-w-0 gap-0.5">
        <p className="text-sm font-medium text-ink">{name}</p>
        {path && (
          <p className="text-xs text-muted [overflow-wrap:anywhere]" translate="no">
            {path}
          </p>
        )}
        <p className="field-hint mt-0">{note}</p>
      </div>
    </li>
  );
  return (
    <section className={`card grid min-w-0 gap-3 p-4 sm:p-6 ${className}`} aria-labelledby="story-places-title" data-story-places>
      <h2 id="story-places-title" className="text-xs font-semibold tracking-wide text-muted uppercase">
        {words.where}
      </h2>
      <ul className="grid divide-y divide-line">
        {row('page', thumb(cover, 'i-lucide-file-text'), words.wherePage, `/work/${slug || '…'}`, words.wherePageNote)}
        {row('list', thumb(cover, 'i-lucide-layout-grid'), words.whereList, '/work', words.whereListNote)}
        {row(
          'cards',
          thumb(card?.imagePath, 'i-lucide-square-dashed'),
          words.whereCards,
          null,
          card && cards.data
            ? fill(words.whereCardsNote, { place: String(place + 1), count: String(cards.data.length) })
            : words.whereNoCard,
        )}
      </ul>
    </section>
  );
}
