// The notification channels (decision 0107): listed (never their secrets), saved, switched, removed, tested.
import { queryOptions } from '@tanstack/react-query';
import type { ChannelKind, ChannelState, ChannelWrite, Ok } from '../../../src/contract';
import { API_PATHS, pathTo } from '../../../src/contract/api-paths';
import { api } from '../api';

const PATHS = API_PATHS.channels;

export const channelsQuery = () => queryOptions({ queryKey: ['notification-channels'], queryFn: () => api<ChannelState[]>(PATHS.list) });

export const saveChannel = (write: ChannelWrite) =>
  api<ChannelState>(pathTo(PATHS.one, { kind: write.kind }), { method: 'PUT', body: write });
export const switchChannel = (kind: ChannelKind, enabled: boolean) =>
  api<ChannelState>(pathTo(PATHS.one, { kind }), { method: 'PATCH', body: { enabled } });
export const removeChannel = (kind: ChannelKind) => api<Ok>(pathTo(PATHS.one, { kind }), { method: 'DELETE' });
export const testChannel = (kind: ChannelKind) => api<ChannelState>(pathTo(PATHS.test, { kind }), { method: 'POST', body: {} });
