// A headline result as the site sets it wherever one is shown: the figure large in the accent, its label under it at a
// reading size (beside the figure on one baseline it read as a footnote: review of session 37). One drawing for the
// story's facts, its glance column, the /work cards, the next story and the stories without a page.
import { Marked } from './marked';
import { Phrased } from './phrased';

const VALUE = {
  md: 'text-4xl',
  lg: 'text-5xl',
  /** A list's lead (/work's featured story). */
  xl: 'text-6xl sm:text-7xl',
} as const;

type Props = {
  value: string;
  /** Under the figure; none drawn when empty. */
  label?: string;
  size?: keyof typeof VALUE;
  /** The label's colour and size, where its place sets them (ink beside facts, muted on a card). */
  labelClassName?: string;
  /** Phrase the label (a card's longer Chinese label breaks between phrases), rather than only mark it. */
  phrased?: boolean;
  /** `span` inside a `<dd>`, which may not hold a paragraph's place in every reader. */
  as?: 'p' | 'span';
  className?: string;
};

export function ResultFigure({
  value,
  label = '',
  size = 'lg',
  labelClassName = 'mt-2 text-[0.9375rem] leading-snug font-medium text-ink sm:text-base',
  phrased = false,
  as: Tag = 'p',
  className = '',
}: Props) {
  return (
    <Tag className={`${Tag === 'span' ? 'block ' : ''}${className}`.trim() || undefined}>
      <span className={`block ${VALUE[size]} leading-none font-semibold tracking-[-0.04em] text-accent-text tabular-nums`}>
        <Marked text={value} />
      </span>
      {label && <span className={`block ${labelClassName}`}>{phrased ? <Phrased text={label} /> : <Marked text={label} />}</span>}
    </Tag>
  );
}
