// A story page's cover as the first slot of its "Pictures" section (decision 0213): where it shows said in a few words
// (the top of the page, and its card on /work), chosen from the library or uploaded, and described in both languages,
// English above Chinese, each under its language's tag as every paired field of the tab (decision 0223: it followed the
// language last open, and the owner could not find the Chinese one). The dialog and the description's box are the
// article's cover's (cover-field.tsx).
import { useState } from 'react';
import { LANGS, type Lang, type MediaItem } from '../../../src/contract';
import { ThumbFrame } from '../../components/admin/thumb-frame';
import { Picture } from '../../components/ui/picture';
import { useAdminT } from '../../lib/admin-i18n';
import { pictureIn } from '../../lib/calls/media';
import { CoverAlt, CoverDialog } from './cover-field';
import { PictureSlot, SLOT_THUMB } from './picture-slot';
import { UploadTile } from './upload-tile';

type Props = {
  /** The language last open: the cover shown as its pages show it. */
  lang: Lang;
  images: MediaItem[] | undefined;
  failed: boolean;
  chosen: string | null;
  onChoose: (path: string | null) => void;
  /** Its description in each language. */
  altOf: (lang: Lang) => string;
  onAlt: (lang: Lang, text: string) => void;
};

export function CoverSlot({ lang, images, failed, chosen, onChoose, altOf, onAlt }: Props) {
  const t = useAdminT();
  const words = t.publishing.editor;
  const [choosing, setChoosing] = useState(false);
  const choose = (path: string | null) => {
    onChoose(path);
    setChoosing(false);
  };
  return (
    <PictureSlot
      name={words.cover}
      where={t.publishing.work.coverWhere}
      whereId="piece-cover-hint"
      testId="cover"
      empty={words.noCover}
      thumb={
        chosen ? (
          <ThumbFrame src={chosen} name={chosen.split('/').pop()} className={SLOT_THUMB}>
            <Picture picture={pictureIn(images, chosen, lang)} alt="" now sizes="9rem" className="h-full w-full object-cover" />
          </ThumbFrame>
        ) : null
      }
      actions={
        <>
          <button type="button" className="btn-outline btn-sm" onClick={() => setChoosing(true)}>
            {chosen ? words.coverChange : words.coverChoose}
          </button>
          <UploadTile look="button" onUploaded={choose} />
          {chosen && (
            <button
              type="button"
              className="btn-icon"
              aria-label={words.coverRemove}
              title={words.coverRemove}
              onClick={() => choose(null)}
            >
              <span className="i-lucide-trash-2 h-4 w-4" aria-hidden="true" />
            </button>
          )}
        </>
      }
    >
      <CoverDialog
        open={choosing}
        onClose={() => setChoosing(false)}
        images={images}
        failed={failed}
        chosen={chosen}
        onChoose={choose}
        lang={lang}
        // A story page's cover is a screen: the screens first, the drawn cards after.
        cardsFirst={false}
      />
      {/* Under the slot's words, from 640 px (the thumbnail's width and its gap in); a phone's whole width. */}
      {chosen && (
        <fieldset className="mt-3 grid min-w-0 gap-3 sm:pl-40" data-cover-alts>
          <legend className="mb-1 text-[0.8125rem] font-medium text-muted">{t.publishing.fields.coverAlt}</legend>
          {LANGS.map((version) => (
            <CoverAlt key={version} tagged lang={version} value={altOf(version)} onText={(text) => onAlt(version, text)} />
          ))}
        </fieldset>
      )}
    </PictureSlot>
  );
}
