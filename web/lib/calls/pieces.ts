// The admin's calls for published pieces (decision 0091): a collection's list, one piece, writing it, changing a
// language's state and schedule, deleting it, and the editor's preview by the page's own renderer.
import { queryOptions } from '@tanstack/react-query';
import type { Collection, Lang, Ok, Piece, PieceWrite, RenderedPreview, StateChanged, StateWrite } from '../../../src/contract';
import { API_PATHS, pathTo } from '../../../src/contract/api-paths';
import { api } from '../api';

const PATHS = API_PATHS.pieces;

export const piecesQuery = (collection: Collection) =>
  queryOptions({ queryKey: ['pieces', collection], queryFn: () => api<Piece[]>(pathTo(PATHS.list, { collection })) });

export const pieceQuery = (collection: Collection, id: number) =>
  queryOptions({
    queryKey: ['pieces', collection, id],
    queryFn: () => api<Piece>(pathTo(PATHS.one, { collection, id })),
  });

export const createPiece = (collection: Collection, body: PieceWrite) =>
  api<Piece>(pathTo(PATHS.list, { collection }), { method: 'POST', body });

export const savePiece = (collection: Collection, id: number, body: PieceWrite) =>
  api<Piece>(pathTo(PATHS.one, { collection, id }), { method: 'PUT', body });

export const deletePiece = (collection: Collection, id: number) => api<Ok>(pathTo(PATHS.one, { collection, id }), { method: 'DELETE' });

export const changeState = (collection: Collection, id: number, lang: Lang, body: StateWrite) =>
  api<StateChanged>(pathTo(PATHS.state, { collection, id, lang }), { method: 'PUT', body });

export const renderPreview = (markdown: string, lang: Lang) =>
  api<RenderedPreview>(PATHS.markdown, { method: 'POST', body: { markdown, lang } });

/** How history names a piece: what the languages share, or one language's texts. */
export const pieceTarget = (collection: Collection, id: number, lang?: Lang) => `${collection}/${id}${lang ? `/${lang}` : ''}`;
