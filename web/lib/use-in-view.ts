// Whether the element with an id is in the window, below a bar held at its top: true until it is known otherwise (a
// page opens at its top), then as the browser reports it.
import { useEffect, useState } from 'react';

export function useInView(id: string, topInset = 0): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? true), {
      rootMargin: `-${topInset}px 0px 0px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [id, topInset]);
  return inView;
}
