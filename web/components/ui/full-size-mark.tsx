import type { ReactNode } from 'react';

// A picture that opens at full size says so under it, in words, beside its caption or its hint: never over the picture
// (round 19 saw the corner chip sit on a figure of Kestrel's board), and on a phone a labelled control of a thumb's
// height, not a 24 px icon. It is a link of its own to the picture's file, as the picture is. `label` is the page's own
// dictionary's (a page loads only its part of the dictionaries).
export function FullSizeLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      className="keyboard-ring ml-auto inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full px-1 text-sm font-medium text-ink transition-colors hover:text-accent-text sm:min-h-8"
    >
      <span className="i-lucide-maximize-2 h-3.5 w-3.5" aria-hidden="true" />
      {label}
    </a>
  );
}

/**
 * The row under a picture: what it shows (or, on a phone, how to read a wide screen: `hint`) and its full-size link.
 */
export function PictureFoot({ href, label, hint, children }: { href: string; label: string; hint?: string; children?: ReactNode }) {
  return (
    <div className="mt-2 flex items-start gap-3 text-sm text-muted">
      {children ?? (hint && <span className="self-center sm:hidden">{hint}</span>)}
      <FullSizeLink href={href} label={label} />
    </div>
  );
}
