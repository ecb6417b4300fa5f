// Entry from source (`npm start`, `npm run dev`): the web app is built from web/ in memory at start.
import { buildWebAssets } from '../scripts/web-build';
import { main } from './cli';

main(process.argv.slice(2), buildWebAssets);
