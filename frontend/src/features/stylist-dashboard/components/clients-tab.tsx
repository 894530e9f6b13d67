import type { StylistClient } from '@beauty/domain/schemas/stylist-dashboard';
import { useState } from 'react';
import { NotesIcon, UsersIcon } from '@/components/back-office-icons';
import { MailIcon } from '@/components/icons';
import { EmptyState, ListSkeleton, LoadError } from '@/components/list-states';
import { nextPageOf, ShowMore } from '@/components/show-more';
import { Button } from '@/components/ui/button';
import { formatMemberSince } from '@/lib/booking-display';
import { initialsOf } from '@/lib/initials';
import type { useStylistClients } from '../api/get-stylist-clients';
import { clientName } from '../appointment-rows';
import { ClientNotesDialog } from './client-notes-dialog';
import { TabSection } from './panel';
import '@/styles/patterns/staff-icon-ring.css';
import '@/styles/patterns/staff-panel.css';
import '@/styles/patterns/staff-list-item.css';

/**
 * The Clients tab (spec 001): name, email, joined date and bookings, and my notes on each client;
 * the latest booked first, 50 at a time ('Show more clients' reads the next ones).
 */
export function ClientsTab({ clients }: { clients: ReturnType<typeof useStylistClients> }) {
  const [noting, setNoting] = useState<StylistClient | null>(null);
  return (
    <TabSection
      id="stylist-clients"
      title="Clients"
      intro="The people you have looked after, with your private notes on each."
    >
      {clients.isPending ? (
        <ListSkeleton label="Loading clients…" tile boxed />
      ) : !clients.data ? (
        // A failed first page (a failed later page keeps the list and says so below it).
        <LoadError
          boxed
          text="Your clients could not be loaded just now."
          onRetry={() => void clients.refetch()}
        />
      ) : clients.data.length === 0 ? (
        <EmptyState
          boxed
          icon={<UsersIcon />}
          title="No clients yet"
          text="Clients appear here after their first appointments with you."
        />
      ) : (
        <ul className="stylist-clients staff-panel">
          {clients.data.map((client) => {
            const name = clientName(client);
            const count = client.totalBookings ?? 0;
            return (
              <li key={client.id} className="stylist-client">
                <span
                  className="stylist-client__avatar staff-icon-ring ring staff-icon-ring--lg"
                  aria-hidden="true"
                >
                  {initialsOf(name) || 'C'}
                </span>
                <div className="staff-item__main stack stylist-client__main">
                  <p className="staff-item__title stylist-client__name">{name}</p>
                  <p className="stylist-client__email inline gap-2">
                    <MailIcon aria-hidden="true" />
                    <a href={`mailto:${client.email}`}>{client.email}</a>
                  </p>
                  <p className="fine-print">
                    Joined {formatMemberSince(client.createdAt)}
                    <span aria-hidden="true"> · </span>
                    <span className="stylist-client__count">
                      {count} {count === 1 ? 'booking' : 'bookings'}
                    </span>
                  </p>
                </div>
                <Button size="sm" variant="outline" onClick={() => setNoting(client)}>
                  <NotesIcon />
                  Notes
                  <span className="visually-hidden"> on {name}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <ShowMore
        page={nextPageOf(clients)}
        label="Show more clients"
        loadingLabel="Loading more clients…"
        failure="More clients could not be loaded just now."
        className="stylist-appts-group__more"
      />
      <ClientNotesDialog client={noting} onClose={() => setNoting(null)} />
    </TabSection>
  );
}
