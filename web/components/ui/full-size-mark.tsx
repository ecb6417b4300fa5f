// The corner of a picture that opens at full size says so, always: on a phone as a small icon off the picture's content,
// on a wider screen in words, on one solid backing in every theme (the raised surface, its hairline and ink: round 18
// read the translucent ink chip, shown on hover only, as almost invisible in light and missing in dark). Its
// link is the picture's (`group relative`); the words are for the eye, the link's name is the picture's own. `label` is
// the page's own dictionary's (a page loads only its part of the dictionaries).
export function FullSizeMark({ label }: { label: string }) {
  return (
    <span
      className="absolute right-2 bottom-2 inline-flex items-center gap-1.5 rounded-full border border-line bg-surface p-1.5 text-xs font-medium text-ink shadow-sm transition-colors group-hover:border-line-strong group-hover:text-accent-text sm:right-3 sm:bottom-3 sm:px-2.5 sm:py-1"
      aria-hidden="true"
    >
      <span className="i-lucide-maximize-2 h-3.5 w-3.5" />
      <span className="max-sm:hidden">{label}</span>
    </span>
  );
}
