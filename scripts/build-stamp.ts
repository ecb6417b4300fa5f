// What a build says it was made from, stamped into the binary by scripts/build.ts (src/version.ts reads it): the
// commit and the build time, so two builds, even of one commit, never read alike.

export type BuildStamp = { commit: string; builtAt: string };

/** What a commit given in SITE_BUILD_COMMIT may hold: a hash or a tag-like name, nothing a log could misread. */
const COMMIT_NAME = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,39}$/;

export class BuildStampError extends Error {}

/** Runs git in `root`; null when git is missing or `root` is not in a repository. */
function git(root: string, args: string[]): string | null {
  try {
    const run = Bun.spawnSync(['git', ...args], { cwd: root, stdout: 'pipe', stderr: 'pipe' });
    return run.exitCode === 0 ? run.stdout.toString().trim() : null;
  } catch {
    return null; // no git on this machine
  }
}

/**
 * The commit: SITE_BUILD_COMMIT when set (a build from a source archive, whose maker knows it), else the short hash of
 * HEAD with "-dirty" when tracked files differ from it, else "no-git". Untracked files do not count, as with
 * `git describe --dirty`: a worktree's node_modules link or a stray note would otherwise mark every build.
 */
export function buildCommit(root: string, env: Record<string, string | undefined> = process.env): string {
  const given = env.SITE_BUILD_COMMIT;
  if (given !== undefined) {
    if (!COMMIT_NAME.test(given))
      throw new BuildStampError(
        `SITE_BUILD_COMMIT=${JSON.stringify(given)} is not a commit name: use up to 40 letters, digits, ".", "_", "+" or "-", starting with a letter or digit.`,
      );
    return given;
  }
  const head = git(root, ['rev-parse', '--short', 'HEAD']);
  if (!head) return 'no-git';
  const changes = git(root, ['status', '--porcelain', '--untracked-files=no']);
  return changes === '' ? head : `${head}-dirty`;
}

/** The stamp of a build starting now: its commit, and the time to the second in UTC ("2026-11-24T10:30:00Z"). */
export function buildStamp(root: string, now = new Date(), env: Record<string, string | undefined> = process.env): BuildStamp {
  return { commit: buildCommit(root, env), builtAt: now.toISOString().replace(/\.\d+Z$/, 'Z') };
}

/** The `bun build` arguments that put the stamp where src/version.ts reads it. */
export const stampDefines = (stamp: BuildStamp): string[] => [
  '--define',
  `SITE_BUILD_COMMIT=${JSON.stringify(stamp.commit)}`,
  '--define',
  `SITE_BUILD_DATE=${JSON.stringify(stamp.builtAt)}`,
];
