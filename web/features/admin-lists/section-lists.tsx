// The lists a content section's page shows, edited under its texts: company values on home; services and case studies on services.
import type { Section } from '../../../src/contract';
import { caseStudies, companyValues, services } from './kinds';
import { ListEditor } from './list-editor';

export function SectionLists({ section }: { section: Section }) {
  if (section === 'home') return <ListEditor kind={companyValues} />;
  if (section === 'services')
    return (
      <>
        <ListEditor kind={services} />
        <ListEditor kind={caseStudies} />
      </>
    );
  return null;
}
