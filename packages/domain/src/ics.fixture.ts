import type { CalendarEvent } from './ics';

/** Undo RFC 5545 folding: a CRLF followed by one space or tab joins the lines. */
export const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

/** An appointment as the booking emails send it: every property, with text that needs escaping. */
export const appointmentEvent: CalendarEvent = {
  uid: 'booking-0f8b8f4e-7b0e-4a57-9a57-3d1c1f1e2a10@bridalbeauty.example',
  sequence: 2,
  stamp: new Date('2026-11-22T08:15:30.123Z'),
  // The booking's last change, a day before the file was written.
  lastModified: new Date('2026-11-21T17:04:09.876Z'),
  start: new Date('2026-12-05T18:00:00Z'),
  end: new Date('2026-12-05T20:30:00Z'),
  summary: 'Bridal Beauty; South Sound, appointment',
  location: '12 Elm St, Apt 4\nPuyallup, WA',
  description: 'Services: Bride Only Package, False Lashes\nPaid with C:\\app',
  url: 'http://localhost:3000/bookings/0f8b8f4e-7b0e-4a57-9a57-3d1c1f1e2a10',
  status: 'TENTATIVE',
  organizer: { name: 'Bridal Beauty: South Sound', email: 'bookings@bridalbeauty.example' },
  attendees: [
    {
      name: 'Chloe Bennett',
      email: 'chloe@example.com',
      role: 'REQ-PARTICIPANT',
      partstat: 'ACCEPTED',
      rsvp: false,
    },
  ],
};
