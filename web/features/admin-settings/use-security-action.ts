// One change of the sign-in settings or the devices, run the same way each time: through "Confirm it's you", a failure
// said in a toast (a cancelled confirmation says nothing: the owner chose it), and what it changed read again after.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminT } from '../../lib/admin-i18n';
import { securityQuery, sessionsQuery } from '../../lib/calls/security';
import { failureToast } from '../../lib/failure-toast';
import { ConfirmCancelled, withConfirm } from './confirm-its-you';

/** Either list can change with any action (forgetting every factor ends nothing, but ending a session changes both). */
const READ_AGAIN: QueryKey[] = [securityQuery().queryKey, sessionsQuery().queryKey];

export function useSecurityAction() {
  const t = useAdminT();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  /** The call's answer, or null when it failed or was cancelled (already said). */
  async function run<T>(call: () => Promise<T>, failed: string): Promise<T | null> {
    setBusy(true);
    const readAgain = () => Promise.all(READ_AGAIN.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    try {
      const answer = await withConfirm(call);
      // Read again before the answer is shown (review round 18: "Save your recovery codes" opened over a card still
      // saying "8 left" of the old set).
      await readAgain().catch(() => undefined);
      return answer;
    } catch (error) {
      if (!(error instanceof ConfirmCancelled)) failureToast(failed, error, t);
      void readAgain();
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { run, busy };
}
