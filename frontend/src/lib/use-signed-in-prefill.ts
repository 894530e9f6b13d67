import { useEffect, useRef } from 'react';
import { useAuth } from './auth';
import { fullName } from './person-name';

type TextFields<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];

/**
 * A public form's name, email and phone, filled from the signed-in visitor once she is known
 * (after hydration: the page is pre-rendered for everyone). Only empty fields are filled, once,
 * so nothing she has typed is replaced; she may still change them.
 */
export function useSignedInPrefill<V extends object>(
  form: { values: V; set: (patch: Partial<V>, options?: { keepErrors?: boolean }) => void },
  fields: { name?: TextFields<V>; email?: TextFields<V>; phone?: TextFields<V> },
) {
  const { user } = useAuth();
  const done = useRef(false);
  const { values, set } = form;
  useEffect(() => {
    if (!user || done.current) return;
    done.current = true;
    const known = {
      name: fullName(user),
      email: user.email,
      phone: user.phone?.trim() ?? '',
    };
    const patch: Record<string, string> = {};
    for (const [key, field] of Object.entries(fields) as Array<[keyof typeof known, keyof V]>) {
      if (field && known[key] && !String(values[field] ?? '').trim()) patch[field as string] = known[key];
    }
    if (Object.keys(patch).length > 0) set(patch as Partial<V>, { keepErrors: true });
  }, [user, values, set, fields]);
}
