// The client story card's picture and its place among the stories, edited where the story is written (decision 0201:
// "a story's picture and order are still edited in Content"). Both are the card's, saved through the list's own calls
// (the same PUT and PUT …/order Content's list makes), apart from the piece's Save: a picture chosen waits, with its
// descriptions, for "Save the picture" (the unsaved-changes guard counts it while it waits); a move is stored at once.
// A failure is said under the control as well as in a toast, and what was chosen stays to try again. Two parts since
// decision 0213: the picture is a slot of the story tab's "Pictures" section (picture-slot.tsx), the place a compact
// stepper on the settings column's "Where this appears" (decision 0223).
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { LANGS, type Lang, type MediaItem } from '../../../src/contract';
import { type StoryCard, STORY_LIST } from '../../../src/contract/lists';
import { LibraryDialog } from '../../components/admin/library-dialog';
import { Picture } from '../../components/ui/picture';
import { useAdminT } from '../../lib/admin-i18n';
import { listCalls } from '../../lib/calls/lists';
import { pictureIn } from '../../lib/calls/media';
import { failureText } from '../../lib/failure-text';
import { failureToast } from '../../lib/failure-toast';
import { fill, pick, useLang } from '../../lib/i18n';
import { useUnsavedChanges } from '../../lib/unsaved';
import { PictureSlot, SLOT_THUMB } from './picture-slot';
import { LangLabel } from './lang-label';
import { UploadTile } from './upload-tile';
import { ThumbFrame } from '../../components/admin/thumb-frame';

const stories = listCalls(STORY_LIST.key);
type Chosen = Pick<StoryCard, 'imagePath' | 'imageAltEn' | 'imageAltZh'>;
const altName = (l: Lang): 'imageAltEn' | 'imageAltZh' => (l === 'en' ? 'imageAltEn' : 'imageAltZh');

type Props = {
  card: StoryCard;
  images: MediaItem[] | undefined;
  imagesFailed: boolean;
};

/** The card's picture: a slot of the story's pictures, its descriptions and Save under it while one waits. */
export function StoryCardPicture({ card, images, imagesFailed }: Props) {
  const t = useAdminT();
  const lang = useLang();
  const words = t.publishing.work;
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [altMissing, setAltMissing] = useState(false);
  useUnsavedChanges(`story-card-picture:${card.id}`, chosen !== null);

  const shown: Chosen = chosen ?? card;
  const choose = (imagePath: string | null) => {
    setChoosing(false);
    setProblem(null);
    setAltMissing(false);
    setChosen({ imagePath, imageAltEn: shown.imageAltEn, imageAltZh: shown.imageAltZh });
  };
  const savePicture = async () => {
    if (!chosen) return;
    if (chosen.imagePath && LANGS.some((l) => !chosen[altName(l)].trim())) {
      setAltMissing(true);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      // The whole card as read, its picture changed (decision 0013): its size is the server's to set.
      const saved = await stories.replace(card.id, { ...card, ...chosen, imageWidth: null, imageHeight: null });
      queryClient.setQueryData<StoryCard[]>(stories.query().queryKey, (list) =>
        list?.map((entry) => (entry.id === saved.id ? saved : entry)),
      );
      await queryClient.invalidateQueries({ queryKey: stories.query().queryKey });
      setChosen(null);
      toast.success(words.factsSaved);
    } catch (error) {
      setProblem(failureText(error, t.failure));
      failureToast(words.pictureFailed, error, t);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PictureSlot
      name={words.picture}
      where={words.pictureHint}
      whereId="story-picture-hint"
      testId="card"
      empty={words.pictureNone}
      thumb={
        shown.imagePath ? (
          <ThumbFrame src={shown.imagePath} name={shown.imagePath.split('/').pop()} className={SLOT_THUMB}>
            <Picture
              picture={pictureIn(images, shown.imagePath, lang)}
              alt={pick(shown, 'imageAlt', lang)}
              now
              sizes="9rem"
              className="h-full w-full object-cover"
            />
          </ThumbFrame>
        ) : null
      }
      actions={
        <>
          <button type="button" className="btn-outline btn-sm" onClick={() => setChoosing(true)} disabled={busy}>
            {shown.imagePath ? words.pictureChange : words.pictureChoose}
          </button>
          <UploadTile look="button" onUploaded={choose} />
          {shown.imagePath && (
            <button
              type="button"
              className="btn-icon"
              aria-label={words.pictureRemove}
              title={words.pictureRemove}
              onClick={() => choose(null)}
              disabled={busy}
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
        title={words.pictureDialog}
        closeLabel={words.factsCancel}
        images={images}
        failed={imagesFailed}
        chosen={shown.imagePath}
        onChoose={choose}
        name="story-card-picture"
        lang={lang}
        legend={words.picture}
        sizes={false}
        extra={<UploadTile onUploaded={choose} />}
      />
      {/* A picture chosen waits here, with what it shows in both languages, for its own Save. */}
      {chosen && (
        <div className="mt-3 grid gap-3 rounded-lg border border-line-strong bg-surface p-3" data-story-picture-pending>
          {chosen.imagePath && (
            // What it shows in each language, English above Chinese under their tags, as every pair of the tab.
            <fieldset className="grid min-w-0 gap-3">
              <legend className="mb-1 text-[0.8125rem] font-medium text-muted">{words.pictureAltBoth}</legend>
              {LANGS.map((l) => (
                <label key={l} className="grid content-start gap-1">
                  <LangLabel lang={l} />
                  <input
                    className="field text-sm"
                    lang={l === 'zh' ? 'zh-Hant' : 'en'}
                    value={chosen[altName(l)]}
                    aria-label={fill(words.pictureAlt, { language: t.publishing.langs[l] })}
                    aria-invalid={altMissing && !chosen[altName(l)].trim() ? true : undefined}
                    onChange={(event) => setChosen({ ...chosen, [altName(l)]: event.target.value })}
                  />
                </label>
              ))}
            </fieldset>
          )}
          {altMissing && (
            <p className="text-sm text-bad" role="alert">
              {words.pictureAltMissing}
            </p>
          )}
          <div className="flex flex-wrap items-center justify-end gap-2">
            <p className="mr-auto text-xs text-muted">{words.pictureWaiting}</p>
            <button
              type="button"
              className="btn-ghost btn-sm"
              disabled={busy}
              onClick={() => {
                setChosen(null);
                setAltMissing(false);
                setProblem(null);
              }}
            >
              {words.factsCancel}
            </button>
            <button type="button" className="btn-outline btn-sm" disabled={busy} onClick={() => void savePicture()}>
              {busy ? words.pictureSaving : words.pictureSave}
            </button>
          </div>
        </div>
      )}
      {problem && (
        <p className="mt-2 text-sm text-bad" role="alert">
          {words.pictureFailed}: {problem}
        </p>
      )}
    </PictureSlot>
  );
}

/**
 * The card's place among the stories: a compact stepper, the arrows and "2 of 4" one bordered control (round 23: the
 * arrows floated loose at the row's far end), on the "/services and home" row of "Where this appears" (story-places.tsx,
 * decision 0223: the place is where the card shows). A move is stored at once through the list's order call.
 */
export function StoryCardOrder({ card, cards }: { card: StoryCard; cards: StoryCard[] }) {
  const t = useAdminT();
  const words = t.publishing.work;
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const place = cards.findIndex((entry) => entry.id === card.id);
  const count = cards.length;
  const move = async (by: -1 | 1) => {
    const other = place + by;
    if (place < 0 || other < 0 || other >= count) return;
    const ids = cards.map((entry) => entry.id);
    [ids[place], ids[other]] = [ids[other]!, ids[place]!];
    setBusy(true);
    setProblem(null);
    try {
      const list = await stories.reorder(ids);
      queryClient.setQueryData(stories.query().queryKey, list);
      await queryClient.invalidateQueries({ queryKey: stories.query().queryKey });
      toast.success(fill(words.placeMoved, { place: String(other + 1), count: String(count) }));
    } catch (error) {
      setProblem(failureText(error, t.failure));
      failureToast(words.placeFailed, error, t);
    } finally {
      setBusy(false);
    }
  };
  const arrow = (by: -1 | 1) => (
    <button
      type="button"
      className="keyboard-ring grid h-8 w-9 place-items-center text-ink hover:bg-surface-alt disabled:cursor-not-allowed disabled:text-faint disabled:hover:bg-transparent aria-disabled:cursor-progress aria-disabled:text-faint max-sm:h-11 max-sm:w-11"
      aria-label={by < 0 ? words.placeEarlier : words.placeLater}
      title={by < 0 ? words.placeEarlier : words.placeLater}
      // While a move saves the arrow only says so (aria-disabled): disabled, it would drop the keyboard's focus to the page
      // and the next press would do nothing (code review of session 49).
      aria-disabled={busy || undefined}
      disabled={place < 0 || place + by < 0 || place + by >= count}
      onClick={() => {
        if (!busy) void move(by);
      }}
    >
      <span className={`${by < 0 ? 'i-lucide-arrow-up' : 'i-lucide-arrow-down'} h-4 w-4`} aria-hidden="true" />
    </button>
  );
  return (
    <fieldset className="min-w-0" data-story-card-place>
      <legend className="mb-1 text-xs text-muted">{words.place}</legend>
      <div className="inline-flex items-stretch divide-x divide-line overflow-hidden rounded-lg border border-line-strong bg-surface">
        {arrow(-1)}
        <span
          className="grid min-w-[5.5rem] place-items-center px-2 text-[0.8125rem] font-medium tabular-nums"
          role="status"
          data-story-place
        >
          {busy ? words.placeSaving : fill(words.placeOf, { place: String(place + 1), count: String(count) })}
        </span>
        {arrow(1)}
      </div>
      {problem && (
        <p className="mt-1 text-sm text-bad" role="alert">
          {words.placeFailed}: {problem}
        </p>
      )}
    </fieldset>
  );
}
