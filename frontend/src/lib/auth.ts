import type { AuthUser as AuthUserSchema } from '@beauty/domain/schemas/user';
import type { Role } from '@beauty/domain/status';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { getQueryFn } from './api-client';

/** The signed-in user, with whether her email is confirmed and the new address awaiting its link. */
export type AuthUser = AuthUserSchema;

export const authUserQueryKey = ['/api/auth/user'] as const;

/** Any stored role other than stylist or admin counts as customer (spec 001 section 3). */
export function roleOf(user: Pick<AuthUser, 'role'> | null | undefined): Role | null {
  if (!user) return null;
  return user.role === 'admin' || user.role === 'stylist' ? user.role : 'customer';
}

const fetchAuthUser = getQueryFn<AuthUser>({ on401: 'returnNull' });

/**
 * The API sets the readable 'signed_in' cookie beside the session cookie (services/api
 * http/session.ts). Without it there is no session, so a visitor's page asks nothing.
 */
function maySignedIn(): boolean {
  return /(?:^|;\s*)(?:__Host-)?signed_in=1(?:;|$)/.test(document.cookie);
}

const noSubscription = () => () => {};

/**
 * False while React hydrates prerendered HTML, true from the render after it (and always for a
 * page rendered in the browser). A part of the page hydrates when its code is in (the landing
 * page, after the header), by which time the sign-in answer may have arrived: it must still render
 * what the server rendered, then catch up.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** What prerendered HTML was rendered with: no session known yet, the check still to come. */
const PRERENDERED_AUTH = { user: null, isLoading: true, isAuthenticated: false, role: null } as const;

/**
 * The signed-in user, from GET /api/auth/user. A 401 means signed out (data null); the call
 * is never retried, and any other failure also counts as signed out. While hydrating, the
 * prerendered state (so a signed-in visitor's first render matches the HTML; the signed-in
 * header follows right after).
 */
export function useAuth() {
  const hydrated = useHydrated();
  const { data, isLoading } = useQuery<AuthUser | null>({
    queryKey: authUserQueryKey,
    queryFn: (context) => (maySignedIn() ? fetchAuthUser(context) : null),
    retry: false,
  });
  if (!hydrated) return PRERENDERED_AUTH;
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null, role: roleOf(user) };
}

/** /api/login with an optional place to come back to and optional data that travels with it. */
export function loginUrl(redirect?: string, data?: unknown): string {
  const params = new URLSearchParams();
  if (redirect) params.set('redirect', redirect);
  if (data !== undefined) params.set('data', JSON.stringify(data));
  const query = params.toString();
  return query ? `/api/login?${query}` : '/api/login';
}

/** Sign-in and sign-out are full-page navigations handled by the server, never in-page forms. */
export function login(redirect?: string, data?: unknown): void {
  window.location.href = loginUrl(redirect, data);
}

export function logout(): void {
  window.location.href = '/api/logout';
}
