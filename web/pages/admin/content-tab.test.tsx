// The lists sit in the content tab, composed as the dashboard does, under the texts of the section whose page shows
// them: values on home; services and case studies on services; none on pricing and contact.
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
  expect(lists()).toEqual([t.lists.kinds.companyValues.title]);
  const select = screen.getByLabelText(t.content.section);
  fireEvent.change(select, { target: { value: 'services' } });
  await waitForTitles('services', ['Automation']);
  expect(lists()).toEqual([t.lists.kinds.services.title, t.lists.kinds.caseStudies.title]);
  for (const section of ['pricing', 'contact']) {
    fireEvent.change(select, { target: { value: section } });
    expect(lists().filter((name) => name !== t.content.plansTitle)).toEqual([]);
  }
});
