// The seeded proof reads as one set of real clients: every quote names a person in full with a role, and a company
// the clients' strip shows; every seeded case study names one of those clients, in both languages.
import { expect, test } from 'bun:test';
import { LIST_SEEDS } from '../src/contract';

const clients = LIST_SEEDS.clients.rows;

test('every testimonial is signed in full (given and family name, role) by someone at a client in the strip', () => {
  for (const q of LIST_SEEDS.testimonials.rows) {
    expect(q.nameEn.split(' ').length).toBeGreaterThanOrEqual(2);
    expect(q.nameZh.length).toBeGreaterThanOrEqual(3);
    expect(q.roleEn && q.roleZh).toBeTruthy();
    expect(clients.map((c) => c.nameEn)).toContain(q.companyEn);
    expect(clients.map((c) => c.nameZh)).toContain(q.companyZh);
  }
});

test('every seeded case study names its client, one of the strip, in its title in both languages', () => {
  for (const study of LIST_SEEDS.caseStudies.rows) {
    const client = clients.find((c) => study.titleEn.includes(c.nameEn));
    expect(client).toBeDefined();
    expect(study.titleZh).toContain(client!.nameZh);
    expect(study.descriptionEn).toContain(client!.nameEn);
  }
});

test('the pricing questions say what a new project costs, in US dollars, in both languages', () => {
  const cost = LIST_SEEDS.faqs.rows.find((f) => /cost/i.test(f.questionEn));
  expect(cost?.answerEn).toMatch(/US\$\d[\d,]* and US\$\d[\d,]*/);
  expect(cost?.answerZh).toMatch(/萬.*美元/);
});
