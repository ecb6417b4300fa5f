// Text a visitor typed into a server-rendered form before the page's code ran (a slow phone link): React's hydration
// would put the form's state (empty) back into those boxes and lose it, so main.tsx notes it first and the form starts
// from it.
let typed: Readonly<Record<string, string>> = {};

/** Notes every non-empty field of the forms under `root`, by name; call just before hydration. */
export function noteTypedText(root: ParentNode) {
  const found: Record<string, string> = {};
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'form input[name], form textarea[name], form select[name]',
  )) {
    if (field.value && field.type !== 'hidden') found[field.name] = field.value;
  }
  typed = found;
}

/** What was typed into the fields named, by name (only those with text). */
export function typedText<K extends string>(names: readonly K[]): Partial<Record<K, string>> {
  return Object.fromEntries(names.flatMap((name) => (typed[name] ? [[name, typed[name]]] : []))) as Partial<Record<K, string>>;
}

/** Once a form has taken it over: a form shown later starts empty. */
export function forgetTypedText() {
  typed = {};
}
