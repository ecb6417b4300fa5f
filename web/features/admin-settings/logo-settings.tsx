// The logo sub-tab: the logo on the site now (or the built-in mark), uploading a new one or choosing an uploaded image,
// and going back to the built-in mark. Saved at once for every page, favicon included.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from 'sonner';
import { IMAGE_TYPES, type Brand } from '../../../src/contract';
import { LoadFailed } from '../../components/admin/load-failed';
import { BrandMark } from '../../components/layout/brand-mark';
import { Spinner } from '../../components/ui/spinner';
import { useAdminT } from '../../lib/admin-i18n';
import { brandQuery, saveBrand } from '../../lib/calls/brand';
import { isLogoShaped, mediaQuery, pickable, uploadImage } from '../../lib/calls/media';
import { failureToast } from '../../lib/failure-toast';
import { FilePicker } from '../../components/admin/file-picker';
import { fill } from '../../lib/i18n';
import { ImagePicker } from '../../components/admin/image-picker';
import { SaveButton } from './save-button';
import { SettingsCard } from './settings-card';

const ACCEPT = Object.keys(IMAGE_TYPES).join(',');

export function LogoSettings() {
  const t = useAdminT();
  const brand = useQuery(brandQuery());
  if (brand.isPending) return <Spinner label={t.logo.loading} />;
  if (brand.isError)
    return <LoadFailed what={t.logo.loadFailed} error={brand.error} retrying={brand.isFetching} onRetry={() => void brand.refetch()} />;
  // A new stored logo starts the form again from it.
  return <LogoForm key={brand.data.logoPath ?? 'built-in'} stored={brand.data} />;
}

/** The logo as the header shows it, beside the site's name. */
function Shown({ brand }: { brand: Brand }) {
  const t = useAdminT();
  return (
    <div className="flex min-h-16 items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3">
      {brand.logoPath ? (
        <img
          src={brand.logoPath}
          width={brand.logoWidth ?? undefined}
          height={brand.logoHeight ?? undefined}
          alt={t.logo.current}
          className="h-8 w-auto max-w-40 object-contain"
        />
      ) : (
        <>
          <BrandMark />
          <span className="text-sm font-medium">{t.logo.builtIn}</span>
        </>
      )}
    </div>
  );
}

function LogoForm({ stored }: { stored: Brand }) {
  const t = useAdminT();
  const id = useId();
  const queryClient = useQueryClient();
  const images = useQuery(mediaQuery());
  const [chosen, setChosen] = useState(stored.logoPath);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  const save = async (logoPath: string | null) => {
    setBusy(true);
    try {
      const saved = await saveBrand({ logoPath });
      queryClient.setQueryData(brandQuery().queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: mediaQuery().queryKey }); // which image is in use changed
      toast.success(saved.logoPath ? t.logo.saved : t.logo.removed);
    } catch (error) {
      failureToast(t.toast.saveFailed, error, t, () => void save(logoPath));
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(chosen);
  };
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file chosen again is a new choice
    if (!file) return;
    setProgress(0);
    try {
      const image = await uploadImage(file, { onProgress: setProgress });
      await queryClient.invalidateQueries({ queryKey: mediaQuery().queryKey });
      setChosen(image.path);
    } catch (error) {
      failureToast(t.toast.failedToUpload, error, t);
    } finally {
      setProgress(null);
    }
  };

  return (
    <SettingsCard title={t.settings.tabs.logo} description={t.logo.intro}>
      <div className="grid gap-6">
        <section aria-labelledby={`${id}-current`} className="grid gap-2">
          <h3 id={`${id}-current`} className="text-sm font-semibold">
            {t.logo.current}
          </h3>
          <Shown brand={stored} />
          {stored.logoPath && (
            <button type="button" className="btn-outline justify-self-start" disabled={busy} onClick={() => void save(null)}>
              <span className="i-lucide-rotate-ccw h-4 w-4" aria-hidden="true" />
              {t.logo.remove}
            </button>
          )}
        </section>
        <form onSubmit={submit} className="grid gap-5">
          <div>
            <FilePicker
              id={`${id}-file`}
              label={t.logo.upload}
              accept={ACCEPT}
              onChange={upload}
              disabled={progress !== null}
              describedBy={`${id}-hint`}
            />
            <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
              {t.logo.uploadHint}
            </p>
            {progress !== null && (
              <p role="status" className="mt-2 text-sm">
                {fill(t.logo.uploading, { percent: Math.round(progress * 100) })}
              </p>
            )}
          </div>
          {/* The library's images shaped like a logo, not their Chinese or dark versions (decision 0101): one tile per
              picture, and the one chosen now whatever its shape. */}
          <ImagePicker
            images={pickable(images.data)?.filter((image) => image.path === chosen || isLogoShaped(image))}
            failed={images.isError}
            chosen={chosen}
            onChoose={setChosen}
            name="logo-image"
            legend={t.logo.pick}
            hint={t.logo.pickHint}
            noneLabel={t.logo.none}
            emptyLabel={t.logo.noneShaped}
            noneIcon={<BrandMark className="h-8 w-8" />}
            whole
          />
          <SaveButton
            changes={1}
            busy={busy}
            dirty={chosen !== stored.logoPath}
            label={t.settings.save}
            busyLabel={t.settings.saving}
            onDiscard={() => setChosen(stored.logoPath)}
          />
        </form>
      </div>
    </SettingsCard>
  );
}
