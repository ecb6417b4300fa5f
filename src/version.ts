// The site's version and the build it came from. The version is package.json's; scripts/build.ts stamps the commit and
// the build time into the binary (SITE_BUILD_COMMIT, SITE_BUILD_DATE), so two builds never read alike. Run from
// source, the commit is "source".
import pkg from '../package.json' with { type: 'json' };
import type { BuildInfo } from './contract';

export type { BuildInfo };

declare const SITE_BUILD_COMMIT: string | undefined;
declare const SITE_BUILD_DATE: string | undefined;

export const VERSION: string = pkg.version;

export const BUILD: BuildInfo = {
  version: VERSION,
  commit: typeof SITE_BUILD_COMMIT === 'string' ? SITE_BUILD_COMMIT : 'source',
  builtAt: typeof SITE_BUILD_DATE === 'string' ? SITE_BUILD_DATE : null,
};

/** "0.1.0 (commit 1a2b3c4, built 2026-11-24T10:30:00Z)": what `--version`, the log and the refusals name. */
export function describeBuild(build: BuildInfo = BUILD): string {
  return `${build.version} (commit ${build.commit}${build.builtAt ? `, built ${build.builtAt}` : ''})`;
}
