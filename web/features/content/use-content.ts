// Page content from /api/content/{section}: the current language's text, or the built-in default when blank.
import { usePublicRead } from '../../lib/read-store';
import type { ContentKey, Section } from '../../../src/contract';
import { contentText } from '../../lib/content-text';
import { publicQueries } from '../../lib/public-queries';
import { useLang, useT } from '../../lib/i18n';

/** `text('hero.title')` for one section, in the current language. */
export function useContent<S extends Section>(section: S) {
  const lang = useLang();
  const t = useT();
  const { data } = usePublicRead(publicQueries.content(section));
  return (key: ContentKey<S>) => contentText(data, section, key, lang, t.content);
}
