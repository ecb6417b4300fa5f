// Waits until a list's skeletons are gone: its data has arrived and is on screen.
import { waitFor } from '@testing-library/react';

export async function untilLoaded(container: HTMLElement) {
  // A plain error, not a failed expect(): that would print the whole window on every poll and take seconds.
  await waitFor(() => {
    if (container.querySelector('.skeleton')) throw new Error('still loading');
  });
}
