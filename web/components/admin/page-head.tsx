// The head of an admin screen: its name, a line about what is on it, and the screen's own actions on the right.
import type { ReactNode } from 'react';
import { useAdminT } from '../../lib/admin-i18n';

type Props = {
  title: string;
  /** Under the name: what the screen holds (counts, a sentence), read out when it changes if it is live. */
  children?: ReactNode;
  live?: boolean;
  actions?: ReactNode;
  /** Said to screen readers only: the screen's sections above already name it, in large (the Writing tab's). */
  quietTitle?: boolean;
  /** On a phone said to screen readers only: the app bar above names the tab already (the Images tab's, as the
   *  Overview's title). A title that is a tab's name is quiet there whatever this says (decision 0272). */
  quietOnPhone?: boolean;
};

export function PageHead({ title, children, live, actions, quietTitle = false, quietOnPhone = false }: Props) {
  const t = useAdminT();
  // The phone's app bar names the tab: a title that says it again (Messages under "Messages") is said once (round 31).
  const named = quietOnPhone || Object.values(t.tabs).includes(title);
  return (
    <header className={`mb-5 flex flex-wrap justify-between gap-x-6 gap-y-3 ${quietTitle ? 'items-center' : 'items-end'}`}>
      <div className="min-w-0 max-w-3xl">
        <h2 className={quietTitle ? 'sr-only' : `admin-page-title ${named ? 'max-sm:sr-only' : ''}`}>{title}</h2>
        {children && (
          <div className={`muted text-sm ${quietTitle ? '' : 'mt-1'}`} aria-live={live ? 'polite' : undefined}>
            {children}
          </div>
        )}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </header>
  );
}
