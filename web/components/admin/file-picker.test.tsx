// The file picker in the admin's words: its button and "no image chosen" in Chinese, the chosen file's name, the button
// opening the native input, which stays what the label names.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { adminEn } from '../../i18n/admin-en';
import { adminZh } from '../../i18n/admin-zh';
import { renderInApp } from '../../testing/render';
import { FilePicker } from './file-picker';

afterEach(cleanup);

test('in Chinese: the button and the empty choice are in Chinese, and the button opens the labelled native input', async () => {
  const chosen: string[] = [];
  await renderInApp(
    <FilePicker id="logo" label={adminZh.logo.upload} accept="image/png" onChange={(e) => chosen.push(e.target.files?.[0]?.name ?? '')} />,
    { lang: 'zh' },
  );
  const button = screen.getByRole('button', { name: adminZh.filePicker.choose });
  expect(button.textContent).toBe('選擇圖片');
  expect(screen.getByText('尚未選擇圖片')).toBeTruthy();
  const input = screen.getByLabelText(adminZh.logo.upload) as HTMLInputElement;
  expect(input.type).toBe('file');
  expect(input.tabIndex).toBe(-1); // the button is the one stop for the keyboard
  let opened = 0;
  input.click = () => {
    opened += 1;
  };
  fireEvent.click(button);
  expect(opened).toBe(1);
  const file = new File(['x'], 'logo.png', { type: 'image/png' });
  Object.defineProperty(input, 'files', { value: [file] });
  fireEvent.change(input);
  expect(chosen).toEqual(['logo.png']);
  expect(screen.getByText('已選擇：logo.png')).toBeTruthy();
  expect(button.getAttribute('aria-describedby')).toContain('logo-chosen');
});

test('in English, with the label kept for screen readers when the button says it', async () => {
  await renderInApp(<FilePicker id="photo" label={adminEn.filePicker.choose} showLabel={false} accept="image/png" onChange={() => {}} />);
  expect(screen.getByText(adminEn.filePicker.none)).toBeTruthy();
  const label = document.querySelector('label[for="photo"]')!;
  expect(label.className).toContain('sr-only');
  expect((screen.getByLabelText(adminEn.filePicker.choose) as HTMLInputElement).type).toBe('file');
});
