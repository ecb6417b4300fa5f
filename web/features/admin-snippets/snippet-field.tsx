// One text of a snippet with its live length: the width a search result shows against the width it has room for.
import { useId } from 'react';
import { displayWidth } from '../../../src/contract';
import { LengthLabel } from '../../components/admin/length-label';
import { TextBox } from '../../components/admin/text-box';
import { useAdminT } from '../../lib/admin-i18n';
import { fill, htmlLang, type Lang } from '../../lib/i18n';

type Props = {
  label: string;
  lang: Lang;
  value: string;
  /** The automatic text, shown as the placeholder and counted while the field is blank. */
  automatic: string;
  /** The width a search result shows; the counter warns beyond it. */
  display: number;
  /** The server's hard limit, in characters. */
  max: number;
  /** A longer text (the description): it starts taller. */
  multiline?: boolean;
  onChange: (value: string) => void;
};

export function SnippetField({ label, lang, value, automatic, display, max, multiline = false, onChange }: Props) {
  const t = useAdminT();
  const id = useId();
  const width = displayWidth(value.trim() || automatic);
  // Only the owner's own text is warned about: an automatic one longer than results show is shortened there (the preview
  // shows how), and a warning on text nobody typed reads as the admin faulting itself.
  const over = value.trim() !== '' && width > display;
  const common = {
    id,
    value,
    maxLength: max,
    lang: htmlLang(lang),
    placeholder: fill(t.snippets.automatic, { text: automatic }),
    'aria-describedby': `${id}-length`,
    className: `field mt-1 ${multiline ? 'min-h-20' : ''}`,
  };
  return (
    <div className="min-w-0">
      <LengthLabel id={id} label={label} width={width} display={display} over={over} testId="snippet-length" />
      {/* One line for the server (Enter and a pasted break add none), wrapped and grown so the text, or the automatic
          one shown in its place, is read whole. */}
      <TextBox oneLine {...common} onText={onChange} />
    </div>
  );
}
