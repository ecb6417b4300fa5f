// The script a public page runs before its first paint: the visitor's stored theme (or the cookie it is mirrored in)
// on <html>, so one cached page serves every theme without a flash (decision 0070). Its hash is what the CSP allows.
import { createHash } from 'node:crypto';
import { THEME_KEY } from '../lib/theme';

// What lib/theme.ts does once the app runs (the stored choice, else the cookie; "system" follows the device), done
// before anything is drawn. e2e/hydration.test.ts watches it in Chromium.
export const THEME_SCRIPT =
  `try{var d=document.documentElement,t=null;try{t=localStorage.getItem(${JSON.stringify(THEME_KEY)})}catch(e){}` +
  'if(!t){var m=/(?:^|; )theme=(\\w+)/.exec(document.cookie);t=m&&m[1]}' +
  'if(t==="dark"||t==="system"&&matchMedia("(prefers-color-scheme: dark)").matches){d.classList.add("dark");d.style.colorScheme="dark"}}catch(e){}';

/** The CSP source that lets exactly this script run: `'sha256-…'`. */
export const THEME_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;
