import { waitlistMessages } from '@beauty/domain/schemas/waitlist';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/use-toast';
import { readErrorBody } from '@/lib/api-client';
import { formatEventDate } from '@/lib/labels';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { useJoinWaitlist } from '../api/join-waitlist';
import { type BookFormValues, selectionOf } from '../booking-form';

/**
 * When a date has no time left for her selection: join that date's waitlist. She is emailed,
 * first come first served, when time frees that fits, and sees the entry on her dashboard.
 */
export function JoinWaitlist({ values }: { values: BookFormValues }) {
  const join = useJoinWaitlist();
  const onUnauthorized = useUnauthorizedRedirect('/book');
  const joined =
    join.isSuccess &&
    join.variables?.eventDate === values.eventDate &&
    join.variables.serviceArea === values.serviceArea;

  const onJoin = () => {
    const selection = selectionOf(values);
    join.mutate(
      {
        eventDate: values.eventDate,
        serviceArea: values.serviceArea,
        timeMode: values.timeMode,
        makeupService: values.makeupService,
        hairService: values.hairService,
        bridalPackage: values.bridalPackage,
        addOns: values.addOns,
        partySize: selection.partySize ?? null,
        bridesmaidCount: selection.bridesmaidCount ?? null,
      },
      {
        onSuccess: () =>
          toast({ title: 'On the Waitlist', description: waitlistMessages.joined, variant: 'success' }),
        onError: (error) => {
          if (onUnauthorized(error)) return;
          toast({
            title: 'Could Not Join the Waitlist',
            description: readErrorBody(error).message ?? 'Please try again in a moment.',
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <div className="waitlist-offer stack gap-3">
      {joined ? (
        <p className="waitlist-offer__text">
          {waitlistMessages.joined} You can see it on your <Link to="/dashboard">dashboard</Link>.
        </p>
      ) : (
        <>
          <p className="waitlist-offer__text">
            Set on {values.eventDate ? formatEventDate(values.eventDate) : 'this date'}? Join the waitlist and
            we will email you first if time opens up.
          </p>
          <Button variant="outline" busy={join.isPending} busyLabel="Joining..." onClick={onJoin}>
            Join the Waitlist
          </Button>
        </>
      )}
    </div>
  );
}
