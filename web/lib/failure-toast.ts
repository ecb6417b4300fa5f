// A failed save or delete as the owner sees it: the action's title, what went wrong in their words, and a Retry.
import { toast } from 'sonner';
import type { AdminDictionary } from '../i18n/admin-en';
import { ApiError } from './api';
import { failureText } from './failure-text';

export function failureToast(title: string, error: unknown, t: AdminDictionary, retry?: () => void, lead?: string) {
  // An ended session opens the sign-in dialog instead (features/admin-session); the Retry there is saving again.
  const sessionEnded = error instanceof ApiError && error.status === 401;
  toast.error(title, {
    description: lead ? `${lead}. ${failureText(error, t.failure)}` : failureText(error, t.failure),
    action: retry && !sessionEnded ? { label: t.failure.retry, onClick: retry } : undefined,
  });
}
