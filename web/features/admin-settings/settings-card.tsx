// One group of settings as a card: a title, one line saying what it is for, then its form or list.
import { useId, type ReactNode } from 'react';

type Props = { title: string; description: ReactNode; children: ReactNode; className?: string };

export function SettingsCard({ title, description, children, className = '' }: Props) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`card p-5 sm:p-6 ${className}`}>
      <h2 id={id} className="card-title">
        {title}
      </h2>
      <p className="muted mt-1 text-sm">{description}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}
