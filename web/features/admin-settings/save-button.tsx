// The settings forms' submit button.
export function SaveButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" disabled={busy} className="btn-primary justify-self-start">
      <span className="i-lucide-save h-4 w-4" aria-hidden="true" />
      {busy ? busyLabel : label}
    </button>
  );
}
