// The Traditional Chinese (Taiwan) UI strings, every part together (site/); each part is typed by its English one, so a
// missing key fails the typecheck.
import { mergeWords } from '../lib/merge-words';
import type { Dictionary } from './en';
import { words as contact } from './site/contact-zh';
import { words as home } from './site/home-zh';
import { words as journal } from './site/journal-zh';
import { words as work } from './site/work-zh';
import { words as notFound } from './site/not-found-zh';
import { words as pricing } from './site/pricing-zh';
import { words as privacy } from './site/privacy-zh';
import { words as services } from './site/services-zh';
import { words as shell } from './site/shell-zh';
import { words as showcase } from './site/showcase-zh';

export const zh: Dictionary = mergeWords(shell, home, showcase, services, pricing, contact, privacy, notFound, journal, work);
