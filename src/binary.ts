// Entry of the compiled executable (`npm run build`): the web app is the one embedded in the binary from dist/web/,
// and the build tools that make it from source are not in the bundle.
import { main } from './cli';
import { embeddedWebAssets } from './http/web-assets';

// The binary starts itself for an image's variants.
main(process.argv.slice(2), embeddedWebAssets, [process.execPath]);
