import { todayInBusinessZone } from '@beauty/domain/slots';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * Today's date (YYYY-MM-DD) in the business's time zone, or '' while hydrating prerendered HTML
 * (the build day is not today), so the server markup and the first browser render agree.
 */
export function useBusinessToday(): string {
  return useSyncExternalStore(subscribe, todayInBusinessZone, () => '');
}
