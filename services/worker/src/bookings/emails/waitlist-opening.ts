import { formatDollars } from '@beauty/domain/pricing';
import { BUSINESS_TIME_ZONE, formatSlot, withTimeZoneName } from '@beauty/domain/slots';
import type { TimeMode } from '@beauty/domain/stylist-day';
import { zonedInstant } from '@beauty/domain/zoned-time';
import { escapeHtml, headerText, layout, type RenderedEmail } from '../../pipeline/email-layout';
import { link } from '../../submissions/emails/submission-fields';
import { buttonBlock, composeLetter, detailsBlock, paragraphBlock } from './booking-email';

export interface WaitlistOpeningInput {
  /** The date she waited for (YYYY-MM-DD, the business's calendar). */
  eventDate: string;
  areaName: string;
  travelFeeCents: number;
  travelQuoted: boolean;
  timeMode: TimeMode;
  /** What she asked for, as the booking page names it ('Makeup: Better × 2'). */
  services: readonly string[];
  partySize: number;
  /** The times that can be staffed now (HH:MM): start times, or ready-by times. */
  times: readonly string[];
  firstName: string;
  /** /book with her selection filled in. */
  bookUrl: string;
  businessName: string;
  contactEmails: readonly [string, string];
}

const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** 'Saturday, December 5, 2026' for a plain date of the business's calendar. */
export const formatDay = (date: string) => dayFormat.format(zonedInstant(date, '12:00'));

/**
 * To a waitlisted customer when time opens up on her date for her selection: which date, what
 * she asked for, the times that can be staffed now, and a link that opens the booking form
 * filled in. Nothing is held for her: the times go to whoever books first.
 */
export function renderWaitlistOpening(input: WaitlistOpeningInput): RenderedEmail {
  const day = formatDay(input.eventDate);
  const subject = headerText(`Time has opened up on ${day}`);
  const fee = input.travelQuoted
    ? 'travel fee quoted separately'
    : input.travelFeeCents > 0
      ? `travel fee ${formatDollars(input.travelFeeCents)}`
      : 'no travel fee';
  const times = input.times.map(formatSlot).join(', ');
  const { text, bodyHtml } = composeLetter({
    heading: 'Time has opened up',
    name: input.firstName,
    contactEmails: input.contactEmails,
    businessName: input.businessName,
    body: [
      paragraphBlock([
        `Good news: time has opened up on ${day} for the appointment you were waiting for.`,
        'Times go to whoever books first, so book soon if you would like one: we cannot hold it for you.',
      ]),
      detailsBlock([
        ['Date', withTimeZoneName(day)],
        [input.timeMode === 'ready-by' ? 'Everyone ready by' : 'Open times', times],
        ['Services', input.services.join(', ')],
        ...(input.partySize > 1 ? [['People styled', String(input.partySize)] as [string, string]] : []),
        ['Area', `${input.areaName}, ${fee}`],
      ]),
      buttonBlock(input.bookUrl, 'Book this date'),
      paragraphBlock([
        'If the time is taken before you book, you can join the waitlist for this date again from the booking page.',
      ]),
    ],
  });
  return {
    subject,
    text,
    html: layout({
      businessName: input.businessName,
      title: subject,
      bodyHtml,
      footerHtml: `${escapeHtml(input.businessName)} · ${link(input.bookUrl, 'Book this date')}`,
    }),
  };
}
