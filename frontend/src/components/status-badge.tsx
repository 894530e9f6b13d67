import type { BookingStatus, ConsultationStatus } from '@beauty/domain/status';
import { Badge, type BadgeVariant } from './ui/badge';

const BOOKING_BADGES: Record<BookingStatus, { label: string; variant: BadgeVariant }> = {
  pending: { label: 'Pending', variant: 'gold' },
  confirmed: { label: 'Confirmed', variant: 'success' },
  completed: { label: 'Completed', variant: 'default' },
  cancelled: { label: 'Cancelled', variant: 'outline' },
};

const CONSULTATION_BADGES: Record<ConsultationStatus, { label: string; variant: BadgeVariant }> = {
  requested: { label: 'Requested', variant: 'gold' },
  scheduled: { label: 'Scheduled', variant: 'secondary' },
  completed: { label: 'Completed', variant: 'default' },
  cancelled: { label: 'Cancelled', variant: 'outline' },
};

const fallback = (status: string) => ({
  label: status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown',
  variant: 'outline' as const,
});

/** A booking's status as a badge; an unknown status still shows, in the quiet style. */
export function BookingStatusBadge({ status }: { status: string }) {
  const { label, variant } = BOOKING_BADGES[status as BookingStatus] ?? fallback(status);
  return <Badge variant={variant}>{label}</Badge>;
}

export function ConsultationStatusBadge({ status }: { status: string }) {
  const { label, variant } = CONSULTATION_BADGES[status as ConsultationStatus] ?? fallback(status);
  return <Badge variant={variant}>{label}</Badge>;
}
