// One pricing plan: badge when popular, the price in US dollars (an annual one also per month), the way to ask about
// the plan, online checkout's disabled "Coming Soon" button, and the ticked and crossed features (folded on a phone, on
// every plan alike). From a laptop's width up the card is a subgrid of the row, so titles, prices, buttons and feature
// lists line up across the three cards (the popular card is not lifted above the others: its rows stay level).
import type { PricingPlan } from '../../../src/contract';
import { PageLink } from '../../components/ui/page-link';
import { fill, useT, type Lang } from '../../lib/i18n';
import { parseFeature, perMonthOf, shownPrice, type Period } from './plans';
import { Marked } from '../../components/ui/marked';
import { Phrased } from '../../components/ui/phrased';
import { PRICING_WORDS } from '../../i18n/pricing-words';

/** `distinct`: what sets the plan apart (plans.ts, distinctFeatures), open above the folded list on a phone. */
export function PlanCard({ plan, period, lang, distinct = [] }: { plan: PricingPlan; period: Period; lang: Lang; distinct?: string[] }) {
  const t = useT();
  const features = lang === 'zh' ? plan.featuresZh : plan.featuresEn;
  const title = lang === 'zh' ? plan.titleZh : plan.titleEn;
  const annual = period === 'annual';
  return (
    // On a phone the plans keep their price order, Basic, Pro, Enterprise (round 12 of the outside review: the popular
    // plan moved first broke it); the popular one is marked by its badge and edge.
    // From a laptop's width the card spans its four rows (title, description, price, actions) and a row for each feature
    // line a plan may have (`plan-card` and `plan-features`, web/styles/uno.config.ts; decision 0251), so each feature
    // line is level with the same line of the other cards, however the lines wrap.
    <li
      className={`plan-card card relative flex flex-col p-6 sm:p-8 lg:grid lg:grid-rows-subgrid lg:gap-y-0 ${
        plan.isPopular ? 'border-accent shadow-[var(--shadow-pop)] ring-1 ring-accent' : ''
      }`}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 className="card-title text-xl">
          <Phrased text={title} />
        </h3>
        {plan.isPopular && (
          <span className="inline-flex items-center gap-1 rounded-full bg-accent px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-accent-ink">
            <span className="i-lucide-sparkles h-3.5 w-3.5" aria-hidden="true" />
            {t.pricing.mostPopular}
          </span>
        )}
      </div>
      {/* Two even lines, in Chinese broken between phrases (round 20: 每天倚 / 賴 as body text on a phone). */}
      <p className="muted wrap-balance phrase-balance mt-2 text-sm leading-relaxed">
        <Phrased text={lang === 'zh' ? plan.descriptionZh : plan.descriptionEn} balanced />
      </p>
      {/* An annual plan reads per month too (its stored amount over twelve), beside what is billed. */}
      <div className="mt-5 lg:mt-7">
        <p className="flex items-baseline gap-1.5">
          <span className="text-4xl font-semibold tracking-[-0.04em] sm:text-5xl text-ink tabular-nums">
            {shownPrice(annual ? perMonthOf(plan.amount) : plan.price)}
          </span>
          <span className="muted text-sm font-medium">{t.pricing.perMonth}</span>
        </p>
        {/* Monthly, "/ month" beside the price says how it is billed; annual, the yearly bill is said under it. */}
        {annual && <p className="muted mt-2 text-sm">{fill(t.pricing.billedYearly, { price: shownPrice(plan.price) })}</p>}
      </div>
      <div className="mt-5 lg:mt-7">
        {/* Until payment opens, the way to act on a plan: the contact form, started with this plan named. */}
        <PageLink
          href={`/contact?plan=${plan.planId}&billing=${period}`}
          // A transparent edge makes the filled button as tall as the outlined ones: the rows under the three actions
          // stay level across the cards.
          className={`${plan.isPopular ? 'btn-primary border border-transparent' : 'btn-outline'} w-full`}
        >
          {/* Named (decision 0280, round 34: "Ask about this plan" three times read as one button repeated); a Chinese
              title already ending in 方案 is not given a second one. */}
          <Marked text={fill(t.pricing.askAbout, { plan: title.replace(/\s*方案$/, '') })} />
          <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
        </PageLink>
        {/* Online checkout, not open yet: product.md's disabled "Coming Soon" kept a disabled control (decision 0136), drawn
            as a status, not an offer: a flat, square-cornered tag in the quiet surface, no edge, no pill (round 14: the
            outlined pill read as a second button), named on its left by what it is about, under the card's real action. */}
        <div className="mt-3 flex items-center justify-between gap-3 text-[0.8125rem] text-muted">
          <span id={`checkout-${plan.id}`}>{t.pricing.onlineCheckout}</span>
          <button type="button" disabled aria-describedby={`checkout-${plan.id}`} className="soon-tag">
            <span className="i-lucide-clock h-3 w-3" aria-hidden="true" />
            {t.pricing.comingSoon}
          </button>
        </div>
      </div>
      {/* On a phone three long lists made a 3,000 px stack: every card folds its features into a native disclosure (no
          script), its count in the summary, all three alike (round 14: the popular one open alone looked like a fault). From a laptop's width up every list is open, the
          summary gone, so the rows still line up across the cards (the `plan-features` rule in uno.config.ts). */}
      {/* Below a laptop's width the lines that set this plan apart stay open (round 16: three folded cards read alike);
          the full list, those lines among them, is folded under them. */}
      {distinct.length > 0 && (
        <ul className="mt-6 space-y-2.5 border-t border-line pt-5 text-sm text-ink lg:hidden" data-part="plan-distinct">
          {distinct.map((text) => (
            <li key={text} className="flex items-start gap-2.5">
              <span className="i-lucide-check mt-0.5 h-4 w-4 shrink-0 text-good" aria-hidden="true" />
              <span>
                <Marked text={keepNumberWithWord(text)} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <details className={`plan-features group border-t border-line lg:mt-7 ${distinct.length ? 'mt-4' : 'mt-6'}`}>
        <summary className="keyboard-ring flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 rounded pt-4 text-sm font-semibold text-ink [&::-webkit-details-marker]:hidden">
          {/* The whole list's length, ticks and crosses (round 29: "What's included (4)" under two open ticks read as
              a count of something else). */}
          {fill(PRICING_WORDS[lang].featuresSummary, { count: features.length })}
          <span
            className="i-lucide-chevron-down h-4 w-4 text-muted transition-transform duration-150 group-open:rotate-180"
            aria-hidden="true"
          />
        </summary>
        <ul className="space-y-3 pt-4 text-sm lg:pt-7">
          {features.map((raw) => {
            const feature = parseFeature(raw);
            return (
              // Wrapped prettily, no one-word last line (decision 0251; the seed's lines are short enough for one line of
              // a laptop's card, round 19's early breaks came from its long ones).
              <li key={raw} className={`flex items-start gap-2.5 text-pretty ${feature.included ? 'text-ink' : 'text-muted'}`}>
                <span
                  className={`${feature.included ? 'i-lucide-check text-good' : 'i-lucide-x text-faint'} mt-0.5 h-4 w-4 shrink-0`}
                  aria-hidden="true"
                />
                {/* Not included: the cross in the faint tone and the words in the muted one (7 : 1 and more in both
                    themes), unstruck (round 24: a line through them looked dated; product.md §2 keeps the cross). */}
                <span>
                  <span className="sr-only">{feature.included ? t.pricing.included : t.pricing.notIncluded}: </span>
                  <Marked text={keepNumberWithWord(feature.text)} />
                </span>
              </li>
            );
          })}
        </ul>
      </details>
    </li>
  );
}

/** A number and the word after it on one line ("2 business days" never ends a line on "2"): a no-break space between. */
function keepNumberWithWord(text: string): string {
  return text.replace(/(\d) (?=\p{L})/gu, '$1\u00a0');
}
