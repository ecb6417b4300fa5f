// The settings forms' submit button. Disabled (the design system's disabled primary) until something in its card
// changed, as every other Save in the admin, and again once that is saved: an always-live Save said nothing about
// whether there was anything to save. Its words are the settings' "Save" (decision 0118; "Save Changes" is the content
// tab's, product.md).
export function SaveButton({ busy, dirty, label, busyLabel }: { busy: boolean; dirty: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" disabled={busy || !dirty} className="btn-primary justify-self-start">
      <span className="i-lucide-save h-4 w-4" aria-hidden="true" />
      {busy ? busyLabel : label}
    </button>
  );
}
