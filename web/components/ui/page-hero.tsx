// The top band of a page: an optional eyebrow, the H1, a subtitle, and optional actions.
import type { ReactNode } from 'react';
import { Phrased } from './phrased';

export function PageHero({
  eyebrow,
  title,
  subtitle,
  children,
}: {
  eyebrow?: string;
  title: string;
  subtitle: string;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden border-b border-slate-200 bg-linear-to-b from-blue-50 to-white dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
      <div className="page-x py-16 text-center sm:py-24">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className="mx-auto mt-3 max-w-4xl text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl dark:text-white">
          <Phrased text={title} />
        </h1>
        <p className="muted mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-pretty">
          <Phrased text={subtitle} />
        </p>
        {children && <div className="mt-10 flex flex-wrap items-center justify-center gap-3">{children}</div>}
      </div>
    </section>
  );
}
