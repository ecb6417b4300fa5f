// The admin area's strings in the current language. Imported only by admin code, so visitors never load them.
import { adminEn, type AdminDictionary } from '../i18n/admin-en';
import { adminZh } from '../i18n/admin-zh';
import { useLang } from './i18n';

export function useAdminT(): AdminDictionary {
  return useLang() === 'zh' ? adminZh : adminEn;
}

/** The admin's strings in a given language, whatever the admin is shown in: words written into a page in each of its
 *  languages (a story's fact labels, fact-fields.tsx). */
export const adminIn = (lang: 'en' | 'zh'): AdminDictionary => (lang === 'zh' ? adminZh : adminEn);
