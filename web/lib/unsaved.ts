// Unsaved edits in the admin: one flag, asked about before leaving a tab, logging out or closing the page.
import { signal } from '@preact/signals-react';
import { useEffect } from 'react';

export const unsavedChanges = signal(false);

/** True when it is fine to leave: nothing unsaved, or the admin agreed to drop it. */
export function confirmLeave(question: string): boolean {
  if (!unsavedChanges.value) return true;
  const leave = window.confirm(question);
  if (leave) unsavedChanges.value = false;
  return leave;
}

/** While mounted, closing or reloading the page with unsaved edits asks first (the browser words the question). */
export function useWarnBeforeUnload() {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (unsavedChanges.value) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
}
