// The fields of an entry's form, one widget per field of its list's descriptor, in the descriptor's order: a text in
// both languages, lines in both languages (as rows), the icon picker, the picture with its alt texts.
import type { AnyList, LinesField as Lines, ListDescriptor, ListImage } from '../../../src/contract';
import { BilingualText } from '../../components/admin/bilingual-text';
import { PairedRows } from '../../components/admin/paired-rows';
import type { AdminDictionary } from '../../i18n/admin-en';
import { useAdminT } from '../../lib/admin-i18n';
import { bilingual, fieldName, lineRows, type Draft, type DraftChange } from './drafts';
import { IconPicker } from './icon-picker';
import { ImageField } from './image-field';
import type { FieldErrors } from './validate-entry';

type Props = {
  list: ListDescriptor;
  draft: Draft;
  errors: FieldErrors;
  onChange: (change: DraftChange) => void;
  /** An upload is under way: the form waits for it before it can be saved. */
  onUploading: (busy: boolean) => void;
};

/** The names of the lists' texts and lines (title, features…). */
type FieldName = Extract<AnyList['fields'][number], { name: string }>['name'];
/**
 * A field's label (`lists.fields`: a descriptor naming a field the dictionaries lack fails the typecheck here), or the
 * list's own word for it (`lists.kinds[key].fields`: a client's name is not a person's).
 */
const label = (t: AdminDictionary, list: ListDescriptor, name: string) =>
  (t.lists.kinds[list.key as AnyList['key']] as { fields?: Partial<Record<string, string>> }).fields?.[name] ??
  t.lists.fields[name as FieldName];

export function EntryFields({ list, draft, errors, onChange, onUploading }: Props) {
  const t = useAdminT();
  const values = draft as Record<string, unknown>;
  // Each field its own section of the form: a wrapper, because a fieldset's legend sits in its border and padding
  // would put the gap between heading and fields instead of between sections.
  return list.fields.map((field) => (
    <div key={'name' in field ? field.name : field.kind} className="min-w-0">
      {widget(field)}
    </div>
  ));

  function widget(field: ListDescriptor['fields'][number]) {
    switch (field.kind) {
      case 'text':
        return (
          <BilingualText
            key={field.name}
            label={label(t, list, field.name)}
            languages={{ en: t.lists.english, zh: t.lists.chinese }}
            required={field.required !== undefined}
            hint={field.required !== undefined ? t.lists.required : undefined}
            multiline={field.multiline}
            maxLength={field.max}
            flat
            check={{ note: t.content.checkTranslation, dismiss: t.content.checkTranslation.dismiss }}
            {...bilingual(field.name, draft, errors, onChange)}
          />
        );
      case 'lines':
        return <LinesInBothLanguages key={field.name} list={list} field={field} values={values} errors={errors} onChange={onChange} />;
      case 'icon':
        return <IconPicker key="icon" icon={String(values.icon)} error={errors.icon} onChange={onChange} />;
      case 'image':
        return (
          <ImageField key="image" draft={values as unknown as ListImage} errors={errors} onChange={onChange} onUploading={onUploading} />
        );
    }
  }
}

/**
 * Lines in both languages as rows, row i holding line i of each list: per row its number, the English and the Chinese
 * line and its menu (move up, move down, remove: both languages together); "Add feature" under them. Stored lists of
 * different lengths show empty boxes in the shorter language's extra rows: nothing is dropped, and a row is saved only
 * with both its texts (docs/design.md changelog "2026-11-28: the admin, follow-ups").
 */
function LinesInBothLanguages({
  list,
  field,
  values,
  errors,
  onChange,
}: {
  list: ListDescriptor;
  field: Lines;
  values: Record<string, unknown>;
  errors: FieldErrors;
  onChange: (change: DraftChange) => void;
}) {
  const t = useAdminT();
  const [en, zh] = [fieldName(field.name, 'en'), fieldName(field.name, 'zh')];
  const rows = lineRows((values[en] as string[] | undefined) ?? [], (values[zh] as string[] | undefined) ?? []);
  const listError = [...new Set([errors[en], errors[zh]].filter(Boolean))].join(' ');
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-semibold">{label(t, list, field.name)}</legend>
      <p className="text-xs text-muted">{t.lists.featuresHint}</p>
      <PairedRows
        rows={rows}
        onRows={(next) => onChange({ [en]: next.map((row) => row.en), [zh]: next.map((row) => row.zh) })}
        text={(row, lang) => row[lang]}
        withText={(row, lang, text) => ({ ...row, [lang]: text })}
        blank={{ en: '', zh: '' }}
        words={{
          english: t.lists.english,
          chinese: t.lists.chinese,
          none: t.lists.noFeatures,
          add: t.lists.addFeature,
          row: t.lists.feature,
          text: t.lists.featureText,
          actions: t.lists.featureActions,
          moveUp: t.lists.moveFeatureUp,
          moveDown: t.lists.moveFeatureDown,
          remove: t.lists.removeFeature,
          moveUpShort: t.lists.moveUpShort,
          moveDownShort: t.lists.moveDownShort,
          removeShort: t.lists.removeShort,
        }}
        maxRows={field.count}
        maxLength={field.max}
        // A blank box whose partner has text (a stored list longer in one language, a row half written) says so.
        box={(row, lang) => ({
          placeholder: !row[lang].trim() && row[lang === 'en' ? 'zh' : 'en'].trim() ? t.lists.lineMissing : undefined,
        })}
        errorOf={(i, lang) => errors[`${lang === 'en' ? en : zh}.${i}`]}
        error={listError || undefined}
      />
    </fieldset>
  );
}
