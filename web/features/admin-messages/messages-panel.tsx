// The messages tab: newest first, read/unread, view (which marks read) and delete after confirming; a list on a phone.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { ContactMessage } from '../../../src/contract';
import { Dialog } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { useAdminT } from '../../lib/admin-i18n';
import { api } from '../../lib/api';
import { fill } from '../../lib/i18n';
import { failureToast } from '../../lib/failure-toast';
import { LoadFailed } from '../../components/admin/load-failed';
import { MessageRow } from './message-row';
import { MessageDialog } from './message-dialog';

const LIST = ['contact-messages'];

export function MessagesPanel() {
  const t = useAdminT();
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
    onError: (error, id) => failureToast(t.toast.loadFailed, error, t, () => view.mutate(id), t.toast.failedToFetchMessage),
  });
  const remove = useMutation({
    mutationFn: (id: number) => api(`/api/contact-messages/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => {
      setDoomed(null);
      if (open?.id === id) setOpen(null);
      toast.success(t.toast.messageDeleted);
      void queryClient.invalidateQueries({ queryKey: LIST });
    },
    onError: (error, id) => failureToast(t.toast.deleteFailed, error, t, () => remove.mutate(id)),
  });

  if (list.isPending) return <Spinner label={t.messages.loading} />;
  if (list.isError) return <LoadFailed what={t.failure.loadMessages} error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  if (!list.data.length) return <p className="muted py-12 text-center">{t.messages.empty}</p>;

  const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase whitespace-nowrap dark:text-slate-300';
  const now = Date.now();
  return (
    <section aria-label={t.messages.title}>
      <div className="card sm:overflow-x-auto">
        <table className="w-full text-sm max-sm:block sm:min-w-[40rem]">
          <thead className="border-b border-slate-200 max-sm:hidden dark:border-slate-700">
            <tr>
              <th scope="col" className={th}>{t.messages.name}</th>
              <th scope="col" className={th}>{t.messages.email}</th>
              <th scope="col" className={th}>{t.messages.date}</th>
              <th scope="col" className={th}>{t.messages.status}</th>
              <th scope="col" className={`${th} text-right`}>{t.messages.actions}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 max-sm:block dark:divide-slate-700">
            {list.data.map((m) => (
              <MessageRow key={m.id} message={m} now={now} onOpen={() => view.mutate(m.id)} onDelete={() => setDoomed(m)} />
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
