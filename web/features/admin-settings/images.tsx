// The images sub-tab: how much of MEDIA_LIMIT_MB the images take, and every uploaded image (or those a filter keeps:
// unused, without a dark or a Chinese version) with its size, where it is used and, for one nothing uses, a Delete that
// asks first. The server refuses to delete a used one (409) all the same.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { DateText, fillNodes } from '../../components/admin/date-text';
import { LoadFailed } from '../../components/admin/load-failed';
import { Dialog } from '../../components/ui/dialog';
import { useMediaQuery } from '../../lib/use-media-query';
import { useAdminT } from '../../lib/admin-i18n';
import { ApiError } from '../../lib/api';
import { deleteImage, isOwnImage, mediaQuery, setImageFocus, setImageVersion, uploadImage } from '../../lib/calls/media';
import { failureToast } from '../../lib/failure-toast';
import { IMAGE_TYPES, type MediaItem } from '../../../src/contract';
import { storageQuery } from '../../lib/calls/storage';
import { longDate } from '../../lib/dates';
import { failureText } from '../../lib/failure-text';
import { sessionEnded } from '../../lib/failure-toast';
import { fill, useLang } from '../../lib/i18n';
import { ImageDetails, ImageThumb } from './image-row';
import { VersionDialog, type Choosing } from './version-dialog';
import { FocusDialog } from './focus-dialog';
import { SettingsCard } from './settings-card';
import { StorageUsage } from './storage-usage';

const IMAGE_FILTERS = ['all', 'unused', 'noDark', 'noChinese'] as const;
type ImageFilter = (typeof IMAGE_FILTERS)[number];
/** Which images each filter keeps (a version is listed with its image, so it is never counted on its own). */
const KEEPS: Record<ImageFilter, (image: MediaItem) => boolean> = {
  all: () => true,
  unused: (image) => image.uses.length === 0,
  noDark: (image) => image.darkPath === null,
  noChinese: (image) => image.zhPath === null,
};

export function ImagesSettings() {
  const t = useAdminT();
  const m = t.images;
  const lang = useLang();
  const queryClient = useQueryClient();
  const images = useQuery(mediaQuery());
  const storage = useQuery(storageQuery());
  const [asking, setAsking] = useState<MediaItem | null>(null);
  const [choosing, setChoosing] = useState<Choosing>(null);
  const [focusing, setFocusing] = useState<MediaItem | null>(null);
  const [filter, setFilter] = useState<ImageFilter>('all');
  const own = images.data?.filter(isOwnImage) ?? [];
  const shown = own.filter(KEEPS[filter]);
  // The image in the panel: the one last chosen while the filter keeps it, else the first shown (the newest).
  const [picked, setPicked] = useState<string | null>(null);
  const current = shown.find((image) => image.path === picked) ?? shown[0];
  // Below 1024 px there is no room beside the grid: a chosen image opens in a sheet over it (the Dialog: full screen on a
  // phone, with "Back to images"; Esc or Back closes it and the focus returns to the tile). Review round 18: the panel
  // under the whole grid was a scroll away from the tile tapped.
  const narrow = useMediaQuery('(max-width: 1023px)');
  const [sheet, setSheet] = useState(false);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: mediaQuery().queryKey }),
      queryClient.invalidateQueries({ queryKey: storageQuery().queryKey }),
    ]);
  const remove = useMutation({
    mutationFn: deleteImage,
    onSuccess: () => {
      setAsking(null);
      setSheet(false);
      toast.success(m.deletedToast);
      void refresh();
    },
    onError: (error) => {
      setAsking(null);
      // Used meanwhile (409) or already gone (404): the list read again shows which.
      const inUse = error instanceof ApiError && error.status === 409;
      if (!sessionEnded(error)) toast.error(m.failed, { description: inUse ? m.inUse : failureText(error, t.failure) });
      void refresh();
    },
  });

  const version = useMutation({
    mutationFn: setImageVersion,
    onSuccess: (_, { version, to }) => {
      setChoosing(null);
      toast.success(to ? m.versions[version].saved : m.versions[version].cleared);
      void refresh();
    },
    onError: (error) => {
      if (!sessionEnded(error)) toast.error(m.versionFailed, { description: failureText(error, t.failure) });
      void refresh();
    },
  });

  const focus = useMutation({
    mutationFn: setImageFocus,
    onSuccess: () => {
      setFocusing(null);
      toast.success(m.focus.saved);
      void refresh();
    },
    onError: (error) => {
      if (!sessionEnded(error)) toast.error(m.focus.failed, { description: failureText(error, t.failure) });
      void refresh();
    },
  });

  const details = (bare: boolean) =>
    current && (
      <ImageDetails
        key={current.path}
        image={current}
        chinese={images.data?.find((other) => other.path === current.zhPath)}
        onDelete={() => setAsking(current)}
        onVersion={(of, kind) => setChoosing({ image: of, version: kind })}
        onSameImage={(of, kind) => version.mutate({ image: of, version: kind, to: null })}
        onFocus={() => setFocusing(current)}
        bare={bare}
      />
    );

  if (images.isPending) return <p className="muted text-sm">{m.loading}</p>;
  if (images.isError)
    return <LoadFailed what={m.loadFailed} error={images.error} retrying={images.isFetching} onRetry={() => void images.refetch()} />;
  return (
    <SettingsCard title={t.settings.tabs.images} description={m.intro} action={<UploadButton onUploaded={() => void refresh()} />}>
      <div className="grid gap-5">
        {storage.data && <StorageUsage status={storage.data} />}
        {images.data.length === 0 ? (
          <p className="muted text-sm">{m.none}</p>
        ) : (
          <>
            {/* Which images to show: all, those nothing uses, those without a dark or a Chinese version yet. */}
            <fieldset className="flex flex-wrap gap-1.5">
              <legend className="sr-only">{m.filter}</legend>
              {IMAGE_FILTERS.map((name) => (
                <button key={name} type="button" aria-pressed={filter === name} onClick={() => setFilter(name)} className="btn-toggle">
                  {m.filters[name]}
                  <span className={filter === name ? 'text-bg/70' : 'text-muted'}>{own.filter(KEEPS[name]).length}</span>
                </button>
              ))}
            </fieldset>
            {shown.length === 0 && <p className="muted text-sm">{m.noneHere}</p>}
            {/* Small thumbnails in a grid, and the chosen one's details and actions in a panel beside them (in a sheet over
                the grid below 1024 px): nine images fit in one screen (round 12 of the outside review). */}
            {current && (
              <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(18rem,24rem)]">
                <ul
                  aria-label={m.listLabel}
                  data-image-library
                  className="grid grid-cols-2 gap-3 sm:grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))]"
                >
                  {/* A version is shown in the panel of the image it stands in for. */}
                  {shown.map((image) => (
                    <ImageThumb
                      key={image.path}
                      image={image}
                      // In a sheet nothing is chosen until a tile is tapped; beside the grid the panel always shows one.
                      chosen={narrow ? image.path === picked : image.path === current.path}
                      onChoose={() => {
                        setPicked(image.path);
                        if (narrow) setSheet(true);
                      }}
                    />
                  ))}
                </ul>
                {narrow ? (
                  <Dialog
                    open={sheet}
                    onClose={() => setSheet(false)}
                    title={m.details}
                    closeLabel={m.backToAll}
                    actions={
                      <button type="button" className="btn-outline" onClick={() => setSheet(false)}>
                        <span className="i-lucide-arrow-left h-4 w-4" aria-hidden="true" />
                        {m.backToAll}
                      </button>
                    }
                  >
                    {sheet && details(true)}
                  </Dialog>
                ) : (
                  <div className="lg:sticky lg:top-6">{details(false)}</div>
                )}
              </div>
            )}
          </>
        )}
        <FocusDialog
          image={focusing}
          saving={focus.isPending}
          onClose={() => setFocusing(null)}
          onSave={(at) => focusing && focus.mutate({ image: focusing, focus: at })}
        />
        <VersionDialog
          choosing={choosing}
          images={images.data}
          saving={version.isPending}
          onClose={() => setChoosing(null)}
          onSave={(to) => choosing && version.mutate({ ...choosing, to })}
        />
        <Dialog
          role="alertdialog"
          open={asking !== null}
          onClose={() => setAsking(null)}
          title={m.confirmTitle}
          actions={
            <>
              <button type="button" className="btn-outline" onClick={() => setAsking(null)} autoFocus>
                {m.cancel}
              </button>
              <button
                type="button"
                className="btn bg-bad text-bg hover:bg-bad/85"
                disabled={remove.isPending}
                onClick={() => asking && remove.mutate(asking)}
              >
                {remove.isPending ? m.deleting : m.confirmDelete}
              </button>
            </>
          }
        >
          {asking && (
            <div className="flex items-start gap-4">
              <img
                src={asking.path}
                alt=""
                width={asking.width}
                height={asking.height}
                className="h-20 w-20 shrink-0 rounded-lg border border-line object-cover"
              />
              <p>
                {fillNodes(m.confirmBody, {
                  width: asking.width,
                  height: asking.height,
                  time: <DateText text={longDate(asking.uploadedAt, lang)} at={asking.uploadedAt} />,
                })}
              </p>
            </div>
          )}
        </Dialog>
      </div>
    </SettingsCard>
  );
}

/** The library's Upload: a primary button over a hidden file input; the new image heads the list (newest first). */
function UploadButton({ onUploaded }: { onUploaded: () => void }) {
  const t = useAdminT();
  const m = t.images;
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const uploadPicked = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file chosen again is a new choice
    if (!file) return;
    setProgress(0);
    try {
      await uploadImage(file, { onProgress: setProgress });
      toast.success(m.uploadedToast);
      onUploaded();
    } catch (error) {
      failureToast(t.toast.failedToUpload, error, t);
    } finally {
      setProgress(null);
    }
  };
  return (
    <>
      {/* Not drawn and not in the accessibility tree: the button below (its words, a keyboard's target) opens it. */}
      <input ref={input} type="file" accept={Object.keys(IMAGE_TYPES).join(',')} hidden onChange={(event) => void uploadPicked(event)} />
      <button
        type="button"
        className="btn-primary shrink-0"
        disabled={progress !== null}
        onClick={() => input.current?.click()}
        data-images-upload=""
      >
        <span className="i-lucide-upload h-4 w-4" aria-hidden="true" />
        {progress === null ? m.upload : fill(m.uploading, { percent: String(Math.round(progress * 100)) })}
      </button>
    </>
  );
}
