import type { QueryClient, QueryKey } from '@tanstack/react-query';

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
 * After a status change: show the new status in the list at once, then refetch the list so
 * the server's times and 'changed by' arrive too (no page reload). Resolves once refetched.
 */
export async function applyStatusChange<S extends string>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  answer: StatusChangeAnswer<S>,
): Promise<void> {
  queryClient.setQueryData<Array<{ id: string; status: S; adminNotes: string | null }>>(queryKey, (list) =>
    list?.map((item) =>
      item.id === answer.id ? { ...item, status: answer.status, adminNotes: answer.adminNotes } : item,
    ),
  );
  await queryClient.invalidateQueries({ queryKey });
}

/** The body of a status change: notes only when some were written. */
export function statusChangeBody<S extends string>({ status, adminNotes }: StatusChange<S>) {
  const notes = adminNotes?.trim();
  return notes ? { status, adminNotes: notes } : { status };
}
