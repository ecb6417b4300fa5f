// The one mark of a language on the story tab (decision 0223): every field written once a language (the facts, the
// cover's description, a screen's caption, the card picture's description) has its two boxes one above the other, each
// headed by the same short tag the text's switch uses ("EN", "中文"). The boxes name their language in full to screen
// readers; the tag is for the eye.
import type { Lang } from '../../../src/contract';
import { useAdminT } from '../../lib/admin-i18n';

export function LangLabel({ lang }: { lang: Lang }) {
  const t = useAdminT();
  return (
    <span
      className="inline-flex h-5 w-fit items-center rounded-md border border-line bg-surface-alt px-1.5 text-[0.6875rem] font-semibold tracking-wide text-muted"
      title={t.publishing.langs[lang]}
      aria-hidden="true"
      data-lang-label={lang}
    >
      {t.publishing.editor.tabLang[lang]}
    </span>
  );
}
