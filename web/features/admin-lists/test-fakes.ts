// The admin-lists tests' network edge: a small in-memory server for the three lists (uploads go through
// web/testing/fake-xhr.ts). The components and the API client run for real.
import type { CaseStudy, CompanyValue, Service } from '../../../src/contract';
import { json, replaceFetch } from '../../testing/fake-api';

export type Call = { method: string; path: string; body?: unknown };
type Stored = { id: number };
const PATHS = { '/api/services': 'services', '/api/case-studies': 'caseStudies', '/api/company-values': 'companyValues' } as const;

export function fakeListServer(lists: { services?: Service[]; caseStudies?: CaseStudy[]; companyValues?: CompanyValue[] }) {
  const state = {
    calls: [] as Call[],
    lists: { services: [], caseStudies: [], companyValues: [], ...lists } as Record<(typeof PATHS)[keyof typeof PATHS], Stored[]>,
    /** The next write is answered with this instead (then it is cleared). */
    refuseNext: null as Response | null,
    nextId: 100,
  };
  replaceFetch(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body === undefined ? undefined : JSON.parse(String(init.body));
    state.calls.push({ method, path: url, ...(body === undefined ? {} : { body }) });
    const [, base, rest] = /^(\/api\/[a-z-]+)(?:\/(.+))?$/.exec(url) ?? [];
    const name = PATHS[base as keyof typeof PATHS];
    if (!name) return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    const list = state.lists[name];
    if (method === 'GET' && rest === undefined) return json(list);
    if (state.refuseNext) {
      const answer = state.refuseNext;
      state.refuseNext = null;
      return answer;
    }
    if (method === 'POST' && rest === undefined) {
      const created = { ...body, id: state.nextId++ };
      list.push(created);
      return json(created, 201);
    }
    if (method === 'PUT' && rest === 'order') {
      state.lists[name] = (body.ids as number[]).map((id) => list.find((entry) => entry.id === id)!);
      return json(state.lists[name]);
    }
    const index = list.findIndex((entry) => entry.id === Number(rest));
    if (index < 0) return json({ error: { code: 'not_found', message: 'No such entry' } }, 404);
    if (method === 'PUT') {
      list[index] = body;
      return json(body);
    }
    if (method === 'DELETE') {
      list.splice(index, 1);
      return json({ ok: true });
    }
    return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
  });
  return state;
}

/** A 422 as the server words it. */
export const refusal = (issues: { path: string; message: string }[]) =>
  json({ error: { code: 'validation_failed', message: 'Validation Error', issues } }, 422);

export const service = (id: number, titleEn: string, titleZh: string, extra: Partial<Service> = {}): Service => ({
  id,
  titleEn,
  titleZh,
  descriptionEn: `What ${titleEn} does`,
  descriptionZh: `${titleZh}的說明`,
  featuresEn: [`${titleEn} feature`],
  featuresZh: [`${titleZh}特色`],
  imagePath: null,
  imageWidth: null,
  imageHeight: null,
  imageAltEn: '',
  imageAltZh: '',
  ...extra,
});

export const caseStudy = (id: number, titleEn: string, titleZh: string, extra: Partial<CaseStudy> = {}): CaseStudy => ({
  id,
  titleEn,
  titleZh,
  descriptionEn: `The story of ${titleEn}`,
  descriptionZh: `${titleZh}的故事`,
  industryEn: 'Retail',
  industryZh: '零售業',
  imagePath: null,
  imageWidth: null,
  imageHeight: null,
  imageAltEn: '',
  imageAltZh: '',
  ...extra,
});

export const companyValue = (id: number, titleEn: string, titleZh: string, icon: string): CompanyValue => ({
  id,
  icon,
  titleEn,
  titleZh,
  descriptionEn: `We value ${titleEn}`,
  descriptionZh: `我們重視${titleZh}`,
});
