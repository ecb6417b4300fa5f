// The preview opens in the admin's language and keeps it while the texts are edited (decision 0259): a box of the other
// language taking the focus does not turn it; the picker does.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { renderInApp } from '../../testing/render';
import { PreviewPanel } from './preview-panel';

afterEach(cleanup);

for (const [lang, own, other] of [
  ['en', adminEn.content.preview.english, adminEn.content.preview.chinese],
  ['zh', adminZh.content.preview.chinese, adminZh.content.preview.english],
] as const) {
  test(`in the ${lang} admin the preview opens in ${lang}, stays there as either language's box is edited, and the picker turns it`, async () => {
    await renderInApp(
      <>
        <input aria-label="en box" lang="en" />
        <textarea aria-label="zh box" lang="zh-Hant" />
        <PreviewPanel section="home" tree={undefined} onClose={() => {}} />
      </>,
      { lang },
    );
    const button = (name: string) => screen.getAllByRole('button', { name, hidden: true })[0]!;
    const pressed = (name: string) => button(name).getAttribute('aria-pressed');
    expect(pressed(own)).toBe('true');
    expect(pressed(other)).toBe('false');
    fireEvent.focusIn(screen.getByLabelText('en box'));
    fireEvent.focusIn(screen.getByLabelText('zh box'));
    expect(pressed(own)).toBe('true');
    fireEvent.click(button(other));
    expect(pressed(other)).toBe('true');
    expect(pressed(own)).toBe('false');
  });
}
