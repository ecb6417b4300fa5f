// The header's language switch and theme control.
import { fill, lang, setLang, useT } from '../../lib/i18n';
import { THEMES, setTheme, useTheme, type Theme } from '../../lib/theme';

const THEME_ICON: Record<Theme, string> = { light: 'i-lucide-sun', dark: 'i-lucide-moon', system: 'i-lucide-monitor' };
const iconButton =
  'keyboard-ring inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-2 text-sm font-medium text-muted hover:bg-surface-alt hover:text-ink';

export function LanguageSwitch() {
  const t = useT();
  const target = lang.value === 'en' ? 'zh' : 'en';
  return (
    // The name starts with the visible label (WCAG 2.5.3, label in name), then says what the button does.
    <button type="button" className={iconButton} onClick={() => setLang(target)}>
      <span className="i-lucide-languages h-4.5 w-4.5" aria-hidden="true" />
      <span lang={target === 'zh' ? 'zh-Hant' : 'en'}>
        <span className="sm:hidden">{t.nav.otherLanguageShort}</span>
        <span className="hidden sm:inline">{t.nav.otherLanguage}</span>
      </span>
      <span className="sr-only">, {t.nav.switchLanguage}</span>
    </button>
  );
}

/** One button that steps light → dark → system; its name says the current theme. */
export function ThemeSwitch() {
  const t = useT();
  const current = useTheme();
  const next = THEMES[(THEMES.indexOf(current) + 1) % THEMES.length]!;
  const label = fill(t.nav.theme, { name: t.nav.themes[current] });
  return (
    <button type="button" className={iconButton} onClick={() => setTheme(next)} aria-label={label} title={label}>
      <span className={`${THEME_ICON[current]} h-4.5 w-4.5`} aria-hidden="true" />
    </button>
  );
}
