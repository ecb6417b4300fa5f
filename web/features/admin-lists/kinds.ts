// The three lists the admin edits, each said once: its public query (path and cache key), its write schema, a blank
// entry, the fields of its own beyond title and description, and its toasts.
import type { ComponentType } from 'react';
import type * as v from 'valibot';
import { CaseStudyInput, CompanyValueInput, ServiceInput, type CaseStudy, type CompanyValue, type Service } from '../../../src/contract';
import type { AdminDictionary } from '../../i18n/admin-en';
import { publicQueries } from '../../lib/public-queries';
import { CaseStudyFields } from './case-study-fields';
import { blankDrafts, type Draft, type Entry, type FieldsProps } from './drafts';
import { IconPicker } from './icon-picker';
import { ServiceFields } from './service-fields';

export type ListName = keyof typeof blankDrafts;

export type ListKind<E extends Entry> = {
  name: ListName;
  /** The public list's query: the admin reads and refreshes the very cache entry the pages use. */
  query: () => { queryKey: unknown[]; path: string; queryFn: () => Promise<E[]> };
  schema: v.GenericSchema;
  blank: () => Draft<E>;
  Fields: ComponentType<FieldsProps<E>>;
  /** SPEC §8's messages for it (named one by one, so the dictionary check sees each one used). */
  toasts: (t: AdminDictionary) => Record<'afterCreate' | 'afterUpdate' | 'afterDelete', string>;
};

export const services: ListKind<Service> = {
  name: 'services',
  query: publicQueries.services,
  schema: ServiceInput,
  blank: blankDrafts.services,
  Fields: ServiceFields,
  toasts: (t) => ({ afterCreate: t.toast.serviceCreated, afterUpdate: t.toast.serviceUpdated, afterDelete: t.toast.serviceDeleted }),
};

export const caseStudies: ListKind<CaseStudy> = {
  name: 'caseStudies',
  query: publicQueries.caseStudies,
  schema: CaseStudyInput,
  blank: blankDrafts.caseStudies,
  Fields: CaseStudyFields,
  toasts: (t) => ({ afterCreate: t.toast.caseStudyCreated, afterUpdate: t.toast.caseStudyUpdated, afterDelete: t.toast.caseStudyDeleted }),
};

export const companyValues: ListKind<CompanyValue> = {
  name: 'companyValues',
  query: publicQueries.companyValues,
  schema: CompanyValueInput,
  blank: blankDrafts.companyValues,
  Fields: IconPicker,
  toasts: (t) => ({ afterCreate: t.toast.companyValueCreated, afterUpdate: t.toast.companyValueUpdated, afterDelete: t.toast.companyValueDeleted }),
};
