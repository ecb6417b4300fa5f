// Page content from /api/content/{section}: the current language's text, or the built-in default when blank.
import { usePublicRead } from '../../lib/read-store';
import type { ContentDefaults, ContentKey, Lang, Section } from '../../../src/contract';
import { contentText } from '../../lib/content-text';
import { publicQueries } from '../../lib/public-queries';
import { useLang, useT } from '../../lib/i18n';

/**
 * `text('hero.title')` for one section, in the current language. The built-in texts are the dictionary's, or, for a
 * section whose page brings its own (the privacy notice: `PRIVACY_DEFAULTS`), those given in `own`.
 */
export function useContent<S extends Section>(section: S, own?: Record<Lang, ContentDefaults[S]>) {
  const lang = useLang();
  const t = useT();
  const { data } = usePublicRead(publicQueries.content(section));
  const defaults = (own ? { [section]: own[lang] } : t.content) as Pick<ContentDefaults, S>;
  return (key: ContentKey<S>) => contentText(data, section, key, lang, defaults);
}
