// The client story card's picture and its place among the stories, edited where the story is written (decision 0201:
// "a story's picture and order are still edited in Content"). Both are the card's, saved through the list's own calls
// (the same PUT and PUT …/order Content's list makes), apart from the piece's Save: a picture chosen waits, with its
// descriptions, for "Save the picture" (the unsaved-changes guard counts it while it waits); a move is stored at once.
// A failure is said under the control as well as in a toast, and what was chosen stays to try again.
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
import { UploadTile } from './upload-tile';
import { Phrased } from '../../components/ui/phrased';

const stories = listCalls(STORY_LIST.key);
type Chosen = Pick<StoryCard, 'imagePath' | 'imageAltEn' | 'imageAltZh'>;
const altName = (l: Lang): 'imageAltEn' | 'imageAltZh' => (l === 'en' ? 'imageAltEn' : 'imageAltZh');

type Props = {
  card: StoryCard;
  /** Every card, in the list's order (the public read's). */
  cards: StoryCard[];
  images: MediaItem[] | undefined;
  imagesFailed: boolean;
};

export function StoryCardPlace({ card, cards, images, imagesFailed }: Props) {
  const t = useAdminT();
  const lang = useLang();
  const words = t.publishing.work;
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [busy, setBusy] = useState<'picture' | 'move' | null>(null);
  const [problem, setProblem] = useState<{ what: 'picture' | 'move'; text: string } | null>(null);
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
    setBusy('picture');
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
      setProblem({ what: 'picture', text: failureText(error, t.failure) });
      failureToast(words.pictureFailed, error, t);
    } finally {
      setBusy(null);
    }
  };

  const place = cards.findIndex((entry) => entry.id === card.id);
  const count = cards.length;
  const move = async (by: -1 | 1) => {
    const other = place + by;
    if (place < 0 || other < 0 || other >= count) return;
    const ids = cards.map((entry) => entry.id);
    [ids[place], ids[other]] = [ids[other]!, ids[place]!];
    setBusy('move');
    setProblem(null);
    try {
      const list = await stories.reorder(ids);
      queryClient.setQueryData(stories.query().queryKey, list);
      await queryClient.invalidateQueries({ queryKey: stories.query().queryKey });
      toast.success(fill(words.placeMoved, { place: String(other + 1), count: String(count) }));
    } catch (error) {
      setProblem({ what: 'move', text: failureText(error, t.failure) });
      failureToast(words.placeFailed, error, t);
    } finally {
      setBusy(null);
    }
  };

  const arrow = (by: -1 | 1) => (
    <button
      type="button"
      className="btn-icon"
      aria-label={by < 0 ? words.placeEarlier : words.placeLater}
      title={by < 0 ? words.placeEarlier : words.placeLater}
      disabled={busy !== null || place < 0 || place + by < 0 || place + by >= count}
      onClick={() => void move(by)}
    >
      <span className={`${by < 0 ? 'i-lucide-arrow-up' : 'i-lucide-arrow-down'} h-4 w-4`} aria-hidden="true" />
    </button>
  );

  return (
    // The picture as a thumbnail with its actions beside it, then (while one waits) its descriptions and Save, then the
    // card's place: a column the story tab's width, the card's own hairline above (its words are StoryFacts').
    <div className="grid gap-4 border-t border-line pt-4" data-story-card-place>
      <fieldset className="min-w-0" aria-describedby="story-picture-hint">
        <legend className="text-sm font-medium">{words.picture}</legend>
        <p id="story-picture-hint" className="field-hint phrase-balance mt-0">
          <Phrased balanced text={words.pictureHint} />
        </p>
        <div className="mt-2 flex items-start gap-3">
          {shown.imagePath ? (
            <Picture
              picture={pictureIn(images, shown.imagePath, lang)}
              alt={pick(shown, 'imageAlt', lang)}
              now
              sizes="10rem"
              className="aspect-[8/5] w-32 shrink-0 rounded-lg border border-line bg-surface-alt object-cover sm:w-40"
            />
          ) : (
            <div className="grid aspect-[8/5] w-32 shrink-0 place-content-center justify-items-center gap-1 rounded-lg border-2 border-dashed border-line-strong p-2 text-center sm:w-40">
              <span className="i-lucide-image h-5 w-5 text-faint" aria-hidden="true" />
              <span className="text-xs leading-tight text-muted">{words.pictureNone}</span>
            </div>
          )}
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <button type="button" className="btn-outline btn-sm" onClick={() => setChoosing(true)} disabled={busy !== null}>
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
                disabled={busy !== null}
              >
                <span className="i-lucide-trash-2 h-4 w-4" aria-hidden="true" />
              </button>
            )}
          </div>
        </div>
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
      </fieldset>
      {/* A picture chosen waits here, with what it shows in both languages, for its own Save. */}
      {chosen && (
        <div className="grid gap-3 rounded-lg border border-line-strong bg-surface p-3" data-story-picture-pending>
          {chosen.imagePath && (
            <div className="grid gap-3 sm:grid-cols-2">
              {LANGS.map((l) => (
                <label key={l} className="grid content-start gap-1 text-[0.8125rem] font-medium text-muted">
                  {fill(words.pictureAlt, { language: t.publishing.langs[l] })}
                  <input
                    className="field text-sm font-normal"
                    lang={l === 'zh' ? 'zh-Hant' : 'en'}
                    value={chosen[altName(l)]}
                    aria-invalid={altMissing && !chosen[altName(l)].trim() ? true : undefined}
                    onChange={(event) => setChosen({ ...chosen, [altName(l)]: event.target.value })}
                  />
                </label>
              ))}
            </div>
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
              disabled={busy !== null}
              onClick={() => {
                setChosen(null);
                setAltMissing(false);
                setProblem(null);
              }}
            >
              {words.factsCancel}
            </button>
            <button type="button" className="btn-outline btn-sm" disabled={busy !== null} onClick={() => void savePicture()}>
              {busy === 'picture' ? words.pictureSaving : words.pictureSave}
            </button>
          </div>
        </div>
      )}
      {problem?.what === 'picture' && (
        <p className="text-sm text-bad" role="alert">
          {words.pictureFailed}: {problem.text}
        </p>
      )}
      {/* Its place: one row, the name and its hint at the start, the arrows round "2 of 4" at the end. */}
      <fieldset className="min-w-0" aria-describedby="story-place-hint">
        <legend className="sr-only">{words.place}</legend>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <p className="text-sm font-medium" aria-hidden="true">
              {words.place}
            </p>
            <p id="story-place-hint" className="field-hint phrase-balance mt-0">
              <Phrased balanced text={words.placeHint} />
            </p>
          </div>
          <div className="flex items-center gap-1">
            {arrow(-1)}
            <span className="min-w-[5.5rem] text-center text-sm tabular-nums" role="status" data-story-place>
              {busy === 'move' ? words.placeSaving : fill(words.placeOf, { place: String(place + 1), count: String(count) })}
            </span>
            {arrow(1)}
          </div>
        </div>
        {problem?.what === 'move' && (
          <p className="mt-1 text-sm text-bad" role="alert">
            {words.placeFailed}: {problem.text}
          </p>
        )}
      </fieldset>
    </div>
  );
}
