// Finds text a screen reader would read in the wrong voice (WCAG 3.1.2): Chinese not marked as such in English, English
// words not marked as such in Chinese, in the text and the spoken attributes of a page's <body>.
import { Window } from 'happy-dom';

/** Han, bopomofo, CJK punctuation (、。「」《》) and full-width forms (（），：): what a Chinese voice should read. */
const CJK = /[\p{Script=Han}\p{Script=Bopomofo}\u3000-\u303f\uff00-\uffef]/u;
/** An English word: two or more Latin letters in a row. */
const ENGLISH_WORD = /\p{Script=Latin}{2,}/u;
/**
 * WCAG 3.1.2's exceptions a Chinese page may show unmarked, each as a whole text: words of no language (an email, a
 * domain or URL, a code such as WO-4812 or CNC 1, a price such as US$149) and acronyms (AI, API, LINE), which a
 * Chinese voice reads letter by letter as an English one would. Names in Chinese sentences need no mark either, but
 * a text that is a name alone is not tried here: "English" is a word, and a text of words is marked.
 */
const NO_LANGUAGE = [
  /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/, // email
  /^(https?:\/\/)?([\w-]+\.)+[a-z]{2,}(\/\S*)?$/i, // domain or URL
  /^[A-Z]{1,5}[- ]?\d[\d-]*$/, // code
  /^([A-Z]{2,3})?\$ ?\d[\d,]*(\.\d+)?$/, // price
  /^[A-Z]{2,5}$/, // acronym
];
/** Attributes a screen reader speaks. */
const SPOKEN = ['aria-label', 'title', 'alt'];
/** Elements whose text is not shown or read as the page's words. */
const NOT_TEXT = new Set(['SCRIPT', 'STYLE', 'TEMPLATE']);

type Lang = 'en' | 'zh' | 'other';
const langOf = (tag: string): Lang => (/^zh\b/i.test(tag) ? 'zh' : /^en\b/i.test(tag) ? 'en' : 'other');
const isEnglish = (text: string) => !CJK.test(text) && ENGLISH_WORD.test(text) && !NO_LANGUAGE.some((re) => re.test(text.trim()));

/** What is wrong with a text read in a language, or null. */
function fault(text: string, lang: Lang): string | null {
  if (lang === 'en' && CJK.test(text)) return 'Chinese in an en context';
  if (lang === 'zh' && isEnglish(text)) return 'English in a zh context';
  return null;
}

const window = new Window({
  settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
});

/** Each fault of a page's <body>, one line each: where (the element and its landmark), what, and the text. */
export function languageFaults(html: string): string[] {
  const doc = new window.DOMParser().parseFromString(html, 'text/html');
  const faults: string[] = [];
  const where = (el: Element) => {
    const landmark = el.closest('header, nav, main, footer, dialog, form, [role]');
    const marked = el.closest('body [lang]');
    return `<${el.tagName.toLowerCase()}>${marked ? ` in lang="${marked.getAttribute('lang')}"` : ''}${landmark ? ` in <${landmark.tagName.toLowerCase()}>` : ''}`;
  };
  const visit = (el: Element, lang: Lang) => {
    if (NOT_TEXT.has(el.tagName)) return;
    const own = el.getAttribute('lang');
    const here = own === null ? lang : langOf(own);
    // A mark must name the language of what it holds: lang="zh-Hant" on English alone, or the reverse, misleads too.
    const words = el.textContent.trim();
    if (own !== null && words && ((here === 'zh' && !CJK.test(words)) || (here === 'en' && !/\p{Script=Latin}/u.test(words))))
      faults.push(`${where(el)}: marked ${own} but holds none of it: "${words}"`);
    for (const name of SPOKEN) {
      const value = el.getAttribute(name);
      const wrong = value && fault(value, here);
      if (wrong) faults.push(`${where(el)} ${name}: ${wrong}: "${value}"`);
    }
    for (const node of el.childNodes) {
      if (node.nodeType === node.ELEMENT_NODE) visit(node as unknown as Element, here);
      else if (node.nodeType === node.TEXT_NODE) {
        const text = node.textContent ?? '';
        // A name inside a Chinese sentence whose words around it are held in spans of their own (送出 Do Not Track（請勿追蹤）,
        // phrased.tsx): the sentence is Chinese on both sides of it, so it is read as the sentence's name, unmarked.
        const before = node.previousSibling?.textContent ?? '';
        const after = node.nextSibling?.textContent ?? '';
        const inSentence = here === 'zh' && CJK.test(before.slice(-1)) && CJK.test(after.slice(0, 1));
        const wrong = inSentence ? null : fault(text, here);
        if (wrong) faults.push(`${where(el)}: ${wrong}: "${text.trim()}"`);
      }
    }
  };
  const body = doc.body as unknown as Element;
  visit(body, langOf(doc.documentElement.getAttribute('lang') ?? ''));
  return faults;
}
