import { EVENT_TYPES, FALSE_LASHES_EXPERIENCE, SKIN_TYPES } from '@beauty/domain/catalog';
import {
  QUESTIONNAIRE_FIELDS,
  QUESTIONNAIRE_LABELS,
  type QuestionnaireField,
} from '@beauty/domain/questionnaire';
import type { ConsultationRequest } from '@beauty/domain/schemas/consultation-request';
import {
  type ApplicationStatus,
  applicationMachine,
  type ConsultationRequestStatus,
  type ContactMessageStatus,
  canTransition,
  consultationRequestMachine,
  contactMessageMachine,
  type TestimonialStatus,
  testimonialMachine,
} from '@beauty/domain/status';
import type { BadgeVariant } from '@/components/ui/badge';
import { EVENT_TYPE_LABELS, FALSE_LASHES_LABELS, SKIN_TYPE_LABELS } from '../../lib/labels';

export interface StatusBadgeStyle {
  label: string;
  variant: BadgeVariant;
}

/** Spec 001 section 4: new destructive, contacted default, scheduled secondary. */
export const CONSULTATION_REQUEST_BADGES: Record<ConsultationRequestStatus, StatusBadgeStyle> = {
  new: { label: 'New', variant: 'destructive' },
  contacted: { label: 'Contacted', variant: 'default' },
  scheduled: { label: 'Scheduled', variant: 'secondary' },
  completed: { label: 'Completed', variant: 'success' },
};

export const TESTIMONIAL_BADGES: Record<TestimonialStatus, StatusBadgeStyle> = {
  pending: { label: 'Pending', variant: 'gold' },
  approved: { label: 'Approved', variant: 'success' },
  rejected: { label: 'Rejected', variant: 'outline' },
};

export const CONTACT_MESSAGE_BADGES: Record<ContactMessageStatus, StatusBadgeStyle> = {
  new: { label: 'New', variant: 'destructive' },
  read: { label: 'Read', variant: 'secondary' },
  responded: { label: 'Responded', variant: 'success' },
};

/** New waits for the admin (as on the other tabs); hired is the happy end, declined set aside. */
export const APPLICATION_BADGES: Record<ApplicationStatus, StatusBadgeStyle> = {
  new: { label: 'New', variant: 'destructive' },
  reviewed: { label: 'Reviewed', variant: 'secondary' },
  interviewing: { label: 'Interviewing', variant: 'default' },
  hired: { label: 'Hired', variant: 'success' },
  declined: { label: 'Declined', variant: 'outline' },
};

export interface StatusAction<S extends string> {
  status: S;
  label: string;
  /** False when the status machine does not allow this change from the current status. */
  enabled: boolean;
}

const actionsFor = <S extends string, T extends S>(
  machine: Readonly<Record<S, readonly S[]>>,
  current: S,
  labels: ReadonlyArray<readonly [T, string]>,
): StatusAction<T>[] =>
  labels.map(([status, label]) => ({ status, label, enabled: canTransition<S>(machine, current, status) }));

/** Mark Contacted / Mark Scheduled / Mark Completed; the current status's own button is off. */
export function consultationRequestActions(current: ConsultationRequestStatus) {
  return actionsFor<ConsultationRequestStatus, Exclude<ConsultationRequestStatus, 'new'>>(
    consultationRequestMachine,
    current,
    [
      ['contacted', 'Mark Contacted'],
      ['scheduled', 'Mark Scheduled'],
      ['completed', 'Mark Completed'],
    ],
  );
}

type TestimonialDecision = Exclude<TestimonialStatus, 'pending'>;

/**
 * Only pending reviews offer Approve and Reject (spec 001); a decided one can be reversed: an
 * approved review offers Unpublish (it becomes rejected), a rejected one Publish (approved).
 */
const TESTIMONIAL_ACTION_LABELS: Record<
  TestimonialStatus,
  ReadonlyArray<readonly [TestimonialDecision, string]>
> = {
  pending: [
    ['approved', 'Approve'],
    ['rejected', 'Reject'],
  ],
  approved: [['rejected', 'Unpublish']],
  rejected: [['approved', 'Publish']],
};

export function testimonialActions(current: TestimonialStatus) {
  return actionsFor<TestimonialStatus, TestimonialDecision>(
    testimonialMachine,
    current,
    TESTIMONIAL_ACTION_LABELS[current],
  );
}

/** Messages not yet responded offer Mark as Read and Mark as Responded (none once responded). */
export function contactMessageActions(current: ContactMessageStatus) {
  if (current === 'responded') return [];
  return actionsFor<ContactMessageStatus, Exclude<ContactMessageStatus, 'new'>>(
    contactMessageMachine,
    current,
    [
      ['read', 'Mark as Read'],
      ['responded', 'Mark as Responded'],
    ],
  );
}

type ApplicationDecision = Exclude<ApplicationStatus, 'new'>;

const APPLICATION_STEPS: ReadonlyArray<readonly [ApplicationDecision, string]> = [
  ['reviewed', 'Mark Reviewed'],
  ['interviewing', 'Invite to Interview'],
  ['hired', 'Mark Hired'],
  ['declined', 'Decline'],
];

/**
 * An open application offers each next step (the ones behind it, and its own, are off); a hired
 * one can still be declined (the hire fell through), and a declined one reconsidered (reviewed).
 */
export function applicationActions(current: ApplicationStatus) {
  const labels: ReadonlyArray<readonly [ApplicationDecision, string]> =
    current === 'hired'
      ? [['declined', 'Decline']]
      : current === 'declined'
        ? [['reviewed', 'Reconsider']]
        : APPLICATION_STEPS;
  return actionsFor<ApplicationStatus, ApplicationDecision>(applicationMachine, current, labels);
}

const labelOf = <K extends string>(labels: Record<K, string>, values: readonly K[], value: string | null) =>
  value ? ((values as readonly string[]).includes(value) ? labels[value as K] : value) : null;

export const eventTypeLabel = (value: string | null) => labelOf(EVENT_TYPE_LABELS, EVENT_TYPES, value);

type QuestionnaireKey = QuestionnaireField;

export interface QuestionnaireAnswer {
  key: QuestionnaireKey;
  question: string;
  /** The answer as it reads, or null when the question was left blank. */
  answer: string | null;
}

/**
 * Every question of the questionnaire, as the landing form asked it, with its answer (blank ones
 * too, so nothing looks lost), in the spec's order (QUESTIONNAIRE_FIELDS).
 */
export function questionnaireAnswers(
  request: Pick<ConsultationRequest, QuestionnaireKey>,
): QuestionnaireAnswer[] {
  return QUESTIONNAIRE_FIELDS.map((key) => {
    const question = QUESTIONNAIRE_LABELS[key];
    const raw = request[key]?.trim() || null;
    const answer =
      key === 'skinType'
        ? labelOf(SKIN_TYPE_LABELS, SKIN_TYPES, raw)
        : key === 'falseLashesExperience'
          ? labelOf(FALSE_LASHES_LABELS, FALSE_LASHES_EXPERIENCE, raw)
          : raw;
    return { key, question, answer };
  });
}

/** How many questions were answered (shown on the collapsed questionnaire). */
export const answeredCount = (answers: readonly QuestionnaireAnswer[]) =>
  answers.filter((a) => a.answer !== null).length;
