// Theme: light, dark or system (default light), stored locally; applied as the `dark` class on <html>.
import { usePagePrefs } from './page-prefs';
import { readStored, store } from './prefs';
import { signal, useSignalValue } from './signals';

import { THEMES, type Theme } from '../../src/contract/constants';

export { THEMES, type Theme };
export const THEME_KEY = 'customsoft.theme';

export const theme = signal<Theme>('light');

/**
 * The theme every public page is rendered in: a page is the same for every theme, so a shared cache keeps one copy per
 * language; the script in its head paints the visitor's before the first paint (decision 0070), and hydration renders
 * this one first, then the chosen one.
 */
export const RENDERED_THEME: Theme = 'light';
const renderedTheme = () => RENDERED_THEME;

export const parseTheme = (value: string | null): Theme =>
  (THEMES as readonly string[]).includes(value ?? '') ? (value as Theme) : 'light';
export const systemDark = () => window.matchMedia('(prefers-color-scheme: dark)');

/** Shows a theme on this document (the `dark` class and the colour scheme), storing nothing. */
export function applyTheme(choice: Theme) {
  const dark = choice === 'dark' || (choice === 'system' && systemDark().matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

/**
 * Reads the stored choice (or, when storage is empty or blocked, the one the server rendered from the cookie),
 * applies it, and follows the system setting while "system" is chosen.
 */
export function initTheme(rendered?: Theme) {
  const stored = readStored(THEME_KEY);
  theme.value = stored ? parseTheme(stored) : (rendered ?? 'light');
  applyTheme(theme.value);
  systemDark().addEventListener('change', () => theme.value === 'system' && applyTheme('system'));
}

export function setTheme(next: Theme) {
  theme.value = next;
  store(THEME_KEY, next, 'theme');
  applyTheme(next);
}

export function useTheme(): Theme {
  // Hydration takes the rendered theme (what the server wrote), then React renders again with the visitor's.
  const current = useSignalValue(theme, renderedTheme);
  return usePagePrefs()?.theme ?? current;
}
