// The pricing page's questions and answers (the admin's `faqs` list): the heading beside a list of disclosures on a
// laptop, one under the other on a phone. Native <details>/<summary>, so they open without script and a screen reader
// announces them as expandable. No band at all when the list is empty (or not there yet on a client-side visit).
import { Phrased } from '../../components/ui/phrased';
import { PRICING_WORDS } from '../../i18n/pricing-words';
import { pick, useLang } from '../../lib/i18n';
import { publicQueries } from '../../lib/public-queries';
import { usePublicRead } from '../../lib/read-store';

export function FaqSection() {
  const lang = useLang();
  const words = PRICING_WORDS[lang];
  const { data } = usePublicRead(publicQueries.list('faqs'));
  if (!data?.length) return null;
  return (
    <section aria-labelledby="faq-title" data-part="faqs" className="border-y border-line bg-bg-alt">
      <div className="page-x section-y grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
        <div>
          <h2 id="faq-title" className="section-title">
            <Phrased text={words.faqTitle} />
          </h2>
          <p className="lead wrap-balance phrase-balance mt-4">
            <Phrased text={words.faqSubtitle} balanced />
          </p>
        </div>
        <ul className="divide-y divide-line border-y border-line">
          {data.map((faq) => (
            <li key={faq.id}>
              <details className="group">
                <summary className="keyboard-ring flex min-h-11 cursor-pointer list-none items-start justify-between gap-6 rounded py-5 font-semibold text-ink [&::-webkit-details-marker]:hidden">
                  <span>
                    <Phrased text={pick(faq, 'question', lang)} />
                  </span>
                  <span
                    className="mt-0.5 grid h-6 w-6 shrink-0 place-items-center rounded-full border border-line-strong text-muted transition-transform duration-150 group-open:rotate-45"
                    aria-hidden="true"
                  >
                    <span className="i-lucide-plus h-3.5 w-3.5" />
                  </span>
                </summary>
                <div className="muted -mt-1 space-y-3 pr-12 pb-6 leading-relaxed">
                  {pick(faq, 'answer', lang)
                    .split(/\n+/)
                    .filter((line) => line.trim())
                    .map((line) => (
                      <p key={line}>
                        <Phrased text={line} />
                      </p>
                    ))}
                </div>
              </details>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
