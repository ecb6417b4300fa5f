// Choosing one of the uploaded images, or none (thumbnails, the chosen one marked): a page's social-card image, the
// site's logo, a cover. The words default to the search snippet's. Given which are cards, they are grouped apart.
import type { ReactNode } from 'react';
import type { MediaItem, PictureRef, UploadedImage } from '../../../src/contract';
import { Picture } from '../ui/picture';
import { useAdminT } from '../../lib/admin-i18n';
import { fill, useLang } from '../../lib/i18n';
import { imageTileName } from '../../lib/image-use-name';
import { groupByCards } from '../../lib/share-cards';
import { ImageGroupFrame } from './image-groups';
import { ThumbFrame } from './thumb-frame';

type Props = {
  images: UploadedImage[] | undefined;
  failed: boolean;
  chosen: string | null;
  onChoose: (path: string | null) => void;
  /** The radio group's name, its legend and hint, and what the "none" option is called and shows. */
  name?: string;
  legend?: string;
  hint?: string;
  noneLabel?: string;
  noneIcon?: ReactNode;
  /** Said when no image is offered ("No images uploaded yet." unless the picker filters them, as the logo's does). */
  emptyLabel?: string;
  /** Thumbnails shown whole (a logo) rather than filling their box (a photo). */
  whole?: boolean;
  /** No "none" option: one of the images must be chosen (an image to insert into a text). */
  withoutNone?: boolean;
  /** A last tile after the images (uploading a new one). */
  extra?: ReactNode;
  /** Each image's size under it (a social card's size matters; a cover's is always the same drawn 16:9). */
  sizes?: boolean;
  /** In a side column on a wide screen (the editor's): three to a row there. */
  inColumn?: boolean;
  /** The narrowest an image may be before it is called too small (a social card's): such a tile says so, and so does
   * the picker while one is chosen. */
  smallBelow?: number;
  /** The images that are cards (article covers, share images: lib/share-cards.ts), shown in a group of their own, named, apart
   * from screens and photos; first where a card is what is being chosen (a cover). */
  cards?: { paths: ReadonlySet<string>; first?: boolean };
  /** How a tile draws its image: as a language's pages and the theme show it (its versions, decision 0101); without it,
   * the image itself. */
  shown?: (image: UploadedImage) => PictureRef;
};

// The radio itself is hidden: its option shows the keyboard focus.
const OPTION =
  'relative flex min-h-11 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 p-1 text-xs has-[:focus-visible]:outline-solid has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus';
// Chosen: an ink ring, as a selected choice is everywhere in the admin (red is kept for errors and the brand).
const marked = (on: boolean) => (on ? 'border-ink bg-surface-alt' : 'border-line hover:border-faint');

export function ImagePicker({
  images,
  failed,
  chosen,
  onChoose,
  whole = false,
  withoutNone = false,
  extra,
  sizes = true,
  inColumn = false,
  smallBelow = 0,
  cards,
  shown,
  ...words
}: Props) {
  const t = useAdminT();
  const lang = useLang();
  const {
    name = 'snippet-image',
    legend = t.snippets.image,
    hint = t.snippets.imageHint,
    noneLabel = t.snippets.noImage,
    emptyLabel = t.snippets.noImages,
  } = words;
  const option = (path: string | null, label: string, picture?: UploadedImage) => {
    // A library image says what uses it (or that nothing does) above its size, cut to a line; its name read out too.
    const named = picture && 'uses' in picture ? imageTileName(t, lang, picture as UploadedImage & Pick<MediaItem, 'uses'>) : null;
    return (
      <label key={path ?? 'none'} className={`${OPTION} ${marked(chosen === path)}`} title={named?.whole}>
        <input
          type="radio"
          name={name}
          className="sr-only"
          checked={chosen === path}
          onChange={() => onChoose(path)}
          aria-label={named ? `${label} · ${named.short}` : label}
        />
        {picture ? (
          // A skeleton until it has come, a sign and a line when it cannot (decision 0200).
          <ThumbFrame src={picture.path} className="h-16 w-full rounded">
            {shown ? (
              <Picture
                picture={shown(picture)}
                alt=""
                sizes="10rem"
                className={`h-full w-full ${whole ? 'object-contain p-1' : 'object-cover'}`}
              />
            ) : (
              <img
                src={picture.path}
                alt=""
                width={picture.width}
                height={picture.height}
                loading="lazy"
                className={`block h-full w-full ${whole ? 'object-contain p-1' : 'object-cover'}`}
              />
            )}
          </ThumbFrame>
        ) : (
          (words.noneIcon ?? <span className="i-lucide-image-off h-6 w-6 text-faint" aria-hidden="true" />)
        )}
        {named && (
          <span
            className={`w-full truncate px-0.5 text-center ${picture && 'uses' in picture && (picture as MediaItem).uses.length > 0 ? 'font-medium text-ink' : 'muted'}`}
          >
            {named.short}
          </span>
        )}
        {(!picture || sizes) && (
          <span className={picture && picture.width < smallBelow ? 'font-medium text-warn' : 'muted'}>
            {picture ? fill(t.snippets.imageSize, { width: String(picture.width), height: String(picture.height) }) : label}
          </span>
        )}
        {/* The chosen one: a check on the tile's corner, clear of its picture (the radio says "checked" to screen readers). */}
        {chosen === path && (
          <span
            className="absolute -top-2 -right-2 grid h-5 w-5 place-items-center rounded-full bg-ink text-bg shadow-sm"
            title={t.snippets.chosen}
            aria-hidden="true"
          >
            <span className="i-lucide-check h-3.5 w-3.5" />
          </span>
        )}
      </label>
    );
  };
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium">{legend}</legend>
      {hint && <p className="mt-1 text-xs text-muted">{hint}</p>}
      {groupByCards(images ?? [], cards?.paths, cards?.first).map((group, i, all) => (
        <ImageGroupFrame key={group.kind} kind={group.kind}>
          <div className={`mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6 ${inColumn ? 'xl:grid-cols-3' : ''}`}>
            {i === 0 && !withoutNone && option(null, noneLabel)}
            {group.images.map((image) =>
              option(image.path, fill(t.snippets.imageSize, { width: String(image.width), height: String(image.height) }), image),
            )}
            {i === all.length - 1 && extra}
          </div>
        </ImageGroupFrame>
      ))}
      {failed && <p className="mt-2 text-sm text-bad">{t.snippets.imagesFailed}</p>}
      {(images?.find((image) => image.path === chosen)?.width ?? Number.POSITIVE_INFINITY) < smallBelow && (
        <p className="mt-2 flex items-start gap-1.5 text-sm text-warn">
          <span className="i-lucide-triangle-alert mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {fill(t.snippets.imageSmall, { width: String(smallBelow) })}
        </p>
      )}
      {images?.length === 0 && <p className="muted mt-2 text-sm">{emptyLabel}</p>}
      {/* A chosen image no longer listed still shows what is stored. */}
      {chosen !== null && images && !images.some((image) => image.path === chosen) && (
        <p className="muted mt-2 break-all text-xs">{chosen}</p>
      )}
    </fieldset>
  );
}
