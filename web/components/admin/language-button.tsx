// The admin area's language switch: a button, as the admin's pages have one address whatever their language (the
// choice is kept, and the public pages' addresses follow it only where they name none). Its face is the public link's.
import { iconButton, SwitchLabel } from '../layout/preference-switches';
import { setLang, useLang, useT } from '../../lib/i18n';

export function LanguageButton() {
  const t = useT();
  const target = useLang() === 'en' ? 'zh' : 'en';
  return (
    <button type="button" className={iconButton} onClick={() => setLang(target)}>
      <SwitchLabel target={target} t={t} />
    </button>
  );
}
