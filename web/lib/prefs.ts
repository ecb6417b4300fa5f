// Small preferences kept in the browser: localStorage, mirrored in a cookie the server can read for the first paint.
const YEAR = 60 * 60 * 24 * 365;

export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage blocked (private mode, policies): fall back to defaults
  }
}

export function store(key: string, value: string, cookie: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // ignore: the choice still applies to this page view
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the server reads these preferences from the cookie to render the first paint; the Cookie Store API is not in every browser
  document.cookie = `${cookie}=${value}; path=/; max-age=${YEAR}; samesite=lax`;
}

/** A cookie's value in this browser (the server mirrors nothing here; the site wrote it with `store`). */
export function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((pair) => pair.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

/** A stored choice, else the cookie it is mirrored in (storage may have been cleared or blocked while the cookie stayed). */
export const readChoice = (key: string, cookie: string) => readStored(key) ?? readCookie(cookie);
