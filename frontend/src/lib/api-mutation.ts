import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/** What a write refreshes afterwards, given the query client (set an answer, read lists again). */
export interface MutationEffects<TData, TVariables> {
  onSuccess?: (queryClient: QueryClient, data: TData, variables: TVariables) => unknown;
  onError?: (queryClient: QueryClient, error: Error, variables: TVariables) => unknown;
  onSettled?: (queryClient: QueryClient) => unknown;
}

/**
 * The mutation hook of one endpoint: `write` sends it, `effects` refresh what its answer changes.
 * A promise an effect returns is awaited by the mutation (it stays pending until the reads are in).
 */
export function useApiMutation<TData, TVariables = void>(
  write: (variables: TVariables) => Promise<TData>,
  effects: MutationEffects<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, onError, onSettled } = effects;
  return useMutation<TData, Error, TVariables>({
    mutationFn: write,
    onSuccess: onSuccess && ((data, variables) => onSuccess(queryClient, data, variables)),
    onError: onError && ((error, variables) => onError(queryClient, error, variables)),
    onSettled: onSettled && (() => onSettled(queryClient)),
  });
}

/** Read every query under these keys again; resolves once all are read. */
export async function invalidateKeys(queryClient: QueryClient, ...queryKeys: QueryKey[]): Promise<void> {
  await Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
