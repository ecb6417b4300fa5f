// A piece's cover, as large as the side column allows (what it is matters more than what else could be): Change opens
// the library in a dialog, Remove leaves the piece without one. Without a cover, a 16:9 place says so, with the library
// and an upload. The library offers images, not their versions (decision 0101: a Chinese or dark version follows the
// image it stands in for). Its dialog and its description's box are a story page's cover's too (cover-slot.tsx,
// decision 0223): one of each in the admin.
import { ThumbFrame } from '../../components/admin/thumb-frame';
import { useState, type ReactNode } from 'react';
import type { Lang, MediaItem } from '../../../src/contract';
import { pictureIn } from '../../lib/calls/media';
import { Picture } from '../../components/ui/picture';
import { LibraryDialog } from '../../components/admin/library-dialog';
import { useAdminT } from '../../lib/admin-i18n';
import { useShareCards } from '../../lib/share-cards';
import { UploadTile } from './upload-tile';
import { Phrased } from '../../components/ui/phrased';
import { TextBox } from '../../components/admin/text-box';
import { fill } from '../../lib/i18n';
import { LangLabel } from './lang-label';
import { oneLine } from './piece-draft';

type Props = {
  /** The language tab open beside it: the cover is shown as that language's pages show it. */
  lang: 'en' | 'zh';
  images: MediaItem[] | undefined;
  failed: boolean;
  chosen: string | null;
  onChoose: (path: string | null) => void;
  /** Under a chosen cover: its description in the open tab's language. */
  described?: ReactNode;
  /** The library's cards before its screens (an article's cover is a drawn card; a story page's, a screen). */
  cardsFirst?: boolean;
  /** The legend's look: for screen readers alone where a folded section is named "Cover image" already. */
  legendClassName?: string;
};

export function CoverField({
  lang,
  images,
  failed,
  chosen,
  onChoose,
  described,
  cardsFirst = false,
  legendClassName = 'text-sm font-medium',
}: Props) {
  const words = useAdminT().publishing.editor;
  const [choosing, setChoosing] = useState(false);
  const choose = (path: string | null) => {
    onChoose(path);
    setChoosing(false);
  };
  return (
    <fieldset className="min-w-0" aria-describedby="piece-cover-hint">
      <legend className={legendClassName}>{words.cover}</legend>
      {/* Where the cover shows, said while there is none; once chosen, the picture says it (readers still hear it). */}
      <p id="piece-cover-hint" className={chosen ? 'sr-only' : 'phrase-balance mt-1 text-xs text-muted'}>
        <Phrased balanced text={words.coverHint} />
      </p>
      {chosen ? (
        <>
          {/* As the open tab's language shows it, in the admin's theme (its versions, decision 0101). */}
          <ThumbFrame src={chosen} className="mt-2 aspect-[16/9] w-full rounded-lg border border-line">
            <Picture picture={pictureIn(images, chosen, lang)} now sizes="24rem" className="h-full w-full object-cover" />
          </ThumbFrame>
          {/* Where the Chinese pages show a version of their own (decision 0101): which one this is, said under it. */}
          {images?.find((image) => image.path === chosen)?.zhPath && (
            <p className="field-hint phrase-balance">
              <Phrased balanced text={lang === 'zh' ? words.coverIsChinese : words.coverHasChinese} />
            </p>
          )}
          {/* One row: Change and Upload in words, Remove by its icon at the row's end (its name said to readers). */}
          <div className="mt-2 flex items-center gap-2">
            <button type="button" className="btn-outline btn-sm" onClick={() => setChoosing(true)}>
              {words.coverChange}
            </button>
            <UploadTile look="button" onUploaded={choose} />
            <button
              type="button"
              className="btn-icon ml-auto"
              aria-label={words.coverRemove}
              title={words.coverRemove}
              onClick={() => choose(null)}
            >
              <span className="i-lucide-trash-2 h-4 w-4" aria-hidden="true" />
            </button>
          </div>
          {described}
        </>
      ) : (
        <div className="mt-2 grid aspect-[16/9] place-content-center justify-items-center gap-2 rounded-lg border-2 border-dashed border-line-strong p-3 text-center">
          <span className="i-lucide-image h-6 w-6 text-faint" aria-hidden="true" />
          <span className="text-sm text-muted">{words.noCover}</span>
          <div className="flex flex-wrap justify-center gap-2">
            <button type="button" className="btn-outline btn-sm" onClick={() => setChoosing(true)}>
              {words.coverChoose}
            </button>
            <UploadTile look="button" onUploaded={choose} />
          </div>
        </div>
      )}
      <CoverDialog
        open={choosing}
        onClose={() => setChoosing(false)}
        images={images}
        failed={failed}
        chosen={chosen}
        onChoose={choose}
        lang={lang}
        cardsFirst={cardsFirst}
      />
    </fieldset>
  );
}

/** The library a cover is chosen from, in a dialog, with an upload: an article's (here) and a story page's (cover-slot.tsx). */
export function CoverDialog({
  open,
  onClose,
  images,
  failed,
  chosen,
  onChoose,
  lang,
  cardsFirst,
}: {
  open: boolean;
  onClose: () => void;
  images: MediaItem[] | undefined;
  failed: boolean;
  chosen: string | null;
  onChoose: (path: string | null) => void;
  lang: Lang;
  /** An article's cover is a card: the cards first there; a story page's is a screen: the screens first. */
  cardsFirst: boolean;
}) {
  const words = useAdminT().publishing.editor;
  const cards = useShareCards(images);
  return (
    <LibraryDialog
      open={open}
      onClose={onClose}
      title={words.coverDialog}
      closeLabel={words.coverClose}
      images={images}
      failed={failed}
      chosen={chosen}
      onChoose={onChoose}
      name="piece-cover"
      lang={lang}
      legend={words.cover}
      sizes={false}
      cards={{ paths: cards, first: cardsFirst }}
      extra={<UploadTile onUploaded={onChoose} />}
    />
  );
}

/**
 * The cover's description in one language, a line that wraps to show all of itself (a line break typed becomes a
 * space): its label says the language ("Cover description in English"), its hint shows while it is written. A story
 * page's tab (cover-slot.tsx) writes it in both languages at once, each under its language's tag; an article's
 * settings, in the language open. Its box's id is `piece-alt-{lang}`.
 */
export function CoverAlt({
  lang,
  value,
  onText,
  tagged = false,
}: {
  lang: Lang;
  value: string;
  onText: (text: string) => void;
  /** Under its language's tag (a pair's box): the label is read out, not shown. */
  tagged?: boolean;
}) {
  const t = useAdminT();
  const words = t.publishing.editor;
  const id = `piece-alt-${lang}`;
  return (
    <div className="grid min-w-0 gap-1 [&:not(:focus-within)>p]:sr-only">
      {tagged && <LangLabel lang={lang} />}
      <label htmlFor={id} className={tagged ? 'sr-only' : 'block text-sm font-medium'}>
        {fill(words.coverAlt, { language: t.publishing.langs[lang] })}
      </label>
      <TextBox
        oneLine
        id={id}
        lang={lang === 'zh' ? 'zh-Hant' : 'en'}
        value={value}
        onText={(text) => onText(oneLine(text))}
        maxLength={200}
        aria-describedby={`${id}-hint`}
        className="field w-full min-w-0 text-sm"
      />
      {/* Said while the box is written in (read out always): what a description is for. */}
      <p id={`${id}-hint`} className="field-hint phrase-balance mt-0" data-focus-hint>
        <Phrased balanced text={words.coverAltHint} />
      </p>
    </div>
  );
}
