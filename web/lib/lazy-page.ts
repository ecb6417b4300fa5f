// A page's screen in a chunk of its own, so a visitor downloads the code of the page they read and not of the others.
// `preload()` fetches it ahead: the server and the browser both call it before the first render, so hydration renders
// the loaded screen at once, exactly as the server did (no Suspense boundary in either). A page reached later by a
// link loads while the layout stays and a quiet placeholder holds its place.
import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

export type LazyPage = { Screen: ComponentType; preload: () => Promise<unknown> };

export function lazyPage(load: () => Promise<ComponentType>, placeholder: () => ReactNode): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    loading ??= load().then((screen) => {
      loaded = screen;
      return screen;
    });
    return loading;
  };
  const Deferred = lazy(() => preload().then((screen) => ({ default: screen })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page at module level (public-site.tsx), never during a render
  const Screen = () => (loaded ? createElement(loaded) : createElement(Suspense, { fallback: placeholder() }, createElement(Deferred)));
  return { Screen, preload };
}
