import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** POST /api/account/email-confirmation: the link again; 409 when already confirmed, 429 when asked too often. */
export async function resendEmailConfirmation(): Promise<{ message: string }> {
  const res = await apiRequest('POST', '/api/account/email-confirmation');
  return (await res.json()) as { message: string };
}

export function useResendEmailConfirmation() {
  return useMutation({ mutationFn: resendEmailConfirmation });
}
