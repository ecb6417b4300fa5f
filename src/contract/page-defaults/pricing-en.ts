// The pricing page's built-in texts in English: carried by that page's words (web/i18n/site/pricing-en.ts), so a
// page loads only its own; the seed and the server read them through ../content-defaults-en.ts.
import type { PageDefaults } from '../constants';

export const PRICING_DEFAULTS_EN: PageDefaults['pricing'] = {
  'hero.title': 'Care plans that keep your software running',
  'hero.subtitle': 'After launch, a monthly plan covers fixes, security updates, monitoring and hours for improvements.',
  'customSolution.title': 'Planning a new system?',
  'customSolution.description':
    'New projects are quoted at a fixed price after a free call. Most of ours fall between US$15,000 and US$60,000, paid in milestones.',
};
