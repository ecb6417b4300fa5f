// Sends the changes one request per field (and per plan), and reports which failed.
import type { ContentUpdate, PlanId, PlanUpdate } from '../../../src/contract';
import { saveContent } from '../../lib/calls/content';
import { updatePlan } from '../../lib/calls/pricing';

/** `errors` are the failures as thrown (an ApiError or a network TypeError), for the page to put into words. */
export type SaveResult = { saved: string[]; errors: unknown[] };

export async function saveChanges(content: ContentUpdate[], plans: { id: PlanId; body: PlanUpdate }[]): Promise<SaveResult> {
  const result: SaveResult = { saved: [], errors: [] };
  const run = async (name: string, send: () => Promise<unknown>) => {
    try {
      await send();
      result.saved.push(name);
    } catch (error) {
      result.errors.push(error);
    }
  };
  for (const body of content) await run(`content:${body.key}`, () => saveContent(body));
  for (const { id, body } of plans) await run(`plan:${id}`, () => updatePlan(id, body));
  return result;
}
