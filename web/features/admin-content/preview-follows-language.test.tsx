// The preview turns to the language being edited: a Chinese box taking the focus shows the Chinese page, an English
// one the English page; the picker says which.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { adminEn as t } from '../../i18n/admin-en';
import { renderInApp } from '../../testing/render';
import { PreviewPanel } from './preview-panel';

afterEach(cleanup);

test('a Chinese field focused turns the preview to Chinese, an English one back to English', async () => {
  await renderInApp(
    <>
      <input aria-label="en box" lang="en" />
      <textarea aria-label="zh box" lang="zh-Hant" />
      <PreviewPanel section="home" tree={undefined} onClose={() => {}} />
    </>,
  );
  const pressed = (name: string) => screen.getAllByRole('button', { name, hidden: true })[0]!.getAttribute('aria-pressed');
  expect(pressed(t.content.preview.english)).toBe('true');
  fireEvent.focusIn(screen.getByLabelText('zh box'));
  expect(pressed(t.content.preview.chinese)).toBe('true');
  expect(pressed(t.content.preview.english)).toBe('false');
  fireEvent.focusIn(screen.getByLabelText('en box'));
  expect(pressed(t.content.preview.english)).toBe('true');
});
