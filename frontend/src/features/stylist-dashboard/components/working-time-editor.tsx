import type { Ref } from 'react';
import { useId } from 'react';
import { ListSkeleton, LoadError } from '@/components/list-states';
import { SelectField } from '@/components/ui/fields';
import { staffName, useStaffMembers } from '../api/get-staff-users';
import { useWorkingTime } from '../api/get-working-time';
import type { Viewer } from '../appointment-rows';
import { type EditorSubject, HoursForm } from './hours-form';
import { TimeOffPanel } from './time-off-panel';
import '@/styles/patterns/staff-panel.css';

/**
 * Working time (issue 11 point 3): the weekly hours and the dated time off of the signed-in
 * stylist, or, for an admin, of whichever stylist she picks.
 */
export function WorkingTimeEditor({
  viewer,
  today,
  chosen,
  onChoose,
  selectRef,
}: {
  viewer: Viewer;
  today: string;
  /** The stylist an admin has picked; null until she picks one. */
  chosen: string | null;
  onChoose: (stylistId: string) => void;
  selectRef?: Ref<HTMLSelectElement>;
}) {
  const admin = viewer.role === 'admin';
  const staff = useStaffMembers({ enabled: admin });
  const id = useId();
  const members = staff.data ?? [];
  // An admin starts on the first stylist by name (herself when there is none).
  const subjectId = admin
    ? (chosen ??
      members.find((member) => member.role === 'stylist')?.id ??
      (staff.isPending ? null : viewer.id))
    : viewer.id;
  const self = subjectId === viewer.id;
  const workingTime = useWorkingTime(self ? null : subjectId, { enabled: subjectId !== null });
  const subject: EditorSubject | null =
    subjectId && workingTime.data
      ? {
          stylistId: self ? null : subjectId,
          name: self ? 'You' : workingTime.data.stylistName,
          self,
        }
      : null;

  return (
    <section className="stylist-section schedule-working stack gap-5" aria-labelledby={`${id}-title`}>
      <div className="stylist-section__header staff-header-row">
        <div className="stack gap-1">
          <h2 id={`${id}-title`} className="stylist-section__title">
            Working time
          </h2>
          <p className="note">
            {admin
              ? "Each stylist's weekly hours and time off. Clients can book a stylist only inside her hours and never during her time off."
              : 'When you take clients: your weekly hours and your time off. Clients can book you only inside your hours and never during your time off.'}
          </p>
        </div>
        {admin ? (
          <SelectField
            ref={selectRef}
            id={`${id}-stylist`}
            className="schedule-working__stylist"
            label="Stylist"
            hint={staff.isError ? 'The staff list could not be loaded.' : undefined}
            value={subjectId ?? ''}
            onChange={(event) => onChoose(event.target.value)}
          >
            {subjectId && !members.some((member) => member.id === subjectId) ? (
              <option value={subjectId}>{self ? 'You' : (workingTime.data?.stylistName ?? 'Stylist')}</option>
            ) : null}
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {staffName(member)}
                {member.id === viewer.id ? ' (you)' : member.role === 'admin' ? ' (admin)' : ''}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>
      {workingTime.isError ? (
        <LoadError
          boxed
          text="The working time could not be loaded just now."
          onRetry={() => void workingTime.refetch()}
        />
      ) : !subject || !workingTime.data ? (
        <ListSkeleton label="Loading the working time…" rows={2} boxed />
      ) : (
        // Keyed by stylist: picking another starts her forms afresh.
        <div key={subjectId} className="schedule-working__cards stack gap-6">
          <HoursForm workingTime={workingTime.data} subject={subject} />
          <TimeOffPanel workingTime={workingTime.data} subject={subject} today={today} />
        </div>
      )}
    </section>
  );
}
