import { bookingDraft } from '@beauty/domain/schemas/booking';
import { validator } from '@beauty/domain/validation';

/** Only same-origin paths; anything else (other hosts, '//x', 'javascript:') falls back to '/'. */
export function safeRedirect(redirect: string | undefined | null, publicUrl: URL): string {
  if (
    typeof redirect !== 'string' ||
    !redirect.startsWith('/') ||
    redirect.startsWith('//') ||
    redirect.startsWith('/\\')
  )
    return '/';
  try {
    const target = new URL(redirect, publicUrl);
    if (target.origin !== publicUrl.origin) return '/';
    // '/x/..//host' resolves to the path '//host', which a browser would read as another site.
    if (target.pathname.startsWith('//')) return '/';
    if (target.pathname.startsWith('/api/login') || target.pathname.startsWith('/api/logout')) return '/';
    return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return '/';
  }
}

const isDraft = validator(bookingDraft);

/** The booking selections carried through sign-in: kept only when they are a valid draft. */
export function safeData(data: string | undefined | null): string | null {
  if (typeof data !== 'string' || !data || data.length > 8000) return null;
  try {
    const parsed: unknown = JSON.parse(data);
    return isDraft(parsed) ? JSON.stringify(parsed) : null;
  } catch {
    return null;
  }
}

/** Where the user lands after sign-in: `redirect`, with `data` intact as a query parameter. */
export function landingTarget(
  redirect: string | undefined | null,
  data: string | undefined | null,
  publicUrl: URL,
) {
  const path = safeRedirect(redirect, publicUrl);
  const draft = safeData(data);
  if (!draft) return path;
  const url = new URL(path, publicUrl);
  url.searchParams.set('data', draft);
  return `${url.pathname}${url.search}${url.hash}`;
}
