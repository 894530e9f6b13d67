import { describe, expect, it } from '@jest/globals';
import {
  answeredCount,
  applicationActions,
  CONSULTATION_REQUEST_BADGES,
  consultationRequestActions,
  contactMessageActions,
  eventTypeLabel,
  questionnaireAnswers,
  testimonialActions,
} from './moderation-display';

const enabled = (actions: Array<{ label: string; enabled: boolean }>) =>
  actions.filter((a) => a.enabled).map((a) => a.label);

describe('moderation display', () => {
  it("uses the spec's badge styles for consultation requests", () => {
    expect(CONSULTATION_REQUEST_BADGES.new.variant).toBe('destructive');
    expect(CONSULTATION_REQUEST_BADGES.contacted.variant).toBe('default');
    expect(CONSULTATION_REQUEST_BADGES.scheduled.variant).toBe('secondary');
  });

  it('offers every consultation status except the current one', () => {
    expect(enabled(consultationRequestActions('new'))).toEqual([
      'Mark Contacted',
      'Mark Scheduled',
      'Mark Completed',
    ]);
    expect(enabled(consultationRequestActions('contacted'))).toEqual(['Mark Scheduled', 'Mark Completed']);
    expect(consultationRequestActions('completed').map((a) => a.label)).toHaveLength(3);
  });

  it('offers Approve and Reject only on pending reviews, then Unpublish or Publish', () => {
    expect(testimonialActions('pending').map((a) => a.label)).toEqual(['Approve', 'Reject']);
    expect(enabled(testimonialActions('pending'))).toEqual(['Approve', 'Reject']);
    // Each button is one the status machine allows, so the server will not answer 409.
    expect(testimonialActions('approved')).toEqual([
      { status: 'rejected', label: 'Unpublish', enabled: true },
    ]);
    expect(testimonialActions('rejected')).toEqual([{ status: 'approved', label: 'Publish', enabled: true }]);
  });

  it('offers Mark as Read and Mark as Responded until a message is responded', () => {
    expect(enabled(contactMessageActions('new'))).toEqual(['Mark as Read', 'Mark as Responded']);
    expect(enabled(contactMessageActions('read'))).toEqual(['Mark as Responded']);
    expect(contactMessageActions('responded')).toEqual([]);
  });

  it('offers an application each next step, Decline after a hire, and Reconsider once declined', () => {
    expect(enabled(applicationActions('new'))).toEqual([
      'Mark Reviewed',
      'Invite to Interview',
      'Mark Hired',
      'Decline',
    ]);
    expect(enabled(applicationActions('reviewed'))).toEqual(['Invite to Interview', 'Mark Hired', 'Decline']);
    expect(enabled(applicationActions('interviewing'))).toEqual(['Mark Hired', 'Decline']);
    expect(applicationActions('interviewing')).toHaveLength(4);
    expect(applicationActions('hired')).toEqual([{ status: 'declined', label: 'Decline', enabled: true }]);
    expect(applicationActions('declined')).toEqual([
      { status: 'reviewed', label: 'Reconsider', enabled: true },
    ]);
  });

  it('reads the questionnaire in words, blanks as null', () => {
    const answers = questionnaireAnswers({
      skinType: 'combination',
      favoriteFeatures: 'Eyes',
      falseLashesExperience: 'nervous',
      tooFoldForYou: '  ',
      celebrityInspiration: null,
      dailyRoutine: 'Tinted moisturiser',
      holyGrailProducts: null,
      commentsOrConcerns: null,
      allergiesOrSensitivities: 'Latex',
    });
    expect(answers).toHaveLength(9);
    expect(answers[0]).toEqual({ key: 'skinType', question: 'Skin Type', answer: 'Combination' });
    expect(answers.find((a) => a.key === 'falseLashesExperience')?.answer).toBe('Nervous to try them');
    expect(answers.find((a) => a.key === 'tooFoldForYou')?.answer).toBeNull();
    expect(answeredCount(answers)).toBe(5);
    expect(eventTypeLabel('date-night')).toBe('Date Night');
    expect(eventTypeLabel('gala')).toBe('gala');
    expect(eventTypeLabel(null)).toBeNull();
  });
});
