// The <html> start tag with the page's language and, for a dark choice, the class the stylesheet keys on: right from
// the first paint, for rendered pages and the admin shell alike.
import type { Lang, Theme } from '../../src/contract/constants';

export const htmlTag = (lang: Lang, theme: Theme) =>
  `<html lang="${lang === 'zh' ? 'zh-Hant' : 'en'}"${theme === 'dark' ? ' class="dark"' : ''}>`;
