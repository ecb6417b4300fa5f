// A button that copies a text and says so on itself ("Copied", for two seconds, read out by screen readers), so the
// owner sees it worked without a mail app; a failure says what to do instead.
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useAdminT } from '../../lib/admin-i18n';

type Props = { text: () => string; label: string; failed: string; onCopied?: () => void; className?: string };

const SHOWN_MS = 2000;

export function CopyButton({ text, label, failed, onCopied, className = 'btn-outline' }: Props) {
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
    <button type="button" className={className} onClick={() => void copy()}>
      <span className={`${copied ? 'i-lucide-check text-good' : 'i-lucide-copy'} h-4 w-4`} aria-hidden="true" />
      <span>{label}</span>
      {/* The word appears beside the label; a live region says it to a screen reader too. */}
      <span aria-live="polite" className={copied ? 'text-good' : 'sr-only'}>
        {copied ? `· ${t.copied}` : ''}
      </span>
    </button>
  );
}
