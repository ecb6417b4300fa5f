// The language a visitor wrote in, known without asking (decision 0068): the page's own choice (`?lang=`, then the
// `lang` cookie the site mirrors its switch into), then the browser's Accept-Language; for messages stored before the
// language was, a guess from the text (Chinese characters in the name or message mean Chinese).
import { LANGS, type Lang } from '../../contract/constants';

const isLang = (value: unknown): value is Lang => (LANGS as readonly unknown[]).includes(value);

function cookie(header: string | null, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/** The first language of Accept-Language we have (zh-TW, zh-Hant, zh → zh; en-GB → en); undefined for none. */
function accepted(header: string | null): Lang | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { base: tag.toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked.map((entry) => entry.base).find(isLang);
}

/** The language of the page a request was sent from. */
export function senderLang(request: Request): Lang {
  const url = new URL(request.url, 'http://localhost');
  const chosen = [url.searchParams.get('lang'), cookie(request.headers.get('cookie'), 'lang')].find(isLang);
  return chosen ?? accepted(request.headers.get('accept-language')) ?? 'en';
}

/** Han characters, or CJK punctuation and full-width forms: text a Chinese writer typed. */
const CHINESE = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/u;

/** For a message stored without its language: Chinese when its name or text holds Chinese characters. */
export const guessLang = (name: string, message: string): Lang => (CHINESE.test(name) || CHINESE.test(message) ? 'zh' : 'en');
