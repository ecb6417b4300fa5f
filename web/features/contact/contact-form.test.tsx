// Contact form validation (SPEC §5): the messages per field, in both languages, and nothing sent while invalid.
import { afterEach, beforeEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { en } from '../../i18n/en';
import { zh } from '../../i18n/zh';
import { renderInApp } from '../../testing/render';
import { replaceFetch, restoreFetch } from '../../testing/fake-api';
import { ContactForm } from './contact-form';
import { validateMessage } from './validate-message';

const sent: unknown[] = [];
beforeEach(() => {
  sent.length = 0;
  // The network edge only: the form's own code runs for real; what it would send is recorded.
  replaceFetch(async (_url: string | URL | Request, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify({ id: 1 }), { status: 201, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  cleanup();
  restoreFetch();
});

/** The field whose label starts with `label` (the label also holds the required mark). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

test('rules: required name, valid email, message of at least 10 characters, service optional', () => {
  const ok = { name: 'Mei', email: 'mei@example.com', service: '', message: 'Hello there, friend', website: '' };
  expect(validateMessage(ok, en)).toEqual({ body: { name: 'Mei', email: 'mei@example.com', message: 'Hello there, friend' } });
  expect(validateMessage({ ...ok, service: 'automation' }, en)).toMatchObject({ body: { service: 'automation' } });
  expect(validateMessage({ ...ok, name: '   ' }, en)).toEqual({ errors: { name: en.validation.required } });
  expect(validateMessage({ ...ok, email: 'mei@' }, en)).toEqual({ errors: { email: en.validation.invalidEmail } });
  expect(validateMessage({ ...ok, message: '123456789' }, en)).toEqual({ errors: { message: en.validation.messageMin } });
  expect(validateMessage({ ...ok, message: '  12345678 ' }, zh)).toEqual({ errors: { message: zh.validation.messageMin } });
  const spammy = 'See https://a.example https://b.example https://c.example www.d.example';
  expect(validateMessage({ ...ok, message: spammy }, en)).toEqual({ errors: { message: en.validation.tooManyLinks } });
});

test('the hidden honeypot field is sent only when something filled it', () => {
  const ok = { name: 'Mei', email: 'mei@example.com', service: '', message: 'Hello there, friend', website: '' };
  expect(validateMessage(ok, en)).not.toHaveProperty('body.website');
  expect(validateMessage({ ...ok, website: 'http://spam.example' }, en)).toMatchObject({ body: { website: 'http://spam.example' } });
});

test('submitting an empty form shows "This field is required" three times and sends nothing', async () => {
  await renderInApp(<ContactForm />);
  fireEvent.click(screen.getByRole('button', { name: en.contact.form.submit }));
  expect(await screen.findAllByText(en.validation.required)).toHaveLength(3);
  expect(field(en.contact.form.name).getAttribute('aria-invalid')).toBe('true');
  expect(sent).toHaveLength(0);
});

test('in Chinese the same mistakes read in Chinese', async () => {
  await renderInApp(<ContactForm />, { lang: 'zh' });
  fill(zh.contact.form.name, '王小明');
  fill(zh.contact.form.email, 'not-an-email');
  fill(zh.contact.form.message, '太短了');
  fireEvent.click(screen.getByRole('button', { name: zh.contact.form.submit }));
  expect(await screen.findByText(zh.validation.invalidEmail)).toBeTruthy();
  expect(screen.getByText(zh.validation.messageMin)).toBeTruthy();
  expect(sent).toHaveLength(0);
});

test('a flagged field clears its message once corrected, and a valid form is sent trimmed and then reset', async () => {
  await renderInApp(<ContactForm />);
  fireEvent.click(screen.getByRole('button', { name: en.contact.form.submit }));
  await screen.findAllByText(en.validation.required);
  fill(en.contact.form.name, '  Mei  ');
  expect(screen.getAllByText(en.validation.required)).toHaveLength(2);
  fill(en.contact.form.email, 'mei@example.com');
  fill(en.contact.form.message, 'We need an ordering system.');
  fireEvent.click(screen.getByRole('button', { name: en.contact.form.submit }));
  await screen.findByText(en.contact.form.success);
  expect(sent).toEqual([{ name: 'Mei', email: 'mei@example.com', message: 'We need an ordering system.' }]);
  await waitFor(() => expect(field(en.contact.form.name).value).toBe(''));
});
