import { useId, useRef, useState } from 'react';
import { CalendarIcon, CopyIcon, ResetIcon, SubscribeIcon } from '@/components/back-office-icons';
import { LoadError } from '@/components/list-states';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast/use-toast';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRotateCalendarFeed } from '../api/rotate-calendar-feed';
import { webcalUrl } from '../appointment-rows';
import '@/styles/patterns/staff-icon-ring.css';

/** The feed card's own words (the spec had only an inert 'Sync Calendar' button). */
export const calendarFeedToasts = {
  copied: { title: 'Link Copied', description: 'Paste it into your calendar app to subscribe.' },
  copyFailed: { title: 'Copy Failed', description: 'Select the address and copy it yourself.' },
  reset: {
    title: 'Calendar Link Reset',
    description: 'The old address no longer works. Subscribe again with the new one.',
  },
  resetFailed: { title: 'Reset Failed', description: 'Failed to reset the calendar link. Please try again.' },
} as const;

/**
 * My private .ics address (GET /api/stylist/calendar-feed): copy it, open it as webcal:// in a
 * calendar app, or reset it (POST …/rotate) after a confirmation, which ends the old one.
 */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const rotate = useRotateCalendarFeed();
  const onUnauthorized = useUnauthorizedRedirect('/stylist');
  const [confirming, setConfirming] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const copy = async () => {
    if (!feed.data) return;
    try {
      await navigator.clipboard.writeText(feed.data.url);
      toast({ ...calendarFeedToasts.copied, variant: 'success' });
    } catch {
      inputRef.current?.select();
      toast({ ...calendarFeedToasts.copyFailed, variant: 'destructive' });
    }
  };

  const reset = () =>
    rotate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({ ...calendarFeedToasts.reset, variant: 'success' });
      },
      onError: (error) => {
        if (onUnauthorized(error)) return;
        toast({ ...calendarFeedToasts.resetFailed, variant: 'destructive' });
      },
    });

  return (
    <section className="stylist-feed beside callout" aria-labelledby={`${id}-title`}>
      <span className="stylist-feed__icon staff-icon-ring ring staff-icon-ring--lg" aria-hidden="true">
        <CalendarIcon />
      </span>
      <div className="stylist-feed__body stack gap-4">
        <h2 id={`${id}-title`} className="stylist-feed__title">
          Sync Calendar
        </h2>
        <p className="stylist-feed__text note">
          Add your appointments to Google Calendar, Apple Calendar or Outlook: subscribe to this private
          address and new bookings, changes and cancellations follow on their own (calendar apps check it
          every few hours). Anyone with the address can see your schedule, so keep it to yourself.
        </p>
        {feed.isPending ? (
          <>
            <p role="status" className="visually-hidden">
              Loading your calendar address…
            </p>
            <Skeleton className="stylist-feed__skeleton" />
          </>
        ) : feed.isError ? (
          <LoadError
            boxed
            text="Your calendar address could not be loaded just now."
            onRetry={() => void feed.refetch()}
          />
        ) : (
          <>
            <div className="stack gap-2">
              <Label htmlFor={`${id}-url`}>Calendar feed address</Label>
              <div className="stylist-feed__copy cluster gap-3">
                <Input
                  ref={inputRef}
                  id={`${id}-url`}
                  readOnly
                  value={feed.data.url}
                  onFocus={(event) => event.currentTarget.select()}
                />
                <Button variant="outline" onClick={() => void copy()}>
                  <CopyIcon />
                  Copy link
                </Button>
              </div>
            </div>
            <div className="cluster gap-3">
              <a className={buttonClasses({ size: 'sm' })} href={webcalUrl(feed.data.url)}>
                <SubscribeIcon />
                Subscribe in calendar app
              </a>
              <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
                <ResetIcon />
                Reset link
              </Button>
            </div>
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Reset your calendar link?"
        description="The current address stops working at once. Calendars subscribed to it stop updating until you subscribe to the new address."
        keepLabel="Keep Current Link"
        label="Reset Link"
        busyLabel="Resetting..."
        busy={rotate.isPending}
        onConfirm={reset}
      />
    </section>
  );
}
