// The app's router (decision 0086): the browser's address, or a fixed one (the server's render, the admin's preview).
// A pattern matches as the server's routes do: regardless of case, with or without a trailing slash; `:name` is one
// segment, `:name?` an optional one. A `nest`ed route's children see addresses under its prefix; `~/…` leaves it.
import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  Fragment,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type Ref,
  useContext,
  useLayoutEffect,
  useSyncExternalStore,
} from 'react';

type Params = Record<string, string | undefined>;
type Address = { path: string; search: string };
type RouterValue = { base: string; fixed?: Address };
type Navigate = (to: string, options?: { replace?: boolean }) => void;

const RouterContext = createContext<RouterValue>({ base: '' });
const HISTORY_EVENTS = ['popstate', 'pushState', 'replaceState'] as const;

// History's own pushState and replaceState announce themselves, so an address changed by a direct call (main.tsx naming
// the page's language) is seen by every route and hook.
const PATCHED = Symbol.for('customsoft.router');
if (typeof window !== 'undefined' && !(PATCHED in window)) {
  for (const type of ['pushState', 'replaceState'] as const) {
    const original = history[type];
    history[type] = function (this: History, ...args: Parameters<History['pushState']>) {
      original.apply(this, args);
      dispatchEvent(new Event(type));
    };
  }
  Object.defineProperty(window, PATCHED, { value: true });
}

function subscribe(onChange: () => void) {
  for (const type of HISTORY_EVENTS) addEventListener(type, onChange);
  return () => {
    for (const type of HISTORY_EVENTS) removeEventListener(type, onChange);
  };
}

/** Goes to `to` in the browser: a new history entry, or this one replaced. */
export const navigate: Navigate = (to, options) => history[options?.replace ? 'replaceState' : 'pushState'](null, '', to);

const decode = (text: string) => {
  try {
    return text.includes('%') ? decodeURI(text) : text;
  } catch {
    return text;
  }
};

/** `path` as seen under `base`; an address outside it keeps its whole path after a `~`. */
function relativePath(base: string, path: string): string {
  const whole = decode(path);
  if (!base || `${whole.toLowerCase()}/`.startsWith(`${base.toLowerCase()}/`)) return whole.slice(base.length) || '/';
  return `~${whole}`;
}

const absolutePath = (to: string, base: string) => (to.startsWith('~') ? to.slice(1) : base + to);

const compiled = new Map<string, { regex: RegExp; keys: string[] }>();
function compile(pattern: string, nest: boolean) {
  const id = `${nest ? 'nest ' : ''}${pattern}`;
  let found = compiled.get(id);
  if (!found) {
    const keys: string[] = [];
    let source = '';
    for (const segment of pattern.split('/').filter(Boolean)) {
      if (!segment.startsWith(':')) source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      else if (segment.endsWith('?')) {
        keys.push(segment.slice(1, -1));
        source += '(?:/([^/]+?))?';
      } else {
        keys.push(segment.slice(1));
        source += '/([^/]+?)';
      }
    }
    found = { regex: new RegExp(`^${source}${nest ? '(?=$|/)' : '/?$'}`, 'i'), keys };
    compiled.set(id, found);
  }
  return found;
}

type Match = { params: Params; prefix: string };

/** Whether `path` is one `pattern` names (no pattern: any), its params, and, nested, the prefix it matched. */
export function matchPath(pattern: string | undefined, path: string, nest = false): Match | null {
  if (pattern === undefined) return { params: {}, prefix: '' };
  const { regex, keys } = compile(pattern, nest);
  const result = regex.exec(path);
  if (!result) return null;
  return { params: Object.fromEntries(keys.map((key, i) => [key, result[i + 1]])), prefix: nest ? result[0] : '' };
}

function useAddress(router: RouterValue): Address {
  const fixed = router.fixed;
  const path = useSyncExternalStore(
    subscribe,
    () => fixed?.path ?? location.pathname,
    () => fixed?.path ?? location.pathname,
  );
  const search = useSyncExternalStore(
    subscribe,
    () => fixed?.search ?? location.search,
    () => fixed?.search ?? location.search,
  );
  return { path, search };
}

const useRelativePath = (router: RouterValue) => relativePath(router.base, useAddress(router).path);

/**
 * The routes' address: a `fixed` one (the server's render; the admin's preview, which never moves) starts again from
 * the top, else `base` is added to the one around it.
 */
export function Router({ base = '', fixed, children }: { base?: string; fixed?: Address; children: ReactNode }) {
  const parent = useContext(RouterContext);
  const value = fixed ? { base, fixed } : { base: parent.base + base, fixed: parent.fixed };
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The path under the routes' base, and a function that goes elsewhere (a path under it, or `~/…` outside). */
export function useLocation(): [string, Navigate] {
  const router = useContext(RouterContext);
  const path = useRelativePath(router);
  const go: Navigate = (to, options) => {
    if (!router.fixed) navigate(absolutePath(to, router.base), options);
  };
  return [path, go];
}

/** The address's query, without its `?`. */
export function useSearch(): string {
  const { search } = useAddress(useContext(RouterContext));
  return decode(search.startsWith('?') ? search.slice(1) : search);
}

/** Whether the address is one `pattern` names, and its params. */
export function useRoute<P extends Params>(pattern: string): [boolean, P | null] {
  const match = matchPath(pattern, useRelativePath(useContext(RouterContext)));
  return [match !== null, (match?.params as P) ?? null];
}

type RouteProps = {
  path?: string;
  /** Its children's addresses are under the matched prefix. */
  nest?: boolean;
  component?: ComponentType;
  children?: ReactNode | ((params: Params) => ReactNode);
  /** Set by Switch, which matched already. */
  match?: Match;
};

/** Its content when the address is one `path` names (no path: any address). */
export function Route({ path, nest, component: Screen, children, match }: RouteProps) {
  const router = useContext(RouterContext);
  const here = useRelativePath(router);
  const found = match ?? matchPath(path, here, nest);
  if (!found) return null;
  const content = Screen ? <Screen /> : typeof children === 'function' ? children(found.params) : children;
  return found.prefix ? <Router base={found.prefix}>{content}</Router> : content;
}

function routesOf(children: ReactNode, into: ReactElement<RouteProps>[] = []) {
  for (const child of Array.isArray(children) ? children : [children]) {
    if (Array.isArray(child)) routesOf(child, into);
    else if (isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment) routesOf(child.props.children, into);
    else if (isValidElement<RouteProps>(child)) into.push(child);
  }
  return into;
}

/** The first of its routes that matches, alone. */
export function Switch({ children }: { children: ReactNode }) {
  const here = useRelativePath(useContext(RouterContext));
  for (const route of routesOf(children)) {
    const match = matchPath(route.props.path, here, route.props.nest);
    if (match) return <Route key={route.key} {...route.props} match={match} />;
  }
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path under the routes' base, or `~/…` outside it. */
  href: string;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** A link that moves within the app (a plain click); a click with a modifier, or another button, is the browser's. */
export function Link({ href, replace, onClick, ...props }: LinkProps) {
  const router = useContext(RouterContext);
  const [, go] = useLocation();
  return (
    <a
      {...props}
      href={absolutePath(href, router.base)}
      onClick={(event) => {
        if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey || event.button !== 0) return;
        onClick?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        go(href, { replace });
      }}
    />
  );
}

/** Goes to `to` as soon as it is shown. */
export function Redirect({ to, replace }: { to: string; replace?: boolean }) {
  const [, go] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as it is shown
  useLayoutEffect(() => go(to, { replace }), []);
  return null;
}
