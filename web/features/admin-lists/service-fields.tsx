// A service's own fields: its features in both languages, and its image.
import type { Service } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import type { FieldsProps } from './drafts';
import { FeatureLines } from './feature-lines';
import { ImageField } from './image-field';

export function ServiceFields({ draft, errors, onChange, onUploading }: FieldsProps<Service>) {
  const t = useAdminT();
  return (
    <>
      <fieldset className="min-w-0 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
        <legend className="px-1 text-sm font-semibold">{t.lists.fields.features}</legend>
        <p className="mb-2 text-xs text-slate-500 dark:text-slate-400">{t.lists.featuresHint}</p>
        <div className="grid gap-6 md:grid-cols-2">
          <FeatureLines label={t.lists.english} lang="en" lines={draft.featuresEn} error={errors.featuresEn} onChange={(featuresEn) => onChange({ featuresEn })} />
          <FeatureLines label={t.lists.chinese} lang="zh" lines={draft.featuresZh} error={errors.featuresZh} onChange={(featuresZh) => onChange({ featuresZh })} />
        </div>
      </fieldset>
      <ImageField draft={draft} errors={errors} onChange={onChange} onUploading={onUploading} />
    </>
  );
}
