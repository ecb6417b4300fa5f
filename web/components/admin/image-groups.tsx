// A picker's group of images (lib/share-cards.ts) under its name: screens and pictures, or covers and share cards, each
// with its sign, so the owner sees which kind a tile is before choosing it. One group alone has no name.
import type { ReactNode } from 'react';
import { useAdminT } from '../../lib/admin-i18n';
import type { ImageGroup } from '../../lib/share-cards';

const SIGN = { pictures: 'i-lucide-monitor', cards: 'i-lucide-share-2' } as const;

export function ImageGroupFrame({ kind, children }: { kind: ImageGroup<never>['kind']; children: ReactNode }) {
  const t = useAdminT();
  if (kind === 'all') return <>{children}</>;
  const label = kind === 'cards' ? t.snippets.groupCards : t.snippets.groupPictures;
  return (
    <fieldset className="mt-3 min-w-0">
      <legend className="text-xs font-medium text-muted">
        <span className={`${SIGN[kind]} mr-1.5 inline-block h-3.5 w-3.5 align-[-0.1875rem]`} aria-hidden="true" />
        {label}
      </legend>
      {children}
    </fieldset>
  );
}
