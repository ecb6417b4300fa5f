// The settings' sections, grouped as the owner thinks of them: five groups, each a caption over its sections in the one
// side list (decision 0162: the groups-then-tabs of 0151 read as two levels; round 15 of the outside review). Each section is still an
// address of its own (/dashboard/settings/<section>, under /admin), so a reload or a shared link keeps the place; a
// group's link opens its first section, which for three of them is product.md's (Email notifications, Contact info,
// Admin account).
export const SETTINGS_GROUPS = {
  messages: ['email', 'channels', 'spam', 'retention'],
  // How soon changes show is about the running site, not a backup (round 16).
  site: ['contact', 'logo', 'timezone', 'cache'],
  images: ['images'],
  admin: ['account', 'security', 'devices'],
  data: ['backups'],
} as const;

export type SettingsGroup = keyof typeof SETTINGS_GROUPS;
export type SettingsSection = (typeof SETTINGS_GROUPS)[SettingsGroup][number];

export const SETTINGS_SECTIONS: readonly SettingsSection[] = Object.values(SETTINGS_GROUPS).flat();

/** The group a section is in. */
export const groupOf = (section: SettingsSection): SettingsGroup =>
  (Object.keys(SETTINGS_GROUPS) as SettingsGroup[]).find((group) =>
    (SETTINGS_GROUPS[group] as readonly SettingsSection[]).includes(section),
  ) ?? 'messages';

/** The icon beside each group's name in the side list. */
export const GROUP_ICONS: Record<SettingsGroup, string> = {
  messages: 'i-lucide-mail',
  site: 'i-lucide-map-pin',
  images: 'i-lucide-images',
  admin: 'i-lucide-user-round',
  data: 'i-lucide-database-backup',
};

/** What /dashboard/settings shows, and what an address naming no section falls back to. */
export const DEFAULT_SECTION: SettingsSection = 'email';

export const isSettingsSection = (name: string | undefined): name is SettingsSection =>
  (SETTINGS_SECTIONS as readonly string[]).includes(name ?? '');

/** The address of a section, relative to the admin area's base. */
export const settingsPath = (section: SettingsSection) => `/dashboard/settings/${section}`;
