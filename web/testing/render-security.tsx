// Renders a section of the sign-in settings as the settings panel does: with the one "Confirm it's you" dialog and the
// toasts beside it.
import { Toaster } from 'sonner';
import type { ReactElement } from 'react';
import { ConfirmItsYou } from '../features/admin-settings/confirm-its-you';
import type { Lang } from '../lib/i18n';
import { renderInApp } from './render';

export const renderSection = (section: ReactElement, lang: Lang = 'en') =>
  renderInApp(
    <>
      {section}
      <ConfirmItsYou />
      <Toaster />
    </>,
    { lang },
  );
