// The corner of a picture that opens at full size says so: always on a phone, on hover or focus on a wider screen. Its
// link is the picture's (`group relative`); the words are for the eye, the link's name is the picture's own. `label` is
// the page's own dictionary's (a page loads only its part of the dictionaries).
export function FullSizeMark({ label }: { label: string }) {
  return (
    <span
      className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-ink/75 px-2.5 py-1 text-xs font-medium text-bg backdrop-blur-sm transition-opacity sm:opacity-0 sm:group-hover:opacity-100 sm:group-focus-visible:opacity-100"
      aria-hidden="true"
    >
      <span className="i-lucide-maximize-2 h-3.5 w-3.5" />
      {label}
    </span>
  );
}
