// The Images tab (decision 0200: a media library with the content's whole width, out of the settings' column): how much
// of MEDIA_LIMIT_MB the images take, and every uploaded image (or those a search and a filter keep: unused, without a
// dark or a Chinese version) as a tile, the chosen one's details and actions in a panel beside the grid; Upload by the
// head's button or by dropping files anywhere on the tab. For one nothing uses, a Delete that asks first; the server
// refuses to delete a used one (409) all the same.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type DragEvent, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { DateText, fillNodes } from '../../components/admin/date-text';
import { LoadFailed } from '../../components/admin/load-failed';
import { PageHead } from '../../components/admin/page-head';
import { ThumbFrame } from '../../components/admin/thumb-frame';
import { ChoiceGroup } from '../../components/ui/choice-group';
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
import { imageUseName } from '../../lib/image-use-name';
import { ImageDetails } from './image-row';
import { ImageThumb } from './image-tile';
import { VersionDialog, type Choosing } from './version-dialog';
import { FocusDialog } from './focus-dialog';
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

/** What a search finds an image by: its name, its file name, its pixels and where it is used, in the admin's language. */
const searchText = (image: MediaItem, uses: string[]) =>
  [
    image.name ?? '',
    image.path.slice(image.path.lastIndexOf('/') + 1),
    `${image.width} × ${image.height}`,
    `${image.width}×${image.height}`,
    `${image.width}x${image.height}`,
    ...uses,
  ]
    .join(' ')
    .toLowerCase();

/** The files a drop or a choice offers that the server takes (IMAGE_TYPES); the rest are said to be refused. */
const imageFiles = (files: FileList | null | undefined) => [...(files ?? [])].filter((file) => file.type in IMAGE_TYPES);

export function ImagesPanel() {
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
  const [search, setSearch] = useState('');
  const searchId = useId();
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const found = (image: MediaItem) => {
    if (words.length === 0) return true;
    const text = searchText(
      image,
      image.uses.map((use) => imageUseName(t, lang, use)),
    );
    return words.every((word) => text.includes(word));
  };
  const own = (images.data?.filter(isOwnImage) ?? []).filter(found);
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
  const uploads = useUploads(() => void refresh());
  // Files dragged over the tab: a dashed sheet over it says a drop uploads them. Counted, as entering a child leaves its
  // parent first.
  const [dragging, setDragging] = useState(0);
  const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');
  const drop = {
    onDragEnter: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      setDragging((count) => count + 1);
    },
    onDragOver: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: (event: DragEvent) => {
      if (carriesFiles(event)) setDragging((count) => Math.max(0, count - 1));
    },
    onDrop: (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      setDragging(0);
      if (uploads.progress !== null) return;
      const files = imageFiles(event.dataTransfer.files);
      const skipped = event.dataTransfer.files.length - files.length;
      if (files.length === 0) toast.error(t.toast.failedToUpload, { description: m.dropNotImage });
      else {
        // A mixed drop: the images go up, and how many files were left out is said (code review of session 48: in silence).
        if (skipped > 0)
          toast.warning(fill(skipped === 1 ? m.dropSkipped.one : m.dropSkipped.other, { count: String(skipped) }), {
            description: m.dropNotImage,
          });
        void uploads.send(files);
      }
    },
  };
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
        onFocus={() => setFocusing(current)}
        bare={bare}
      />
    );

  const head = (
    // On a phone the app bar names the tab: the heading is heard, not drawn twice (as the Overview's).
    <PageHead title={t.tabs.images} actions={<UploadButton uploads={uploads} />} quietOnPhone>
      {m.intro} <span className="max-sm:hidden">{m.dropHint}</span>
    </PageHead>
  );
  if (images.isPending)
    return (
      <section aria-label={t.tabs.images}>
        {head}
        <p className="muted text-sm">{m.loading}</p>
      </section>
    );
  if (images.isError)
    return (
      <section aria-label={t.tabs.images}>
        {head}
        <LoadFailed what={m.loadFailed} error={images.error} retrying={images.isFetching} onRetry={() => void images.refetch()} />
      </section>
    );
  return (
    <section aria-label={t.tabs.images} data-images-page="" className="relative" {...drop}>
      {head}
      <div className="grid gap-5">
        {storage.data && (
          <div className="max-w-md">
            <StorageUsage status={storage.data} />
          </div>
        )}
        {images.data.length === 0 ? (
          // Nothing uploaded yet: a dashed place that says so and where a drop goes (decision 0273), not one grey line.
          <div
            className="grid justify-items-center gap-2 rounded-xl border-2 border-dashed border-line-strong bg-surface-alt/50 px-6 py-12 text-center"
            data-images-empty=""
          >
            <span className="mb-1 grid h-12 w-12 place-items-center rounded-full bg-surface text-muted ring-1 ring-line" aria-hidden="true">
              <span className="i-lucide-image-up h-6 w-6" />
            </span>
            <p className="font-semibold text-ink">{m.none}</p>
            <p className="muted max-w-sm text-sm">
              <span className="max-sm:hidden">{m.emptyDrop}</span>
              <span className="sm:hidden">{m.emptyPhone}</span>
            </p>
          </div>
        ) : (
          <>
            {/* A search (file name, pixels, where it is used) and which images to show: all, those nothing uses, those
                without a dark or a Chinese version yet. */}
            <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
              <div className="relative w-full sm:w-72">
                <label htmlFor={searchId} className="sr-only">
                  {m.search}
                </label>
                <span
                  className="i-lucide-search pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-faint"
                  aria-hidden="true"
                />
                <input
                  id={searchId}
                  type="search"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                  placeholder={m.searchHint}
                  className="field pl-9"
                  data-images-search=""
                />
              </div>
              {/* One filter pattern across the admin (decision 0259): the segmented control of Messages, Insights and
                  Activity, each choice's count inside its segment; on a phone a row that scrolls sideways, in shorter words. */}
              <ChoiceGroup
                label={m.filter}
                className="segmented-bar segmented-scroll"
                value={filter}
                onChange={setFilter}
                options={IMAGE_FILTERS.map((name) => ({
                  value: name,
                  label: m.filters[name],
                  short: m.filtersShort[name],
                  count: own.filter(KEEPS[name]).length,
                }))}
              />
            </div>
            {shown.length === 0 && <p className="muted text-sm">{m.noneHere}</p>}
            {/* Tiles in a grid across the content's width, and the chosen one's details and actions in a panel beside them
                (in a sheet over the grid below 1024 px). Two tiles a row on a phone. */}
            {current && (
              <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_26rem]">
                <ul
                  aria-label={m.listLabel}
                  data-image-library
                  className="grid grid-cols-2 gap-3 sm:grid-cols-[repeat(auto-fill,minmax(11rem,1fr))]"
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
                  <div className="lg:sticky lg:top-[calc(var(--admin-top,0px)+1.5rem)]">{details(false)}</div>
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
            // The picture whole (decision 0248: a square crop cut its words), on the frame's ground, beside what it is.
            <div className="flex items-start gap-4 max-sm:flex-col">
              <ThumbFrame src={asking.path} className="aspect-[16/10] w-36 shrink-0 rounded-lg border border-line bg-surface-alt">
                <img src={asking.path} alt="" width={asking.width} height={asking.height} className="block h-full w-full object-contain" />
              </ThumbFrame>
              <p className="min-w-0">
                {asking.name && <span className="mb-1 block font-semibold text-ink [overflow-wrap:anywhere]">{asking.name}</span>}
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
      {/* Over the whole tab while files are dragged over it: a drop anywhere uploads them. */}
      {/* Its words held in view near the top (a long library's middle may be far below the fold), the sign in a ring, and
          which files it takes (decision 0273). */}
      {dragging > 0 && (
        <div
          className="pointer-events-none absolute -inset-3 z-20 rounded-2xl border-2 border-dashed border-ink bg-bg/80 backdrop-blur-sm"
          data-images-drop=""
        >
          <div className="sticky top-[calc(var(--admin-top,0px)+8rem)] flex justify-center px-6 pt-32 pb-12">
            <div className="grid justify-items-center gap-2 rounded-2xl bg-surface px-12 py-8 text-center shadow-lg ring-1 ring-line">
              <span className="mb-1 grid h-14 w-14 place-items-center rounded-full bg-surface-alt text-ink" aria-hidden="true">
                <span className="i-lucide-image-up h-7 w-7" />
              </span>
              <p className="text-lg font-semibold text-ink">{m.dropHere}</p>
              <p className="muted text-sm">{m.dropTypes}</p>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}

type Uploads = { progress: number | null; send: (files: File[]) => Promise<void> };

/** Sending images one after another (a button's choice or a drop's files), the progress of the one on its way; each new
 * image heads the list (newest first). */
function useUploads(onUploaded: () => void): Uploads {
  const t = useAdminT();
  const [progress, setProgress] = useState<number | null>(null);
  const send = async (files: File[]) => {
    for (const file of files) {
      setProgress(0);
      try {
        await uploadImage(file, { onProgress: setProgress });
        toast.success(t.images.uploadedToast);
        onUploaded();
      } catch (error) {
        failureToast(t.toast.failedToUpload, error, t);
        break;
      } finally {
        setProgress(null);
      }
    }
  };
  return { progress, send };
}

/** The library's Upload: a primary button over a hidden file input. */
function UploadButton({ uploads }: { uploads: Uploads }) {
  const m = useAdminT().images;
  const input = useRef<HTMLInputElement>(null);
  const { progress } = uploads;
  const uploadPicked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = ''; // the same file chosen again is a new choice
    if (files.length > 0) void uploads.send(files);
  };
  return (
    <>
      {/* Not drawn and not in the accessibility tree: the button below (its words, a keyboard's target) opens it. */}
      <input ref={input} type="file" accept={Object.keys(IMAGE_TYPES).join(',')} multiple hidden onChange={uploadPicked} />
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
