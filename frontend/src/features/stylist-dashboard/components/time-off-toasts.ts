/** What the time-off panel says when time off is added or removed, or could not be. */
import { workingTimeMessages } from '@beauty/domain/schemas/working-time';
import type { EditorSubject } from './hours-form';

export const timeOffToasts = {
  added: (subject: EditorSubject) => ({
    title: 'Time Off Added',
    description: subject.self
      ? workingTimeMessages.timeOffAdded
      : `${subject.name}'s time off has been added.`,
  }),
  addFailed: { title: 'Time Off Not Added', description: 'Failed to add the time off. Please try again.' },
  removed: { title: 'Time Off Removed', description: 'That time can be booked again.' },
  removeFailed: { title: 'Remove Failed', description: 'Failed to remove the time off. Please try again.' },
} as const;

/** The answers whose message says what is wrong better than the generic words (overlap, order). */
export const EXPLAINED = new Set([403, 404, 409, 422]);
