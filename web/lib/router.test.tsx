// The router as the pages use it: which route an address shows (case, trailing slash, optional segments, nesting),
// where links lead and when the browser keeps a click, redirects, and addresses changed outside the router.
import { afterEach, expect, test } from 'bun:test';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, matchPath, navigate, Redirect, Route, Router, Switch, useLocation, useRoute, useSearch } from './router';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

test('a pattern matches regardless of case and a trailing slash; `:name?` may be missing; nothing else matches', () => {
  expect(matchPath('/services', '/Services/')?.params).toEqual({});
  expect(matchPath('/', '/')?.params).toEqual({});
  expect(matchPath('/', '/services')).toBeNull();
  expect(matchPath('/dashboard/:tab', '/dashboard/messages')?.params).toEqual({ tab: 'messages' });
  expect(matchPath('/dashboard/:tab', '/dashboard/messages/old')).toBeNull();
  expect(matchPath('/dashboard/content/:section/:part?', '/dashboard/content/home')?.params).toEqual({ section: 'home', part: undefined });
  expect(matchPath('/dashboard/content/:section/:part?', '/dashboard/content/home/hero')?.params).toEqual({
    section: 'home',
    part: 'hero',
  });
  expect(matchPath('/admin', '/administrator', true)).toBeNull();
  expect(matchPath('/admin', '/Admin/dashboard', true)?.prefix).toBe('/Admin');
  expect(matchPath(undefined, '/anything')?.params).toEqual({});
});

function Where() {
  const [path] = useLocation();
  return <p data-testid="where">{path}</p>;
}

test('Switch shows the first route that matches; a nested route sees the addresses under its prefix, ~ leaves it', () => {
  window.history.replaceState(null, '', '/admin/dashboard/settings');
  render(
    <Switch>
      <Route path="/admin" nest>
        <Switch>
          <Route path="/dashboard/:tab">{(params) => <h1>tab {params.tab}</h1>}</Route>
          <Route path="/dashboard/settings">
            <h1>never: the route above came first</h1>
          </Route>
        </Switch>
        <Where />
        <Link href="/dashboard/messages">messages</Link>
        <Link href="~/pricing">pricing</Link>
      </Route>
      <Route>
        <h1>not found</h1>
      </Route>
    </Switch>,
  );
  expect(screen.getByRole('heading').textContent).toBe('tab settings');
  expect(screen.getByTestId('where').textContent).toBe('/dashboard/settings');
  expect(screen.getByRole('link', { name: 'messages' }).getAttribute('href')).toBe('/admin/dashboard/messages');
  expect(screen.getByRole('link', { name: 'pricing' }).getAttribute('href')).toBe('/pricing');

  fireEvent.click(screen.getByRole('link', { name: 'messages' }));
  expect(window.location.pathname).toBe('/admin/dashboard/messages');
  expect(screen.getByRole('heading').textContent).toBe('tab messages');

  fireEvent.click(screen.getByRole('link', { name: 'pricing' }));
  expect(window.location.pathname).toBe('/pricing');
  expect(screen.getByRole('heading').textContent).toBe('not found');
});

test("a click with a modifier, or one the link's own handler refused, stays with the browser", () => {
  window.history.replaceState(null, '', '/');
  render(
    <Link href="/contact" onClick={(event) => (window as unknown as { refuse?: boolean }).refuse && event.preventDefault()}>
      contact
    </Link>,
  );
  const link = screen.getByRole('link', { name: 'contact' });
  // Not cancelled: the browser opens it (a new tab, here happy-dom's own navigation), the app does not.
  expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
  expect(fireEvent.click(link, { button: 1 })).toBe(true);
  window.history.replaceState(null, '', '/');
  (window as unknown as { refuse?: boolean }).refuse = true;
  expect(fireEvent.click(link)).toBe(false);
  expect(window.location.pathname).toBe('/');
  (window as unknown as { refuse?: boolean }).refuse = false;
  const before = window.history.length;
  fireEvent.click(link);
  expect(window.location.pathname).toBe('/contact');
  expect(window.history.length).toBe(before + 1);
});

test('a Redirect replaces the address as it is shown; the Back button does not return to it', () => {
  window.history.replaceState(null, '', '/admin/dashboard');
  const before = window.history.length;
  render(
    <Router base="/admin">
      <Route path="/dashboard">
        <Redirect to="~/admin" replace />
      </Route>
    </Router>,
  );
  expect(window.location.pathname).toBe('/admin');
  expect(window.history.length).toBe(before);
});

function Query() {
  const search = useSearch();
  const [settings] = useRoute('/dashboard/settings/:section');
  return (
    <p data-testid="query">
      {search}|{String(settings)}
    </p>
  );
}

test('an address changed by history directly (main.tsx naming the language) is seen; a fixed one never moves', () => {
  window.history.replaceState(null, '', '/pricing');
  render(<Query />);
  expect(screen.getByTestId('query').textContent).toBe('|false');
  act(() => window.history.replaceState(null, '', '/pricing?lang=zh'));
  expect(screen.getByTestId('query').textContent).toBe('lang=zh|false');
  act(() => navigate('/dashboard/settings/email'));
  expect(screen.getByTestId('query').textContent).toBe('|true');
  cleanup();

  render(
    <Router fixed={{ path: '/services', search: 'lang=en' }}>
      <Where />
      <Query />
      <Link href="/contact">contact</Link>
    </Router>,
  );
  expect(screen.getByTestId('where').textContent).toBe('/services');
  expect(screen.getByTestId('query').textContent).toBe('lang=en|false');
  fireEvent.click(screen.getByRole('link', { name: 'contact' }));
  expect(window.location.pathname).toBe('/dashboard/settings/email');
  expect(screen.getByTestId('where').textContent).toBe('/services');
});
