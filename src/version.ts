// The site's version, from package.json (embedded in the binary by the build).
import pkg from '../package.json' with { type: 'json' };

export const VERSION: string = pkg.version;
