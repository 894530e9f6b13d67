import { useMutation } from '@tanstack/react-query';
import { apiJson } from './api-client';

/** POST /api/account/email-confirmation: the link again; 409 when already confirmed, 429 when asked too often. */
export function resendEmailConfirmation(): Promise<{ message: string }> {
  return apiJson<{ message: string }>('POST', '/api/account/email-confirmation');
}

export function useResendEmailConfirmation() {
  return useMutation({ mutationFn: resendEmailConfirmation });
}
