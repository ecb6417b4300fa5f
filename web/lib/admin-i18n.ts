// The admin area's strings in the current language. Imported only by admin code, so visitors never load them.
import { adminEn, type AdminDictionary } from '../i18n/admin-en';
import { adminZh } from '../i18n/admin-zh';
import { useLang } from './i18n';

export function useAdminT(): AdminDictionary {
  return useLang() === 'zh' ? adminZh : adminEn;
}
