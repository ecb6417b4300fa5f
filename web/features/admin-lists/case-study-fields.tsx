// A case study's own fields: its industry in both languages, and its image.
import { LIST_LIMITS, type CaseStudy } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';
import { BilingualInput } from './bilingual-input';
import { bilingual, type FieldsProps } from './drafts';
import { ImageField } from './image-field';

export function CaseStudyFields({ draft, errors, onChange, onUploading }: FieldsProps<CaseStudy>) {
  const t = useAdminT();
  return (
    <>
      <BilingualInput label={t.lists.fields.industry} maxLength={LIST_LIMITS.industry} {...bilingual('industry', draft, errors, onChange)} />
      <ImageField draft={draft} errors={errors} onChange={onChange} onUploading={onUploading} />
    </>
  );
}
