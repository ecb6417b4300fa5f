// Entry of the compiled executable: the web app embedded by the HTML import, then the usual command line.
// (From source, importing the HTML would make Bun resolve its links before the stylesheet is generated.)
import indexBundle from '../web/index.html';
import { setEmbeddedWeb } from './http/web-assets';

setEmbeddedWeb(indexBundle);
void import('./index');
