// The four public routes, in header and footer order.
import type { Dictionary } from '../../i18n/en';

export const NAV_LINKS: { href: string; label: keyof Dictionary['pages'] }[] = [
  { href: '/', label: 'home' },
  { href: '/services', label: 'services' },
  { href: '/pricing', label: 'pricing' },
  { href: '/contact', label: 'contact' },
];
