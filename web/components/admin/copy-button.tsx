// A button that copies a text and says so on itself ("Copied", for two seconds, read out by screen readers), so the
// owner sees it worked without a mail app; a failure says what to do instead.
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useAdminT } from '../../lib/admin-i18n';

type Props = {
  text: () => string;
  label: string;
  failed: string;
  onCopied?: () => void;
  className?: string;
  /** An icon button (beside an address): the label is its name and tooltip, "Copied" its check mark and live region. */
  iconOnly?: boolean;
};

const SHOWN_MS = 2000;

export function CopyButton({ text, label, failed, onCopied, className = 'btn-outline', iconOnly = false }: Props) {
  const t = useAdminT().messages;
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text());
      setCopied(true);
      onCopied?.();
    } catch {
      toast.error(failed);
    }
  };
  return (
    <button type="button" className={className} title={iconOnly ? label : undefined} onClick={() => void copy()}>
      <span className={`${copied ? 'i-lucide-check text-good' : 'i-lucide-copy'} h-4 w-4`} aria-hidden="true" />
      <span className={iconOnly ? 'sr-only' : undefined}>{label}</span>
      {/* The word appears beside the label (an icon button shows the check only); a live region says it too. */}
      <span aria-live="polite" className={copied && !iconOnly ? 'text-good' : 'sr-only'}>
        {copied ? `· ${t.copied}` : ''}
      </span>
    </button>
  );
}
