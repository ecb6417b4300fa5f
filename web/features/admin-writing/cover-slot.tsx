// A story page's cover as the first slot of its "Pictures" section (decision 0213): where it shows said in a few words
// (the top of the page, and its card on /work), chosen from the library or uploaded, and described in the language
// last open. An article's cover stays in its settings column (cover-field.tsx); a story's pictures are one group.
import { useState } from 'react';
import type { Lang, MediaItem } from '../../../src/contract';
import { LibraryDialog } from '../../components/admin/library-dialog';
import { TextBox } from '../../components/admin/text-box';
import { Picture } from '../../components/ui/picture';
import { useAdminT } from '../../lib/admin-i18n';
import { pictureIn } from '../../lib/calls/media';
import { fill } from '../../lib/i18n';
import { useShareCards } from '../../lib/share-cards';
import { PictureSlot, SLOT_THUMB } from './picture-slot';
import { oneLine } from './piece-draft';
import { UploadTile } from './upload-tile';
import { Phrased } from '../../components/ui/phrased';

type Props = {
  /** The language last open: its description is written here, the cover shown as its pages show it. */
  lang: Lang;
  images: MediaItem[] | undefined;
  failed: boolean;
  chosen: string | null;
  onChoose: (path: string | null) => void;
  alt: string;
  onAlt: (text: string) => void;
};

export function CoverSlot({ lang, images, failed, chosen, onChoose, alt, onAlt }: Props) {
  const t = useAdminT();
  const words = t.publishing.editor;
  const [choosing, setChoosing] = useState(false);
  const cards = useShareCards(images);
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
      thumb={chosen ? <Picture picture={pictureIn(images, chosen, lang)} alt="" now sizes="9rem" className={SLOT_THUMB} /> : null}
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
      <LibraryDialog
        open={choosing}
        onClose={() => setChoosing(false)}
        title={words.coverDialog}
        closeLabel={words.coverClose}
        images={images}
        failed={failed}
        chosen={chosen}
        onChoose={choose}
        name="piece-cover"
        lang={lang}
        legend={words.cover}
        sizes={false}
        // A story page's cover is a screen: the screens first, the drawn cards after.
        cards={{ paths: cards, first: false }}
        extra={<UploadTile onUploaded={choose} />}
      />
      {/* Under the slot's words, from 640 px (the thumbnail's width and its gap in); a phone's whole width. */}
      {chosen && (
        <div className="mt-3 sm:pl-40">
          <label htmlFor={`piece-alt-${lang}`} className="block text-[0.8125rem] font-medium text-muted">
            {fill(words.coverAlt, { language: t.publishing.langs[lang] })}
          </label>
          <TextBox
            oneLine
            id={`piece-alt-${lang}`}
            lang={lang === 'zh' ? 'zh-Hant' : 'en'}
            value={alt}
            onText={(text) => onAlt(oneLine(text))}
            maxLength={200}
            aria-describedby={`piece-alt-${lang}-hint`}
            className="field mt-1 w-full min-w-0 text-sm"
          />
          <p id={`piece-alt-${lang}-hint`} className="field-hint phrase-balance">
            <Phrased balanced text={words.coverAltHint} />
          </p>
        </div>
      )}
    </PictureSlot>
  );
}
