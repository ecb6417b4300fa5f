// A call-to-action band: heading, text and links, on the brand colour.
import type { ReactNode } from 'react';
import { Phrased } from './phrased';

export function CtaBand({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <section className="page-x py-16">
      <div className="rounded-3xl bg-blue-800 px-6 py-12 text-center text-white shadow-lg sm:px-12 dark:bg-blue-900">
        <h2 className="text-3xl font-bold tracking-tight text-balance">
          <Phrased text={title} />
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-blue-100 text-pretty">
          <Phrased text={description} />
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}
