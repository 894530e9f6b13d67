import type { MessageOnly } from '@beauty/domain/schemas/answers';
import type { PasswordChange } from '@beauty/domain/schemas/user';
import { apiJson } from '@/lib/api-client';
import { useApiMutation } from '@/lib/api-mutation';

/**
 * PUT /api/account/password: 200 { message }; 400 field errors; 422 the current password is
 * wrong (its field's message); 409 she has no password here; 429 after too many wrong ones.
 */
export function changePassword(change: PasswordChange): Promise<MessageOnly> {
  return apiJson<MessageOnly>('PUT', '/api/account/password', change);
}

export function useChangePassword() {
  return useApiMutation(changePassword);
}
