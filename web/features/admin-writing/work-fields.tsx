// What only a Work page names (decision 0095): the client story card whose page it is, the client's quote, the
// services it used and its screens, each chosen from what the site already has; each screen's caption is written in
// the language of the open tab.
import { useQuery } from '@tanstack/react-query';
import { GALLERY_MAX, type Lang, type PieceWrite } from '../../../src/contract';
import { STORY_LIST } from '../../../src/contract/lists';
import { useAdminT } from '../../lib/admin-i18n';
import { listCalls } from '../../lib/calls/lists';
import { mediaQuery, pickable } from '../../lib/calls/media';
import { fill, pick, useLang } from '../../lib/i18n';
import { groupByCards, useShareCards } from '../../lib/share-cards';
import { ImageGroupFrame } from '../../components/admin/image-groups';
import { oneLine } from './piece-draft';
import { UploadTile } from './upload-tile';

type Links = Pick<PieceWrite, 'studyId' | 'testimonialId' | 'serviceIds' | 'gallery'>;
/** The screens' captions in the open tab's language: read and written by image path. */
type Captions = { lang: Lang; of: (path: string) => string; onCaption: (path: string, text: string) => void };
type Props = {
  draft: Links;
  onChange: (change: Partial<Links>) => void;
  captions: Captions;
  className?: string;
};

const stories = listCalls(STORY_LIST.key);
const quotes = listCalls('testimonials');
const services = listCalls('services');

export function WorkFields({ draft, onChange, captions, className = '' }: Props) {
  const t = useAdminT();
  const lang = useLang();
  const words = t.publishing.work;
  const cards = useQuery(stories.query());
  const said = useQuery(quotes.query());
  const offered = useQuery(services.query());
  const images = useQuery(mediaQuery());
  const shareCards = useShareCards(images.data);
  const card = cards.data?.find((c) => c.id === draft.studyId);
  const toggle = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);
  return (
    <fieldset className={`card grid min-w-0 gap-5 p-4 sm:p-6 ${className}`}>
      <legend className="sr-only">{words.section}</legend>
      <p className="text-xs font-semibold tracking-wide text-muted uppercase" aria-hidden="true">
        {words.section}
      </p>
      <div className="group grid content-start gap-1">
        <label className="grid content-start gap-1 text-sm font-medium">
          {words.card}
          <select
            value={draft.studyId ?? ''}
            aria-describedby="story-card-hint"
            onChange={(event) => onChange({ studyId: event.target.value ? Number(event.target.value) : null })}
            className="field w-full font-normal"
          >
            <option value="">{words.noCard}</option>
            {cards.data?.map((card) => (
              <option key={card.id} value={card.id}>
                {pick(card, 'title', lang)}
              </option>
            ))}
          </select>
        </label>
        {/* What the page takes from the card, seen here: its result and industry. */}
        {card && (
          <p className="flex flex-wrap items-baseline gap-x-2 rounded-lg bg-surface-alt px-3 py-2 text-sm" data-story-card>
            <span className="text-lg font-semibold text-accent-text tabular-nums">{pick(card, 'resultValue', lang)}</span>
            <span>{pick(card, 'resultLabel', lang)}</span>
            <span className="ml-auto text-xs text-muted">{pick(card, 'industry', lang)}</span>
          </p>
        )}
        <span id="story-card-hint" className="field-hint">
          {words.cardHint}
        </span>
      </div>
      <fieldset className="min-w-0">
        <legend className="text-sm font-medium">{words.services}</legend>
        {/* A list of choices, a box each, the whole line a target. */}
        <div className="mt-1 grid">
          {offered.data?.map((service) => (
            <label key={service.id} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink">
              <input
                className="keyboard-ring h-4 w-4 shrink-0 accent-[var(--c-accent)]"
                type="checkbox"
                checked={draft.serviceIds.includes(service.id)}
                onChange={() => onChange({ serviceIds: toggle(draft.serviceIds, service.id) })}
              />
              {pick(service, 'title', lang)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="group min-w-0" aria-describedby="story-gallery-hint">
        <legend className="text-sm font-medium">
          {fill(words.gallery, { count: String(draft.gallery.length), max: String(GALLERY_MAX) })}
        </legend>
        <p id="story-gallery-hint" className="field-hint">
          {words.galleryHint}
        </p>
        {draft.gallery.length > 0 && (
          <ChosenScreens gallery={draft.gallery} onGallery={(gallery) => onChange({ gallery })} captions={captions} />
        )}
        {images.data?.length === 0 && <p className="muted mt-2 text-sm">{t.publishing.images.none}</p>}
        <p className="mt-3 text-xs font-medium text-muted">{words.galleryLibrary}</p>
        {/* Screens first with the upload after them, the covers and share cards apart: a story's screen is rarely a card. */}
        {groupByCards(pickable(images.data) ?? [], shareCards).map((group) => (
          <ImageGroupFrame key={group.kind} kind={group.kind}>
            <div className="mt-1.5 grid grid-cols-3 gap-2 sm:max-xl:grid-cols-6">
              {group.images.map((image) => {
                const place = draft.gallery.indexOf(image.path) + 1;
                const chosen = place > 0;
                return (
                  <label
                    key={image.path}
                    className={`relative cursor-pointer overflow-hidden rounded-lg border-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus ${chosen ? 'border-accent' : 'border-line hover:border-faint'}`}
                  >
                    <input
                      type="checkbox"
                      className="sr-only"
                      checked={chosen}
                      disabled={!chosen && draft.gallery.length >= GALLERY_MAX}
                      onChange={() => onChange({ gallery: toggle(draft.gallery, image.path) })}
                      aria-label={fill(t.snippets.imageSize, { width: String(image.width), height: String(image.height) })}
                    />
                    <img
                      src={image.path}
                      alt=""
                      width={image.width}
                      height={image.height}
                      loading="lazy"
                      className="h-16 w-full bg-surface-alt object-cover object-top"
                    />
                    {/* Chosen: ringed in the accent, its place in the story (the list above orders them) in the corner; the
                    picture itself stays clear (a veil read as unavailable). Ink would vanish on a light screen in the dark
                    theme, where ink is near-white. */}
                    {chosen && (
                      <span
                        className="absolute top-1 right-1 grid h-6 min-w-6 place-items-center rounded-full bg-accent px-1 text-xs font-semibold text-accent-ink tabular-nums shadow"
                        aria-hidden="true"
                      >
                        {place}
                      </span>
                    )}
                  </label>
                );
              })}
              {group.kind !== 'cards' && draft.gallery.length < GALLERY_MAX && (
                <UploadTile onUploaded={(path) => onChange({ gallery: [...draft.gallery.filter((p) => p !== path), path] })} />
              )}
            </div>
          </ImageGroupFrame>
        ))}
      </fieldset>
      {/* In the page's order: the card and the services it used (the facts under the title), the screens, the quote. */}
      <label className="grid content-start gap-1 text-sm font-medium">
        {words.quote}
        <select
          value={draft.testimonialId ?? ''}
          onChange={(event) => onChange({ testimonialId: event.target.value ? Number(event.target.value) : null })}
          className="field w-full font-normal"
        >
          <option value="">{words.noQuote}</option>
          {said.data?.map((quote) => (
            <option key={quote.id} value={quote.id}>
              {[pick(quote, 'name', lang), pick(quote, 'company', lang)].filter(Boolean).join(' · ')}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}

/** The screens chosen, in the story's order: each captioned in the open tab's language, moved earlier or later, or taken out. */
export function ChosenScreens({
  gallery,
  onGallery,
  captions,
}: {
  gallery: string[];
  onGallery: (gallery: string[]) => void;
  captions: Captions;
}) {
  const t = useAdminT();
  const words = t.publishing.work;
  const language = t.publishing.langs[captions.lang];
  const move = (from: number, to: number) => {
    const next = [...gallery];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onGallery(next);
  };
  return (
    <ol aria-label={words.galleryChosen} className="mt-3 grid gap-1.5">
      {gallery.map((path, i) => {
        const place = { place: String(i + 1) };
        return (
          <li key={path} className="flex flex-wrap items-center gap-2 rounded-lg border border-line bg-surface p-1.5">
            <span className="grid h-6 w-6 shrink-0 place-items-center rounded-full bg-ink text-xs font-semibold text-bg tabular-nums">
              {i + 1}
            </span>
            <img
              src={path}
              alt=""
              loading="lazy"
              className="aspect-[16/9] w-24 shrink-0 rounded-md border border-line object-cover sm:max-xl:w-32"
            />
            {/* Its caption, which is its description too, in the open tab's language. */}
            {/* A line that wraps to show all of itself; a line break typed becomes a space (a caption is one line). */}
            <textarea
              value={captions.of(path)}
              onChange={(event) => captions.onCaption(path, oneLine(event.target.value))}
              aria-label={fill(words.caption, { place: String(i + 1), language })}
              placeholder={fill(words.captionPlaceholder, { language })}
              lang={captions.lang === 'zh' ? 'zh-Hant' : 'en'}
              maxLength={200}
              rows={1}
              className="field min-h-11 min-w-40 flex-1 resize-none py-2 text-sm [field-sizing:content] max-sm:order-last max-sm:basis-full xl:order-last xl:basis-full"
            />
            <button
              type="button"
              className="btn-icon"
              disabled={i === 0}
              aria-label={fill(words.moveEarlier, place)}
              onClick={() => move(i, i - 1)}
            >
              <span className="i-lucide-arrow-up h-4 w-4" aria-hidden="true" />
            </button>
            <button
              type="button"
              className="btn-icon"
              disabled={i === gallery.length - 1}
              aria-label={fill(words.moveLater, place)}
              onClick={() => move(i, i + 1)}
            >
              <span className="i-lucide-arrow-down h-4 w-4" aria-hidden="true" />
            </button>
            <button
              type="button"
              className="btn-icon"
              aria-label={fill(words.takeOut, place)}
              onClick={() => onGallery(gallery.filter((other) => other !== path))}
            >
              <span className="i-lucide-x h-4 w-4" aria-hidden="true" />
            </button>
          </li>
        );
      })}
    </ol>
  );
}
