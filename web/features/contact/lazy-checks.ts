// The contact form's checks (validate-message.ts: valibot and the contract's schema) as a chunk of their own, loaded
// once the visitor starts on the form: a visitor who only reads the page never downloads them.
export type Checks = typeof import('./validate-message');

let loaded: Checks | undefined;
let loading: Promise<Checks> | undefined;

/** The checks, if they have loaded (they have once a send has been checked). */
export const loadedChecks = (): Checks | undefined => loaded;

export function loadChecks(): Promise<Checks> {
  loading ??= import('./validate-message').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined; // a lost connection: the next attempt tries again
      throw error;
    },
  );
  return loading;
}
