// A failed save or delete as the owner sees it: the action's title, what went wrong in their words, and a Retry.
import { toast } from 'sonner';
import type { AdminDictionary } from '../i18n/admin-en';
import { ApiError } from './api';
import { failureText } from './failure-text';

export function failureToast(title: string, error: unknown, t: AdminDictionary, retry?: () => void, lead?: string) {
  // An ended session opens the sign-in dialog instead (features/admin-session), which already says so: one message per
  // event, so no toast under it. Saving again after signing in is the same button as before.
  if (sessionEnded(error)) return;
  toast.error(title, {
    description: lead ? `${lead}. ${failureText(error, t.failure)}` : failureText(error, t.failure),
    action: retry ? { label: t.failure.retry, onClick: retry } : undefined,
  });
}

/** A 401 in the middle of work: the "Sign in again" dialog tells the owner, nothing else should. */
export const sessionEnded = (error: unknown) => error instanceof ApiError && error.status === 401;
