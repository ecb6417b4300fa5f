// Custom software's drawn scene, on its own so the home page (its phone hero) loads it without the other scenes.
import { useT } from '../../lib/i18n';
import { W, Window } from './scene-window';

/** A status pill's fill, how much of it shows, and its text: done (good), in progress (the accent, the one highlight), not started. */
const TONES = [
  ['fill-good', 0.12, 'fill-good'],
  ['fill-accent-soft', 1, 'fill-accent-text'],
  ['fill-good', 0.12, 'fill-good'],
  ['fill-surface-alt', 1, 'fill-muted'],
] as const;

/** Custom software: today's orders, each with its customer and where it stands. */
export function OrdersVisual({ className }: { className?: string }) {
  const t = useT().serviceScenes.scenes.orders;
  return (
    <Window title={t.title} badge={t.filter} className={className}>
      {t.columns.map((column, i) => (
        <text key={column} x={[16, 84, 304][i]} y="50" textAnchor={i === 2 ? 'end' : 'start'} className="fill-faint">
          {column}
        </text>
      ))}
      {t.rows.map((row, i) => {
        const y = 58 + i * 34;
        const [bg, opacity, ink] = TONES[i % TONES.length]!;
        return (
          <g key={row.id}>
            <line x1="12" x2={W - 12} y1={y + 0.5} y2={y + 0.5} className="stroke-line" />
            <text x="16" y={y + 21} fontSize="1.2em" fontWeight="600" className="fill-ink">
              {row.id}
            </text>
            <text x="84" y={y + 21} fontSize="1.2em" className="fill-muted">
              {row.who}
            </text>
            <rect x={W - 76} y={y + 9} width="60" height="17" rx="8.5" className={bg} fillOpacity={opacity} />
            <text x={W - 46} y={y + 20.5} fontWeight="600" textAnchor="middle" className={ink}>
              {row.status}
            </text>
          </g>
        );
      })}
    </Window>
  );
}
