// Writing → Redirects (decision 0096): the redirects kept (each sends an address on, for good or for now; a changed
// article address adds its own) with Add, Edit and Delete (in each row's "…" menu, asking first), and under them the
// addresses visitors reached that have no page, the most reached first, each turned into a redirect in one click or
// dismissed.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { toast } from 'sonner';
import { MISSED_PATHS_KEEP_DAYS, type MissedPath, type Redirect } from '../../../src/contract';
import { ActionsMenu } from '../../components/admin/actions-menu';
import { LoadFailed } from '../../components/admin/load-failed';
import { PageHead } from '../../components/admin/page-head';
import { Dialog } from '../../components/ui/dialog';
import { useAdminT } from '../../lib/admin-i18n';
import { deleteRedirect, dismissMissedPath, missedPathsQuery, redirectsQuery } from '../../lib/calls/redirects';
import { ago, dateLocale, longDate, shortDate } from '../../lib/dates';
import { failureToast } from '../../lib/failure-toast';
import { fill, useLang } from '../../lib/i18n';
import { RedirectForm, type RedirectEditing } from './redirect-form';
import { Phrased } from '../../components/ui/phrased';

/** A list's head, the same for both lists: its name, and beside it how many it holds. */
const LIST_HEAD = 'admin-section-title mb-3 flex items-baseline gap-2';
const LIST_COUNT = 'text-sm font-normal text-muted tabular-nums';

export function RedirectsPanel() {
  const t = useAdminT();
  const words = t.redirects;
  const lang = useLang();
  const queryClient = useQueryClient();
  const redirects = useQuery(redirectsQuery());
  const missed = useQuery(missedPathsQuery());
  const [editing, setEditing] = useState<RedirectEditing | null>(null);
  const [doomed, setDoomed] = useState<Redirect | null>(null);
  const remove = useMutation({
    mutationFn: (redirect: Redirect) => deleteRedirect(redirect.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: redirectsQuery().queryKey });
      setDoomed(null);
      toast.success(words.removed);
    },
    onError: (error) => failureToast(words.removeFailed, error, t),
  });
  const dismiss = useMutation({
    mutationFn: (row: MissedPath) => dismissMissedPath(row.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: missedPathsQuery().queryKey });
      toast.success(words.missed.dismissed);
    },
    onError: (error) => failureToast(words.missed.dismissFailed, error, t),
  });
  const create = (from = '') => setEditing({ draft: { from, to: '', permanent: true } });
  const add = (
    <button type="button" className="btn-primary" onClick={() => create()}>
      <span className="i-lucide-plus h-4 w-4" aria-hidden="true" />
      {words.add}
    </button>
  );

  return (
    <div className="grid gap-12">
      <section aria-label={words.section}>
        <PageHead title={words.section} actions={add} quietTitle>
          {words.intro}
        </PageHead>
        {redirects.isPending ? (
          <p role="status">{words.loading}</p>
        ) : redirects.isError ? (
          <LoadFailed
            what={words.loadFailed}
            error={redirects.error}
            onRetry={() => void redirects.refetch()}
            retrying={redirects.isFetching}
          />
        ) : redirects.data.length === 0 ? (
          <div className="card grid place-items-center gap-2 p-10 text-center">
            <span className="i-lucide-corner-up-right h-8 w-8 text-faint" aria-hidden="true" />
            <p className="font-semibold">{words.empty}</p>
            <p className="muted phrase-balance max-w-md text-sm">
              <Phrased balanced text={words.emptyHint} />
            </p>
          </div>
        ) : (
          <>
            {/* The two lists headed alike, their count beside the name (round 18: one a muted line, the other a large
                heading). */}
            <p className={LIST_HEAD}>
              {words.section}
              <span className={LIST_COUNT}>{redirects.data.length}</span>
            </p>
            <ul className="card divide-y divide-line overflow-hidden" aria-label={words.section}>
              {redirects.data.map((redirect) => (
                <li
                  key={redirect.id}
                  className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-5"
                  data-redirect={redirect.from}
                >
                  <div className="min-w-0 flex-1 basis-72">
                    <p className="flex min-w-0 flex-wrap items-center gap-x-2 text-sm">
                      <span className="break-all">{redirect.from}</span>
                      <span className="i-lucide-arrow-right h-4 w-4 shrink-0 text-faint" aria-hidden="true" />
                      <span className="sr-only">{words.leadsTo}</span>
                      <span className="break-all text-ink">{redirect.to}</span>
                    </p>
                    <p className="muted mt-1 flex flex-wrap items-center gap-x-3 text-xs">
                      <span className="chip">{redirect.permanent ? words.permanent : words.temporary}</span>
                      <span title={longDate(redirect.createdAt, lang)}>
                        {fill(words.added, { date: shortDate(redirect.createdAt, lang) })}
                      </span>
                    </p>
                  </div>
                  {/* Edit, and Delete out of the way in the row's "…" menu (session 49: a red Delete beside Edit read as
                      the row's loudest thing); it still asks first. */}
                  <div className="flex shrink-0 items-center gap-1">
                    <button
                      type="button"
                      className="btn-outline btn-sm"
                      aria-label={fill(words.editNamed, { from: redirect.from })}
                      onClick={() =>
                        setEditing({ id: redirect.id, draft: { from: redirect.from, to: redirect.to, permanent: redirect.permanent } })
                      }
                    >
                      {words.edit}
                    </button>
                    <ActionsMenu
                      label={fill(words.moreNamed, { from: redirect.from })}
                      actions={[
                        {
                          label: fill(words.removeNamed, { from: redirect.from }),
                          text: words.remove,
                          icon: 'i-lucide-trash-2',
                          destructive: true,
                          onSelect: () => setDoomed(redirect),
                        },
                      ]}
                    />
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section aria-labelledby="missed-title">
        <h2 id="missed-title" className={LIST_HEAD}>
          {words.missed.section}
          {missed.data?.length ? <span className={LIST_COUNT}>{missed.data.length}</span> : null}
        </h2>
        <p className="muted -mt-1 mb-3 max-w-3xl text-sm">{fill(words.missed.intro, { days: String(MISSED_PATHS_KEEP_DAYS) })}</p>
        {missed.isPending ? (
          <p role="status">{words.missed.loading}</p>
        ) : missed.isError ? (
          <LoadFailed
            what={words.missed.loadFailed}
            error={missed.error}
            onRetry={() => void missed.refetch()}
            retrying={missed.isFetching}
          />
        ) : missed.data.length === 0 ? (
          <p className="card muted p-6 text-center text-sm">{words.missed.empty}</p>
        ) : (
          <ul className="card divide-y divide-line overflow-hidden" aria-label={words.missed.section}>
            {missed.data.map((row) => (
              <li key={row.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-5" data-missed={row.path}>
                <div className="min-w-0 flex-1 basis-72">
                  <p className="break-all text-sm">{row.path}</p>
                  {/* Three facts as three groups that wrap whole, apart by a gap (round 20: in Chinese a line began
                      "· 來自 linkedin.com", its separator orphaned). */}
                  <p className="muted mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs">
                    <span className="whitespace-nowrap tabular-nums">
                      {fill(words.missed.visits, { count: row.hits.toLocaleString(dateLocale(lang)) })}
                    </span>
                    <span className="whitespace-nowrap" title={longDate(row.lastSeen, lang)}>
                      {fill(words.missed.last, { time: ago(row.lastSeen, lang, t.devices.justNow) })}
                    </span>
                    {row.referrer && (
                      <>
                        {/* A path is a broken link on the site itself: the one the owner can mend. */}
                        {/* Its words kept on one line (「來自」 split over two on a phone, round 14); the address breaks after a
                            "/", a site's name never (round 18: "linkedin.c / om" on a phone). */}
                        <span className={row.referrer.startsWith('/') ? 'font-medium text-ink' : undefined}>
                          {(row.referrer.startsWith('/') ? words.missed.ownLink : words.missed.from).split('{{where}}').map((part, i) =>
                            i === 0 ? (
                              <span key="words" className="whitespace-nowrap">
                                {part}
                              </span>
                            ) : (
                              <span key="where">
                                <span className={row.referrer.startsWith('/') ? '[overflow-wrap:anywhere]' : 'whitespace-nowrap'}>
                                  {row.referrer.split(/(?<=\/)/).map((piece, n) => (
                                    // biome-ignore lint/suspicious/noArrayIndexKey: the address's pieces, in order, never moved
                                    <Fragment key={n}>
                                      {n > 0 && <wbr />}
                                      {piece}
                                    </Fragment>
                                  ))}
                                </span>
                                {part}
                              </span>
                            ),
                          )}
                        </span>
                      </>
                    )}
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <button
                    type="button"
                    className="btn-outline btn-sm"
                    aria-label={fill(words.missed.redirectNamed, { path: row.path })}
                    onClick={() => create(row.path)}
                  >
                    <span className="i-lucide-corner-up-right h-4 w-4" aria-hidden="true" />
                    {words.missed.redirect}
                  </button>
                  <button
                    type="button"
                    className="btn-ghost btn-sm"
                    aria-label={fill(words.missed.dismissNamed, { path: row.path })}
                    disabled={dismiss.isPending}
                    onClick={() => dismiss.mutate(row)}
                  >
                    {words.missed.dismiss}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <RedirectForm editing={editing} existing={redirects.data ?? []} onClose={() => setEditing(null)} />
      <Dialog
        role="alertdialog"
        open={doomed !== null}
        onClose={() => setDoomed(null)}
        title={words.remove}
        actions={
          <>
            <button type="button" className="btn-outline" onClick={() => setDoomed(null)}>
              {words.form.cancel}
            </button>
            <button type="button" className="btn-danger" disabled={remove.isPending} onClick={() => doomed && remove.mutate(doomed)}>
              {words.remove}
            </button>
          </>
        }
      >
        <p>{doomed && fill(words.removeQuestion, { from: doomed.from })}</p>
      </Dialog>
    </div>
  );
}
