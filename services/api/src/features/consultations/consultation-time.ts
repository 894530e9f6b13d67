import { CONSULTATION_TIME_PROBLEMS, consultationTimeProblem } from '@beauty/domain/consultations';
import { Invalid } from '../../errors';

/**
 * A consultation's date and time, as staff set it (a booking's or a landing page request's): in
 * the future in America/Los_Angeles, at a reasonable hour and within a year, else a 400 under the
 * field at fault.
 */
export function checkConsultationTime(input: { scheduledDate: string; scheduledTime: string }, now: Date) {
  const problem = consultationTimeProblem(input.scheduledDate, input.scheduledTime, now);
  if (problem) throw new Invalid([CONSULTATION_TIME_PROBLEMS[problem]]);
}
