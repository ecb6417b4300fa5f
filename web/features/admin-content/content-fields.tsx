// The texts of one part of a page, each in both languages with where it shows, what the stored texts lack, its stored
// text once changed and (a quiet icon) its history.
import type { ContentTree, Section } from '../../../src/contract';
import { BilingualText } from '../../components/admin/bilingual-text';
import type { HistorySlot } from '../../components/admin/history-slot';
import { useAdminT } from '../../lib/admin-i18n';
import { fill } from '../../lib/i18n';
import { currentLeaf, type ContentEdits } from './changes';
import { gapOf } from './completeness';

const isLong = (key: string) => /subtitle|description|body/.test(key);

type Props = {
  section: Section;
  keys: readonly string[];
  tree: ContentTree | undefined;
  edits: ContentEdits;
  onEdit: (key: string, lang: 'en' | 'zh', text: string) => void;
  cleared: (key: string) => ('en' | 'zh')[];
  history?: HistorySlot;
};

export function ContentFields({ section, keys, tree, edits, onEdit, cleared, history }: Props) {
  const t = useAdminT();
  const storedTexts = (stored: { en: string; zh: string }) => ({
    en: fill(t.content.current, { value: stored.en || t.content.empty }),
    zh: fill(t.content.current, { value: stored.zh || t.content.empty }),
  });
  return keys.map((key) => {
    const current = currentLeaf(tree, key);
    const gap = gapOf(current);
    const label = t.content.fields[key as keyof typeof t.content.fields];
    return (
      <BilingualText
        key={`${section}:${key}`}
        label={label}
        languages={{ en: t.content.english, zh: t.content.chinese }}
        multiline={isLong(key)}
        current={storedTexts(current)}
        stored={current}
        values={{ en: edits[key]?.en ?? current.en, zh: edits[key]?.zh ?? current.zh }}
        onChange={(lang, text) => onEdit(key, lang, text)}
        extra={history?.(`${section}.${key}`, label)}
        // A blank text is never saved: said at its input.
        errors={Object.fromEntries(cleared(key).map((lang) => [lang, t.content.required]))}
        place={(t.content.places[section] as Record<string, string>)[key]}
        notice={gap ? t.content.gaps[gap] : undefined}
        check={{ note: t.content.checkTranslation, dismiss: t.content.checkTranslation.dismiss }}
      />
    );
  });
}
