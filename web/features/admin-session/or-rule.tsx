// "or" on a hairline, between two ways of signing in.
export function OrRule({ text }: { text: string }) {
  return (
    <p className="flex items-center gap-3 text-xs text-muted before:h-px before:flex-1 before:bg-line before:content-[''] after:h-px after:flex-1 after:bg-line after:content-['']">
      {text}
    </p>
  );
}
