// The lists sit in the content tab, composed as the dashboard does, among the texts of the section whose page shows
// them and in the page's order: figures, clients, steps, testimonials and values on home; services and case studies on
// services; the questions on pricing; none on contact.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { adminEn as t } from '../../i18n/admin-en';
import { restoreFetch } from '../../testing/fake-api';
import { renderInApp } from '../../testing/render';
import { ContentEditor } from '../../features/admin-content/content-editor';
import { fakeEntry, fakeListServer } from '../../testing/list-fakes';
import { kindOf } from '../../features/admin-lists/kinds';
import { ListEditor } from '../../features/admin-lists/list-editor';
import { waitForTitles } from '../../features/admin-lists/test-screen';

afterEach(() => {
  cleanup();
  restoreFetch();
});

/** The regions named by a heading (the lists, and the pricing plans), top to bottom. */
const lists = () =>
  screen
    .queryAllByRole('region')
    .map((region) => document.getElementById(region.getAttribute('aria-labelledby') ?? '')?.textContent)
    .filter(Boolean);

test('each section shows the lists of its page, in the order the page shows them', async () => {
  fakeListServer({
    services: [fakeEntry('services', 1, 'Automation', '自動化')],
    companyValues: [fakeEntry('companyValues', 1, 'Innovation', '創新', { icon: 'i-lucide-lightbulb' })],
  });
  history.replaceState(null, '', '/dashboard/content/home/all'); // the whole page (a page alone opens its first part)
  await renderInApp(<ContentEditor list={(key) => <ListEditor kind={kindOf(key)} />} />);
  await waitForTitles('companyValues', ['Innovation']);
  const { kinds } = t.lists;
  // The page's texts (none stored: the built-in ones) with the lists, in home's order (decision 0218: the values with
  // how we work in one bento, the team, then the quotes).
  const { groups } = t.content;
  expect(lists()).toEqual([
    groups.hero,
    kinds.figures.title,
    kinds.clients.title,
    groups.features,
    kinds.companyValues.title,
    kinds.steps.title,
    kinds.people.title,
    kinds.testimonials.title,
    groups.cta,
  ]);
  const select = screen.getByLabelText(t.content.section);
  fireEvent.change(select, { target: { value: 'services' } });
  await waitForTitles('services', ['Automation']);
  await waitFor(() => expect(lists()).toEqual([groups.hero, kinds.services.title, kinds.caseStudies.title]));
  // The texts of the next pages may still be on their way: the lists are what is counted.
  const listsAlone = () =>
    lists().filter((name) => ![t.content.plansTitle, groups.hero, groups.customSolution, groups.info].includes(name!));
  fireEvent.change(select, { target: { value: 'pricing' } });
  expect(listsAlone()).toEqual([kinds.faqs.title]);
  fireEvent.change(select, { target: { value: 'contact' } });
  expect(listsAlone()).toEqual([]);
});
