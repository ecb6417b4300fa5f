// Waiting for what a user would see settle: an assertion retried until it passes or the time is up.

/** Retries an assertion until it passes or the time is up (expect.poll for bun:test). */
export async function eventually(assertion: () => unknown, timeout = 5_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return void (await assertion());
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await Bun.sleep(50);
    }
  }
}
