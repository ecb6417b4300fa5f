// Entry from source (`npm start`, `npm run dev`): the web app is built from web/ in memory at start.
import { buildWebAssets } from '../scripts/web-build';
import { main } from './cli';

// From source, a child is bun running this entry again.
main(process.argv.slice(2), buildWebAssets, [process.execPath, import.meta.path]);
