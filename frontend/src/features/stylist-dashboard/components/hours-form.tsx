import { toFieldErrors } from '@beauty/domain/field-errors';
import type { WorkingTime } from '@beauty/domain/schemas/working-time';
import { workingTimeMessages } from '@beauty/domain/schemas/working-time';
import { HoursInput as hoursInputValidator } from '@beauty/domain/standalone-validators';
import { type FormEvent, type ReactNode, useId } from 'react';
import { ClockIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { QuarterHourField } from '@/components/ui/fields';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast/use-toast';
import { errorStatus, readErrorBody } from '@/lib/api-client';
import { type SchemaField, useSchemaForm } from '@/lib/use-schema-form';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { useSaveHours } from '../api/save-hours';
import {
  checkHours,
  type DayDraft,
  DEFAULT_HOURS_TEXT,
  type HoursErrors,
  hoursChanged,
  hoursDraft,
  type SchemaCheck,
  toHoursInput,
  WEEKDAY_NAMES,
} from '../working-time-form';
import '@/styles/patterns/staff-icon-ring.css';
import '@/styles/patterns/staff-panel.css';
import { FormAlert } from '@/components/ui/form-field';

const hoursSchema: SchemaCheck = (value) =>
  hoursInputValidator(value) ? [] : toFieldErrors(hoursInputValidator.errors);

/** The form's messages: '3.lastStart' (Wednesday's last start), and '_form' for one about the whole week. */
type HoursMessages = Required<HoursErrors>;
type HoursField = SchemaField<HoursMessages>;

/** The day fields in the order they are shown, Sunday's first start first. */
const HOURS_FIELDS: readonly HoursField[] = WEEKDAY_NAMES.flatMap((_, weekday) => [
  `${weekday}.firstStart` as const,
  `${weekday}.lastStart` as const,
]);

/** Who the editor is about: oneself ('You'), or (admins) another stylist by name. */
export interface EditorSubject {
  /** Sent as stylistId; null for oneself. */
  stylistId: string | null;
  name: string;
  self: boolean;
}

export const hoursToasts = {
  saved: (subject: EditorSubject) => ({
    title: 'Hours Saved',
    description: subject.self ? workingTimeMessages.hoursSaved : `${subject.name}'s hours have been saved.`,
  }),
  failed: { title: 'Save Failed', description: 'Failed to save the hours. Please try again.' },
} as const;

/** A schedule card's heading (weekly hours, time off): its icon, its title and what it is for. */
export function ScheduleCardHeader({
  titleId,
  icon,
  title,
  children,
}: {
  titleId: string;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="schedule-card__header beside">
      <span className="schedule-card__icon staff-icon-ring ring staff-icon-ring--fine" aria-hidden="true">
        {icon}
      </span>
      <div>
        <h3 id={titleId} className="schedule-card__title">
          {title}
        </h3>
        <p className="schedule-card__intro note">{children}</p>
      </div>
    </div>
  );
}

/**
 * Weekly hours: for each day, a day off or the first and last time work with a client may begin
 * (early starts allowed, e.g. 6:00 AM on wedding days). Saved all seven days at once; a stylist
 * who has saved nothing is told she is on the studio's default.
 */
export function HoursForm({ workingTime, subject }: { workingTime: WorkingTime; subject: EditorSubject }) {
  const save = useSaveHours(subject.stylistId);
  const onUnauthorized = useUnauthorizedRedirect('/stylist');
  const id = useId();
  const form = useSchemaForm<{ days: DayDraft[] }, HoursMessages>({
    initial: () => ({ days: hoursDraft(workingTime.days) }),
    // The checks are checkHours': the times' order, then the schema.
    validator: null,
    toInput: ({ days }) => toHoursInput(days, subject.stylistId ?? undefined),
    fields: HOURS_FIELDS,
    fieldId: (field) => {
      const [weekday, which] = field.split('.');
      return `${id}-${weekday}-${which === 'firstStart' ? 'first' : 'last'}`;
    },
  });
  const { values, errors } = form;
  const drafts = values.days;
  const dirty = hoursChanged(drafts, workingTime.days);

  /** A day's change takes away its own messages and the week's. */
  const edit = (weekday: number, change: Partial<DayDraft>) => {
    form.set(
      { days: drafts.map((day, i) => (i === weekday ? { ...day, ...change } : day)) },
      { keepErrors: true },
    );
    form.clearErrors(`${weekday}.firstStart`, `${weekday}.lastStart`, '_form');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const checked = checkHours(drafts, hoursSchema, subject.stylistId ?? undefined);
    if (!checked.ok) return form.showErrors(checked.errors);
    form.showErrors({});
    save.mutate(checked.input, {
      onSuccess: (saved) => {
        form.set({ days: hoursDraft(saved.days) }, { keepErrors: true });
        toast({ ...hoursToasts.saved(subject), variant: 'success' });
      },
      onError: (error) => {
        if (onUnauthorized(error)) return;
        const body = readErrorBody(error);
        const fieldErrors: HoursErrors = {};
        for (const { field, message } of body.errors) {
          const match = /^days\.(\d)\.(firstStart|lastStart)$/.exec(field);
          if (match) fieldErrors[`${match[1]}.${match[2]}` as keyof HoursErrors] ??= message;
        }
        if (Object.keys(fieldErrors).length > 0) form.showErrors(fieldErrors);
        const status = errorStatus(error);
        toast({
          title: hoursToasts.failed.title,
          description:
            status !== undefined && status >= 400 && status < 500 && body.message
              ? body.message
              : hoursToasts.failed.description,
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <form
      className="schedule-card schedule-hours staff-panel staff-panel--glow staff-padded stack gap-5"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={submit}
    >
      <ScheduleCardHeader titleId={`${id}-title`} icon={<ClockIcon />} title="Weekly hours">
        First and last start are the earliest and the latest time work with a client may begin; the travel to
        her comes before it. Start as early as the day needs, e.g. 6:00 AM on wedding days.
      </ScheduleCardHeader>
      {workingTime.usesDefaultHours ? (
        <p className="schedule-notice">
          <strong>{subject.self ? 'You have' : `${subject.name} has`} not set any hours yet</strong>, so the
          studio's default applies: starts from {DEFAULT_HOURS_TEXT}, every day of the week.{' '}
          {subject.self ? 'Save your own hours to change it.' : 'Save hours here to change it.'}
        </p>
      ) : null}
      <div className="schedule-hours__days stack">
        {/* Column headings on wider screens, where each field's own label is visually hidden. */}
        <div className="schedule-hours__head" aria-hidden="true">
          <span>Day</span>
          <span>First start</span>
          <span>Last start</span>
          <span />
        </div>
        {drafts.map((day, weekday) => {
          const name = WEEKDAY_NAMES[weekday];
          const fieldId = `${id}-${weekday}`;
          return (
            <fieldset key={name} className={`schedule-day${day.off ? ' schedule-day--off' : ''}`}>
              <legend className="schedule-day__name">{name}</legend>
              <Switch
                className="schedule-day__switch"
                label="Day off"
                checked={day.off}
                onChange={(event) => edit(weekday, { off: event.target.checked })}
              />
              {day.off ? (
                <p className="schedule-day__off note">No clients this day</p>
              ) : (
                <div className="schedule-day__times">
                  <QuarterHourField
                    id={`${fieldId}-first`}
                    label="First start"
                    value={day.firstStart}
                    error={errors[`${weekday}.firstStart`]}
                    onChange={(event) => edit(weekday, { firstStart: event.target.value })}
                  />
                  <QuarterHourField
                    id={`${fieldId}-last`}
                    label="Last start"
                    value={day.lastStart}
                    error={errors[`${weekday}.lastStart`]}
                    onChange={(event) => edit(weekday, { lastStart: event.target.value })}
                  />
                </div>
              )}
            </fieldset>
          );
        })}
      </div>
      <FormAlert message={errors._form} />
      <div className="cluster gap-3">
        <Button type="submit" busy={save.isPending} busyLabel="Saving...">
          Save hours
        </Button>
        <Button
          variant="ghost"
          disabled={!dirty || save.isPending}
          onClick={() => form.reset({ days: hoursDraft(workingTime.days) })}
        >
          Undo changes
        </Button>
      </div>
    </form>
  );
}
