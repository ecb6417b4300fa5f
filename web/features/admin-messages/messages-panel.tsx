// The messages tab: newest first, read/unread, view (which marks read) and delete after confirming.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { ContactMessage } from '../../../src/contract';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { useAdminT } from '../../lib/admin-i18n';
import { api } from '../../lib/api';
import { fill, useLang } from '../../lib/i18n';
import { longDate } from './format';
import { MessageDialog } from './message-dialog';

const LIST = ['contact-messages'];

export function MessagesPanel() {
  const t = useAdminT();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<ContactMessage | null>(null);
  const [doomed, setDoomed] = useState<ContactMessage | null>(null);
  const list = useQuery({ queryKey: LIST, queryFn: () => api<ContactMessage[]>('/api/contact-messages') });

  const view = useMutation({
    mutationFn: (id: number) => api<ContactMessage>(`/api/contact-messages/${id}`),
    onSuccess: (message) => {
      setOpen(message);
      void queryClient.invalidateQueries({ queryKey: LIST }); // it is read now
    },
    onError: () => toast.error(t.toast.loadFailed, { description: t.toast.failedToFetchMessage }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => api(`/api/contact-messages/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => {
      setDoomed(null);
      if (open?.id === id) setOpen(null);
      toast.success(t.toast.messageDeleted);
      void queryClient.invalidateQueries({ queryKey: LIST });
    },
    onError: (error) => toast.error(t.toast.deleteFailed, { description: error.message }),
  });

  if (list.isPending) return <Spinner label={t.messages.loading} />;
  if (list.isError) return <p role="alert">{`${t.toast.failedToLoad}: ${list.error.message}`}</p>;
  if (!list.data.length) return <p className="muted py-12 text-center">{t.messages.empty}</p>;

  const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300';
  return (
    <section aria-label={t.messages.title}>
      <div className="card overflow-x-auto">
        <table className="w-full min-w-[40rem] text-sm">
          <thead className="border-b border-slate-200 dark:border-slate-700">
            <tr>
              <th scope="col" className={th}>{t.messages.name}</th>
              <th scope="col" className={th}>{t.messages.email}</th>
              <th scope="col" className={th}>{t.messages.date}</th>
              <th scope="col" className={th}>{t.messages.status}</th>
              <th scope="col" className={`${th} text-right`}>{t.messages.actions}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
            {list.data.map((m) => (
              <tr key={m.id} className={m.isRead ? '' : 'bg-blue-50/60 font-medium dark:bg-sky-400/5'}>
                <td className="px-4 py-3">{m.name}</td>
                <td className="px-4 py-3 break-all">{m.email}</td>
                <td className="px-4 py-3 whitespace-nowrap">{longDate(m.createdAt, lang)}</td>
                <td className="px-4 py-3">
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                      m.isRead ? 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200' : 'bg-blue-100 text-blue-800 dark:bg-sky-400/20 dark:text-sky-200'
                    }`}
                  >
                    {m.isRead ? t.messages.read : t.messages.unread}
                  </span>
                </td>
                <td className="px-4 py-3">
                  <div className="flex justify-end gap-2">
                    <button type="button" className="btn-outline px-3 py-1.5" onClick={() => view.mutate(m.id)} aria-label={fill(t.messages.viewMessageFrom, { name: m.name })}>
                      <span className="i-lucide-eye h-4 w-4" aria-hidden="true" />
                      {t.messages.view}
                    </button>
                    <button
                      type="button"
                      className="btn border border-red-300 px-3 py-1.5 text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950"
                      onClick={() => setDoomed(m)}
                      aria-label={fill(t.messages.deleteMessageFrom, { name: m.name })}
                    >
                      <span className="i-lucide-trash-2 h-4 w-4" aria-hidden="true" />
                      {t.messages.delete}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <MessageDialog message={open} onClose={() => setOpen(null)} onDelete={setDoomed} onChange={setOpen} />
      <Dialog
        role="alertdialog"
        open={doomed !== null}
        onClose={() => setDoomed(null)}
        title={t.messages.confirmTitle}
        actions={
          <>
            <button type="button" className="btn-outline" onClick={() => setDoomed(null)} autoFocus>
              {t.messages.cancel}
            </button>
            <button type="button" className="btn bg-red-700 text-white hover:bg-red-800" disabled={remove.isPending} onClick={() => doomed && remove.mutate(doomed.id)}>
              {t.messages.confirmDelete}
            </button>
          </>
        }
      >
        <p>{doomed && fill(t.messages.confirmBody, { name: doomed.name })}</p>
      </Dialog>
    </section>
  );
}
