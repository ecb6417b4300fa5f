// docs/deploy.md as the end-to-end files read it: its checked blocks (`<!-- deploy.<name> -->` then a fenced block) and
// the system tools they are checked with, found where Debian puts them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const GUIDE = readFileSync(join(import.meta.dir, '..', 'docs', 'deploy.md'), 'utf8');

/** The fenced block after `<!-- deploy.<name> -->` in the guide. */
export function block(name: string): string {
  const found = new RegExp(`<!-- deploy\\.${name} -->\\n\`\`\`\\w*\\n([\\s\\S]*?)\`\`\``).exec(GUIDE);
  if (!found) throw new Error(`docs/deploy.md has no deploy.${name} block`);
  return found[1]!;
}

/** The path of a system tool, or undefined when this machine does not have it (its test is then skipped). */
export const which = (tool: string) => ['/usr/bin', '/usr/sbin', '/bin', '/sbin'].map((dir) => join(dir, tool)).find(existsSync);
