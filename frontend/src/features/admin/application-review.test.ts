import { describe, expect, it } from '@jest/globals';
import {
  APPLICATION_FILTERS,
  applicantEmailSteps,
  applicationFilterOf,
  emptyFilterText,
  withApplicantNotice,
} from './application-review';
import { applicationActions } from './moderation-display';

describe('the Stylist Applications filter', () => {
  it('offers All, then every status by its badge word, in the order of the hiring steps', () => {
    expect(APPLICATION_FILTERS).toEqual([
      { status: null, label: 'All' },
      { status: 'new', label: 'New' },
      { status: 'reviewed', label: 'Reviewed' },
      { status: 'interviewing', label: 'Interviewing' },
      { status: 'hired', label: 'Hired' },
      { status: 'declined', label: 'Declined' },
    ]);
  });

  it('reads ?status= as a status it knows, anything else as All', () => {
    expect(applicationFilterOf('hired')).toBe('hired');
    expect(applicationFilterOf('new')).toBe('new');
    for (const param of [null, '', 'Hired', 'pending', 'hired ', 'toString', '__proto__']) {
      expect(applicationFilterOf(param)).toBeNull();
    }
  });

  it('says what an empty step means, and the whole list keeps its own words', () => {
    expect(emptyFilterText(null).title).toBe('No Applications');
    expect(emptyFilterText('interviewing')).toEqual({
      title: 'Nothing under Interviewing',
      text: 'Applications at this step will appear here. Choose All to see every application.',
    });
  });
});

describe("'Email … about this'", () => {
  it('names the steps on offer that send it, and is not offered when none does', () => {
    expect(applicantEmailSteps(applicationActions('new'))).toBe(
      'Sent with Invite to Interview, Mark Hired or Decline. Your notes stay private.',
    );
    expect(applicantEmailSteps(applicationActions('interviewing'))).toBe(
      'Sent with Mark Hired or Decline. Your notes stay private.',
    );
    expect(applicantEmailSteps(applicationActions('hired'))).toBe(
      'Sent with Decline. Your notes stay private.',
    );
    // A declined application offers only Reconsider, which never emails.
    expect(applicantEmailSteps(applicationActions('declined'))).toBeNull();
  });

  it('adds notifyApplicant only when ticked on a step that emails', () => {
    expect(withApplicantNotice({ status: 'interviewing', adminNotes: 'Tue 10am' }, true)).toEqual({
      status: 'interviewing',
      adminNotes: 'Tue 10am',
      notifyApplicant: true,
    });
    expect(withApplicantNotice({ status: 'hired' }, true)).toEqual({
      status: 'hired',
      notifyApplicant: true,
    });
    expect(withApplicantNotice({ status: 'declined' }, true)).toEqual({
      status: 'declined',
      notifyApplicant: true,
    });
    expect(withApplicantNotice({ status: 'hired' }, false)).toEqual({ status: 'hired' });
    // Mark Reviewed and Reconsider never email, ticked or not.
    expect(withApplicantNotice({ status: 'reviewed' }, true)).toEqual({ status: 'reviewed' });
  });
});
