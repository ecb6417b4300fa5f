// The English UI strings, every part together (site/): what the server renders with, the admin reads and tests use.
// Each part's English file defines the shape its Chinese one must match (zh.ts); a browser on a public page loads the
// shell's part and the parts of the page it shows (lib/i18n.ts, pages/public-site.tsx; decision 0082).
import { mergeWords } from '../lib/merge-words';
import { words as contact } from './site/contact-en';
import { words as home } from './site/home-en';
import { words as journal } from './site/journal-en';
import { words as work } from './site/work-en';
import { words as notFound } from './site/not-found-en';
import { words as pricing } from './site/pricing-en';
import { words as privacy } from './site/privacy-en';
import { words as services } from './site/services-en';
import { words as shell } from './site/shell-en';
import { words as showcase } from './site/showcase-en';

export const en = mergeWords(shell, home, showcase, services, pricing, contact, privacy, notFound, journal, work);

export type Dictionary = typeof en;
