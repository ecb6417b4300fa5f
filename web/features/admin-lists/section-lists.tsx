// The lists a content section's page shows, edited under its texts: company values on home; services and case studies on services.
import type { Section } from '../../../src/contract';
import type { DeletedSlot, HistorySlot } from '../../components/admin/history-slot';
import { caseStudies, companyValues, services } from './kinds';
import { ListEditor } from './list-editor';

export function SectionLists({ section, history, deleted }: { section: Section; history?: HistorySlot; deleted?: DeletedSlot }) {
  if (section === 'home') return <ListEditor kind={companyValues} history={history} deleted={deleted} />;
  if (section === 'services')
    return (
      <>
        <ListEditor kind={services} history={history} deleted={deleted} />
        <ListEditor kind={caseStudies} history={history} deleted={deleted} />
      </>
    );
  return null;
}
