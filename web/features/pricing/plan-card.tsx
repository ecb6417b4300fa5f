// One pricing plan: badge when popular, price per period, ticked and crossed-out features, a disabled button, and a
// link to ask about the plan through the contact form.
import type { PricingPlan } from '../../../src/contract';
import { Link } from 'wouter';
import { fill, useT, type Lang } from '../../lib/i18n';
import { parseFeature, type Period } from './plans';
import { Phrased } from '../../components/ui/phrased';

export function PlanCard({ plan, period, lang }: { plan: PricingPlan; period: Period; lang: Lang }) {
  const t = useT();
  const features = lang === 'zh' ? plan.featuresZh : plan.featuresEn;
  const title = lang === 'zh' ? plan.titleZh : plan.titleEn;
  return (
    <li
      className={`card relative flex flex-col p-8 ${plan.isPopular ? 'border-2 border-blue-700 shadow-lg lg:-mt-4 lg:mb-4 dark:border-sky-400' : ''}`}
    >
      {plan.isPopular && (
        <span className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-blue-700 px-4 py-1 text-xs font-bold whitespace-nowrap text-white dark:bg-sky-400 dark:text-slate-950">
          {t.pricing.mostPopular}
        </span>
      )}
      <h3 className="text-xl font-semibold">
        <Phrased text={title} />
      </h3>
      <p className="muted mt-2 min-h-12 text-sm leading-relaxed">
        <Phrased text={lang === 'zh' ? plan.descriptionZh : plan.descriptionEn} />
      </p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold tracking-tight">{plan.price}</span>
        <span className="muted text-sm">{period === 'monthly' ? t.pricing.perMonth : t.pricing.perYear}</span>
      </p>
      <ul className="mt-8 flex-1 space-y-3 text-sm">
        {features.map((raw) => {
          const feature = parseFeature(raw);
          return (
            <li key={raw} className={`flex items-start gap-2 ${feature.included ? '' : 'text-slate-500 dark:text-slate-400'}`}>
              <span
                className={`${feature.included ? 'i-lucide-check text-emerald-600 dark:text-emerald-400' : 'i-lucide-x'} mt-0.5 h-4.5 w-4.5`}
                aria-hidden="true"
              />
              {/* Crossed-out Chinese is hard to read: in Chinese the cross and the muted colour say it. */}
              <span className={feature.included || lang === 'zh' ? '' : 'line-through'}>
                <span className="sr-only">{feature.included ? t.pricing.included : t.pricing.notIncluded}: </span>
                {feature.text}
              </span>
            </li>
          );
        })}
      </ul>
      <button type="button" disabled className={`${plan.isPopular ? 'btn-primary' : 'btn-outline'} mt-8 w-full`}>
        {t.pricing.comingSoon}
      </button>
      {/* Until payment opens, the way to act on a plan: the contact form, started with this plan named. */}
      <Link
        href={`/contact?plan=${plan.planId}&billing=${period}`}
        className="keyboard-ring mt-3 inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg text-sm font-semibold text-blue-700 hover:underline dark:text-sky-300"
      >
        {t.pricing.askAboutThisPlan}
        <span className="sr-only">{fill(t.pricing.whichPlan, { plan: title })}</span>
        <span className="i-lucide-arrow-right h-4 w-4" aria-hidden="true" />
      </Link>
    </li>
  );
}
