// The lists sit in the content tab, composed as the dashboard does, under the texts of the section whose page shows
// them: values, testimonials, clients, figures and steps on home; services and case studies on services; the
// questions on pricing; none on contact.
import { afterEach, expect, test } from 'bun:test';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { adminEn as t } from '../../i18n/admin-en';
import { restoreFetch } from '../../testing/fake-api';
import { renderInApp } from '../../testing/render';
import { ContentEditor } from '../../features/admin-content/content-editor';
import { fakeEntry, fakeListServer } from '../../testing/list-fakes';
import { SectionLists } from '../../features/admin-lists/section-lists';
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

test('each section shows the lists of its page, below its text fields', async () => {
  fakeListServer({
    services: [fakeEntry('services', 1, 'Automation', '自動化')],
    companyValues: [fakeEntry('companyValues', 1, 'Innovation', '創新', { icon: 'i-lucide-lightbulb' })],
  });
  await renderInApp(<ContentEditor lists={(section) => <SectionLists section={section} />} />);
  await waitForTitles('companyValues', ['Innovation']);
  const { kinds } = t.lists;
  expect(lists()).toEqual([
    kinds.companyValues.title,
    kinds.testimonials.title,
    kinds.clients.title,
    kinds.figures.title,
    kinds.steps.title,
  ]);
  const select = screen.getByLabelText(t.content.section);
  fireEvent.change(select, { target: { value: 'services' } });
  await waitForTitles('services', ['Automation']);
  expect(lists()).toEqual([t.lists.kinds.services.title, t.lists.kinds.caseStudies.title]);
  fireEvent.change(select, { target: { value: 'pricing' } });
  expect(lists().filter((name) => name !== t.content.plansTitle)).toEqual([kinds.faqs.title]);
  fireEvent.change(select, { target: { value: 'contact' } });
  expect(lists()).toEqual([]);
});
