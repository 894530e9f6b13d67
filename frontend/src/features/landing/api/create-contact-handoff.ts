import type { ContactHandoff, ContactHandoffInput } from '@beauty/domain/schemas/user';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/login/handoff: the server keeps her name, email and phone for the sign-in page and
 * answers a token for its address (signed in, it fills her profile's gaps and answers null).
 * Best effort: any failure answers null, and sign-in opens without the details filled in.
 */
export async function createContactHandoff(contact: ContactHandoffInput): Promise<string | null> {
  try {
    const res = await apiRequest('POST', '/api/login/handoff', contact);
    return ((await res.json()) as ContactHandoff).handoff;
  } catch {
    return null;
  }
}
