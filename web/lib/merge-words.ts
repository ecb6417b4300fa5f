// Puts parts of a dictionary together (web/i18n/site/): a key two parts both hold as an object (`contact`: the shell's
// fallback details, the contact page's form) holds both parts' keys. Lists and texts are taken whole.
type Tree = Record<string, unknown>;
type Merged<T extends readonly object[]> = T extends readonly [infer First, ...infer Rest extends readonly object[]]
  ? First & Merged<Rest>
  : unknown;

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

export function mergeWords<T extends readonly object[]>(...parts: T): Merged<T> {
  const into = (target: Tree, part: Tree): Tree => {
    for (const [key, value] of Object.entries(part))
      target[key] = isTree(value) && isTree(target[key]) ? into({ ...target[key] }, value) : value;
    return target;
  };
  return parts.reduce<Tree>((all, part) => into(all, part as Tree), {}) as Merged<T>;
}
