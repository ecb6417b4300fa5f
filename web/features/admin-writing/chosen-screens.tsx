// A story's screens in its tab (work-fields.tsx): the ones chosen, a row of pictures large enough to tell apart, each
// with its captions in English and in Chinese under it; then the library to choose more from, each tile named. Every picture is drawn
// as the open tab's pages and the admin's theme show it (decision 0101): a white light screen glared on the dark page.
import { ThumbFrame } from '../../components/admin/thumb-frame';
import { useState } from 'react';
import { GALLERY_MAX, LANGS, type Lang, type MediaItem } from '../../../src/contract';
import { Picture } from '../../components/ui/picture';
import { ImageGroupFrame } from '../../components/admin/image-groups';
import { useAdminT } from '../../lib/admin-i18n';
import { pickable, pictureIn } from '../../lib/calls/media';
import { fill, useLang } from '../../lib/i18n';
import { imageTileName } from '../../lib/image-use-name';
import { groupByCards } from '../../lib/share-cards';
import { oneLine } from './piece-draft';
import { UploadTile } from './upload-tile';
import { LangLabel } from './lang-label';

/** The screens' captions in each language, read and written by image path; `lang`, the language the pictures are shown in
 * (the open tab's). */
export type Captions = {
  lang: Lang;
  of: (lang: Lang, path: string) => string;
  onCaption: (lang: Lang, path: string, text: string) => void;
};

/** The screens chosen, in the story's order: each captioned in both languages, moved earlier or later, or taken out. */
export function ChosenScreens({
  gallery,
  onGallery,
  captions,
  images,
}: {
  gallery: string[];
  onGallery: (gallery: string[]) => void;
  captions: Captions;
  /** The library, for each screen's Chinese and dark versions; without it, the screens themselves. */
  images?: MediaItem[];
}) {
  const t = useAdminT();
  const words = t.publishing.work;
  const move = (from: number, to: number) => {
    const next = [...gallery];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onGallery(next);
  };
  // Dragged by its handle (a pointer's way; the arrows stay, the keyboard's): which screen is on the move.
  const [dragged, setDragged] = useState<number | null>(null);
  // One under another, in the story's order: the moves point up and down.
  const arrow = (way: 'earlier' | 'later') => (
    <span className={`${way === 'earlier' ? 'i-lucide-arrow-up' : 'i-lucide-arrow-down'} h-4 w-4`} aria-hidden="true" />
  );
  return (
    // A row each from 640 px, in the story's order: the screen on the left, its captions beside it (review round 17: two
    // to a row, one screen was a narrow card with half the column empty beside it, its captions squeezed under it).
    <ol aria-label={words.galleryChosen} className="mt-3 grid gap-3">
      {gallery.map((path, i) => {
        const place = { place: String(i + 1) };
        return (
          <li
            key={path}
            className={`grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-x-4 gap-y-2 rounded-xl border bg-surface-alt p-2 sm:grid-cols-[minmax(0,15rem)_minmax(0,1fr)] sm:p-3 ${dragged !== null && dragged !== i ? 'border-dashed border-line-strong' : 'border-line'}`}
            onDragOver={(event) => {
              if (dragged !== null) event.preventDefault();
            }}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null && dragged !== i) move(dragged, i);
              setDragged(null);
            }}
          >
            <div className="grid min-w-0 content-start gap-2">
              {/* A caption bar over the picture (round 14: a badge on its corner covered the screen): a handle to drag it
                by, and its place in the story (the tiles in the library below carry the same number). */}
              <div className="flex items-center gap-1.5">
                {/* biome-ignore lint/a11y/noStaticElementInteractions: a pointer's handle only; the arrows are the keyboard's way */}
                <span
                  draggable
                  title={words.dragToMove}
                  onDragStart={(event) => {
                    setDragged(i);
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', String(i + 1));
                    const tile = event.currentTarget.closest('li');
                    if (tile) event.dataTransfer.setDragImage(tile, 24, 24);
                  }}
                  onDragEnd={() => setDragged(null)}
                  className="grid h-7 w-6 shrink-0 cursor-grab place-items-center rounded text-faint hover:text-ink active:cursor-grabbing max-sm:hidden"
                >
                  <span className="i-lucide-grip-vertical h-4 w-4" aria-hidden="true" />
                </span>
                <span className="grid h-6 min-w-6 place-items-center rounded-full bg-ink px-1 text-xs font-semibold text-bg tabular-nums">
                  {i + 1}
                </span>
              </div>
              {/* The library's thumbnail frame (round 21: a large light screen still coming read as a blank grey box): a
                  fixed 16:10 box, a pulsing skeleton with the picture's sign and its file's name until the screen is
                  drawn, and the name under a broken picture's sign if it cannot come (round 25). */}
              <ThumbFrame src={path} name={path.split('/').pop()} className="aspect-[16/10] w-full rounded-lg border border-line">
                <Picture
                  picture={pictureIn(images, path, captions.lang)}
                  alt=""
                  now
                  sizes="28rem"
                  className="h-full w-full object-contain p-1"
                />
              </ThumbFrame>
            </div>
            <div className="grid min-w-0 content-start gap-2">
              {/* Its captions, which are its descriptions too, one a language under its tag (the page in each shows its
                own): a line that wraps to show all of itself; a line break typed becomes a space (a caption is one line). */}
              {LANGS.map((version) => {
                const language = t.publishing.langs[version];
                return (
                  <label key={version} className="grid gap-1">
                    <LangLabel lang={version} />
                    <textarea
                      value={captions.of(version, path)}
                      onChange={(event) => captions.onCaption(version, path, oneLine(event.target.value))}
                      aria-label={fill(words.caption, { place: String(i + 1), language })}
                      placeholder={fill(words.captionPlaceholder, { language })}
                      lang={version === 'zh' ? 'zh-Hant' : 'en'}
                      maxLength={200}
                      rows={2}
                      className="field min-h-11 w-full resize-none py-2 text-sm [field-sizing:content]"
                    />
                  </label>
                );
              })}
              <div className="flex items-center gap-1">
                <button
                  type="button"
                  className="btn-icon"
                  disabled={i === 0}
                  aria-label={fill(words.moveEarlier, place)}
                  title={fill(words.moveEarlier, place)}
                  onClick={() => move(i, i - 1)}
                >
                  {arrow('earlier')}
                </button>
                <button
                  type="button"
                  className="btn-icon"
                  disabled={i === gallery.length - 1}
                  aria-label={fill(words.moveLater, place)}
                  title={fill(words.moveLater, place)}
                  onClick={() => move(i, i + 1)}
                >
                  {arrow('later')}
                </button>
                <button
                  type="button"
                  className="btn-icon ml-auto"
                  aria-label={fill(words.takeOut, place)}
                  title={fill(words.takeOut, place)}
                  onClick={() => onGallery(gallery.filter((other) => other !== path))}
                >
                  <span className="i-lucide-x h-4 w-4" aria-hidden="true" />
                </button>
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** The library to choose screens from: a tile each, named under its picture, a chosen one ringed in the accent with its
 * place in the story. */
export function ScreenLibrary({
  images,
  shareCards,
  gallery,
  onGallery,
  lang,
}: {
  images: MediaItem[] | undefined;
  shareCards: ReadonlySet<string>;
  gallery: string[];
  onGallery: (gallery: string[]) => void;
  lang: Lang;
}) {
  const t = useAdminT();
  const ui = useLang();
  const toggle = (path: string) => onGallery(gallery.includes(path) ? gallery.filter((p) => p !== path) : [...gallery, path]);
  // Screens first with the upload after them, the covers and share cards apart: a story's screen is rarely a card.
  return groupByCards(pickable(images) ?? [], shareCards).map((group) => (
    <ImageGroupFrame key={group.kind} kind={group.kind}>
      {/* Tiles at a size a screen can be told apart at: two to a row on a phone, three, then four on a wide screen. */}
      <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
        {group.images.map((image) => {
          const place = gallery.indexOf(image.path) + 1;
          const chosen = place > 0;
          const name = imageTileName(t, ui, image);
          const size = fill(t.snippets.imageSize, { width: String(image.width), height: String(image.height) });
          return (
            <label
              key={image.path}
              title={name.whole}
              // Chosen: the accent's border and tint under its name, and its place in a filled mark; not chosen, an empty
              // ring where the mark would be. The box inside takes the keyboard (Tab, Space), its focus drawn on the tile.
              className={`relative flex min-w-0 cursor-pointer flex-col overflow-hidden rounded-xl border-2 bg-surface has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus ${chosen ? 'border-accent' : 'border-line hover:border-faint'}`}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={chosen}
                disabled={!chosen && gallery.length >= GALLERY_MAX}
                onChange={() => toggle(image.path)}
                aria-label={`${name.short} · ${size}`}
              />
              <ThumbFrame src={image.path} className="aspect-[16/10] w-full">
                <Picture
                  picture={pictureIn(images, image.path, lang)}
                  alt=""
                  sizes="18rem"
                  className="h-full w-full object-cover object-left-top"
                />
              </ThumbFrame>
              {/* Its name under it, cut at two lines (the whole of what uses it on a pointer's rest; its size read out). */}
              <span className={`border-t px-2.5 py-2 ${chosen ? 'border-accent bg-accent-soft' : 'border-line'}`} aria-hidden="true">
                <span
                  className={`line-clamp-2 text-xs leading-snug break-words ${image.uses.length > 0 ? 'font-medium text-ink' : 'text-muted'}`}
                >
                  {name.short}
                </span>
              </span>
              {/* Chosen: ringed in the accent, its place in the story in the corner; the picture itself stays clear (a veil
                  read as unavailable). Ink would vanish on a light screen in the dark theme, where ink is near-white. */}
              {chosen ? (
                <span
                  className="absolute top-2 right-2 grid h-7 min-w-7 place-items-center rounded-full bg-accent px-1 text-sm font-semibold text-accent-ink tabular-nums shadow"
                  aria-hidden="true"
                >
                  {place}
                </span>
              ) : (
                <span
                  className="absolute top-2 right-2 h-7 w-7 rounded-full border-2 border-line-strong bg-surface/85 shadow"
                  aria-hidden="true"
                />
              )}
            </label>
          );
        })}
        {group.kind !== 'cards' && gallery.length < GALLERY_MAX && (
          <UploadTile onUploaded={(path) => onGallery([...gallery.filter((p) => p !== path), path])} />
        )}
      </div>
    </ImageGroupFrame>
  ));
}
