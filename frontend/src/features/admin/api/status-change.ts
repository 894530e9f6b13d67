import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { useApiMutation } from '@/lib/api-mutation';
import type { ListPages } from '@/lib/paged-list';
import { withStatusChanged } from '../moderation-pages';
import { panelCountsQueryKey } from './get-panel-counts';

/** What a PUT …/status call sends: the new status and, optionally, notes that go with it. */
export interface StatusChange<S extends string> {
  id: string;
  status: S;
  adminNotes?: string;
}

/** Its answer: { id, status, adminNotes }. */
export interface StatusChangeAnswer<S extends string> {
  id: string;
  status: S;
  adminNotes: string | null;
}

/**
 * After a status change: show the new status in the list at once (in every list under the key:
 * a filtered one too), then read the lists again (the pages read so far) and the tab badges, so
 * the server's times, 'changed by' and counts arrive too (no page reload). Resolves once all are read.
 */
export async function applyStatusChange<S extends string>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  answer: StatusChangeAnswer<S>,
): Promise<void> {
  queryClient.setQueriesData<ListPages<{ id: string; status: S; adminNotes: string | null }>>(
    { queryKey },
    (data) => withStatusChanged(data, answer),
  );
  await Promise.all([
    queryClient.invalidateQueries({ queryKey }),
    queryClient.invalidateQueries({ queryKey: panelCountsQueryKey }),
  ]);
}

/** The body of a status change: notes only when some were written. */
export function statusChangeBody<S extends string>({ status, adminNotes }: StatusChange<S>) {
  const notes = adminNotes?.trim();
  return notes ? { status, adminNotes: notes } : { status };
}

/**
 * The hook of one list's PUT {path}/{id}/status: sends the change (as `body` makes it, by default
 * `statusChangeBody`), then shows it with `applyStatusChange` and reads `alsoRefresh` again (e.g.
 * a public list the decision changes).
 */
export function useStatusChange<S extends string, C extends StatusChange<S> = StatusChange<S>>(
  path: string,
  queryKey: QueryKey,
  alsoRefresh?: QueryKey,
  body: (change: C) => object = statusChangeBody,
) {
  return useApiMutation(
    (change: C) =>
      apiJson<StatusChangeAnswer<S>>('PUT', `${path}/${encodeURIComponent(change.id)}/status`, body(change)),
    {
      onSuccess: async (queryClient, answer) => {
        await applyStatusChange(queryClient, queryKey, answer);
        if (alsoRefresh) await queryClient.invalidateQueries({ queryKey: alsoRefresh });
      },
    },
  );
}
