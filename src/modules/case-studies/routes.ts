// /api/case-studies: the public list; create, replace, delete and reorder for the admin.
import { CaseStudyInput, PUBLIC_READS } from '../../contract';
import type { Deps } from '../../deps';
import { listRoutes } from '../lists/list-routes';
import { caseStudies, caseStudyFields } from './service';

export const caseStudiesRoutes = (deps: Deps) =>
  listRoutes(deps, {
    path: PUBLIC_READS.caseStudies,
    noun: 'case study',
    list: caseStudies,
    input: CaseStudyInput,
    fields: (input) => caseStudyFields(deps.db, input),
  });
