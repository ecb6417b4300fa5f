// The settings' sections, in the order the side list shows them, grouped as the owner thinks of them; each is an
// address of its own (/dashboard/settings/<section>, under /admin), so a reload or a shared link keeps the place.
export const SETTINGS_GROUPS = {
  messages: ['email', 'channels', 'spam', 'retention'],
  site: ['contact', 'logo', 'images', 'timezone'],
  admin: ['account', 'security', 'devices', 'backups'],
  advanced: ['cache'],
} as const;

export type SettingsGroup = keyof typeof SETTINGS_GROUPS;
export type SettingsSection = (typeof SETTINGS_GROUPS)[SettingsGroup][number];

export const SETTINGS_SECTIONS: readonly SettingsSection[] = Object.values(SETTINGS_GROUPS).flat();

/** What /dashboard/settings shows, and what an address naming no section falls back to. */
export const DEFAULT_SECTION: SettingsSection = 'email';

export const isSettingsSection = (name: string | undefined): name is SettingsSection =>
  (SETTINGS_SECTIONS as readonly string[]).includes(name ?? '');

/** The address of a section, relative to the admin area's base. */
export const settingsPath = (section: SettingsSection) => `/dashboard/settings/${section}`;

/** The icon beside each section's name in the side list. */
export const SECTION_ICONS: Record<SettingsSection, string> = {
  email: 'i-lucide-mail',
  channels: 'i-lucide-bell-ring',
  spam: 'i-lucide-shield-alert',
  retention: 'i-lucide-archive',
  contact: 'i-lucide-map-pin',
  logo: 'i-lucide-stamp',
  images: 'i-lucide-images',
  timezone: 'i-lucide-clock',
  account: 'i-lucide-user-round',
  security: 'i-lucide-shield-check',
  devices: 'i-lucide-monitor-smartphone',
  backups: 'i-lucide-database-backup',
  cache: 'i-lucide-zap',
};
