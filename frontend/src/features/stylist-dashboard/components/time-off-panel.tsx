import { toFieldErrors } from '@beauty/domain/field-errors';
import { LIMITS } from '@beauty/domain/limits';
import type { WorkingTime } from '@beauty/domain/schemas/working-time';
import { TimeOffInput as timeOffInputValidator } from '@beauty/domain/standalone-validators';
import { type FormEvent, useId, useState } from 'react';
import { CalendarIcon } from '@/components/back-office-icons';
import { Button } from '@/components/ui/button';
import { InputField, QuarterHourField } from '@/components/ui/fields';
import { toast } from '@/components/ui/toast/use-toast';
import { errorStatus, readErrorBody } from '@/lib/api-client';
import { serverFieldErrors, useSchemaForm } from '@/lib/use-schema-form';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { useAddTimeOff } from '../api/add-time-off';
import {
  checkTimeOff,
  emptyTimeOff,
  type SchemaCheck,
  type TimeOffDraft,
  type TimeOffErrors,
  type TimeOffField,
  type TimeOffLength,
  toTimeOffInput,
} from '../working-time-form';
import { type EditorSubject, ScheduleCardHeader } from './hours-form';
import { TimeOffList } from './time-off-list';
import { EXPLAINED, timeOffToasts } from './time-off-toasts';
import '@/styles/patterns/staff-panel.css';
import '@/styles/patterns/staff-field-grid.css';
import { FormAlert } from '@/components/ui/form-field';

const timeOffSchema: SchemaCheck = (value) =>
  timeOffInputValidator(value) ? [] : toFieldErrors(timeOffInputValidator.errors);

/** The form's messages: one per field, and '_form' for one about the whole. */
type TimeOffMessages = Required<TimeOffErrors>;
const TIME_OFF_FIELDS: readonly TimeOffField[] = ['from', 'to', 'startTime', 'endTime', 'note'];
/** The end of each field's id ('_form' has no field of its own, so nothing is focused for it). */
const ID_ENDS: Record<keyof TimeOffMessages, string> = {
  _form: 'form',
  from: 'from',
  to: 'to',
  startTime: 'start',
  endTime: 'end',
  note: 'note',
};

/**
 * Dated time off: what is coming up (each removable), and a form for whole days or part of one
 * with an optional note. Time off holds the time like an appointment, so the server refuses it
 * (409) over an appointment already booked; that answer is shown above the button.
 */
export function TimeOffPanel({
  workingTime,
  subject,
  today,
}: {
  workingTime: WorkingTime;
  subject: EditorSubject;
  today: string;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const add = useAddTimeOff();
  const onUnauthorized = useUnauthorizedRedirect('/stylist');
  const id = useId();
  const form = useSchemaForm<TimeOffDraft, TimeOffMessages>({
    initial: emptyTimeOff,
    // The checks are checkTimeOff's: the schema and the rules it cannot state.
    validator: null,
    toInput: (values) => toTimeOffInput(values, subject.stylistId ?? undefined),
    fields: TIME_OFF_FIELDS,
    fieldId: (field) => `${id}-${ID_ENDS[field]}`,
    onChangeErrors: 'clear',
  });
  const { values: draft, errors } = form;

  /** A change takes away its fields' messages and the form's; a new length, every message. */
  const edit = (change: Partial<TimeOffDraft>) => {
    if ('length' in change) {
      form.set(change, { keepErrors: true });
      form.showErrors({});
    } else {
      form.set(change);
      form.clearErrors('_form');
    }
    setRefusal(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const checked = checkTimeOff(draft, today, timeOffSchema, subject.stylistId ?? undefined);
    setRefusal(null);
    if (!checked.ok) return form.showErrors(checked.errors);
    form.showErrors({});
    add.mutate(checked.input, {
      onSuccess: () => {
        const { length: _kept, ...cleared } = emptyTimeOff();
        form.set(cleared, { keepErrors: true });
        toast({ ...timeOffToasts.added(subject), variant: 'success' });
      },
      onError: (error) => {
        if (onUnauthorized(error)) return;
        const status = errorStatus(error);
        const body = readErrorBody(error);
        const fieldErrors = serverFieldErrors<TimeOffMessages>(error, TIME_OFF_FIELDS);
        if (Object.keys(fieldErrors).length > 0) {
          form.showErrors(fieldErrors, { focus: false });
          return;
        }
        if (status !== undefined && EXPLAINED.has(status) && body.message) {
          // E.g. 409: she has appointments then. Said where she is looking, and kept until she changes something.
          setRefusal(body.message);
          return;
        }
        toast({ ...timeOffToasts.addFailed, variant: 'destructive' });
      },
    });
  };

  const choose = (length: TimeOffLength) => edit({ length });
  const wholeDays = draft.length === 'days';

  return (
    <section
      className="schedule-card schedule-timeoff staff-panel staff-panel--glow staff-padded stack gap-5"
      aria-labelledby={`${id}-title`}
    >
      <ScheduleCardHeader titleId={`${id}-title`} icon={<CalendarIcon />} title="Time off">
        Days, or part of a day, when {subject.self ? 'you are' : `${subject.name} is`} not available. Nobody
        can book that time.
      </ScheduleCardHeader>

      <TimeOffList entries={workingTime.timeOff} />

      <form
        className="schedule-timeoff__form stack gap-4"
        aria-labelledby={`${id}-add`}
        noValidate
        onSubmit={submit}
      >
        <h4 id={`${id}-add`} className="caps-heading schedule-timeoff__heading">
          Add time off
        </h4>
        <fieldset className="schedule-segmented">
          <legend className="visually-hidden">How long</legend>
          {(
            [
              ['days', 'Whole days'],
              ['part', 'Part of a day'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="schedule-segmented__option">
              <input
                type="radio"
                name={`${id}-length`}
                value={value}
                checked={draft.length === value}
                onChange={() => choose(value)}
              />
              <span className="note">{label}</span>
            </label>
          ))}
        </fieldset>
        <div className="staff-field-grid staff-field-grid--close staff-field-grid--early schedule-timeoff__fields">
          <InputField
            id={`${id}-from`}
            type="date"
            label={wholeDays ? 'First day' : 'Day'}
            min={today || undefined}
            value={draft.from}
            error={errors.from}
            onChange={(event) => edit({ from: event.target.value })}
          />
          {wholeDays ? (
            <InputField
              id={`${id}-to`}
              type="date"
              label="Last day"
              labelNote="(optional)"
              hint="Leave empty for one day."
              min={draft.from || today || undefined}
              value={draft.to}
              error={errors.to}
              onChange={(event) => edit({ to: event.target.value })}
            />
          ) : (
            <>
              <QuarterHourField
                id={`${id}-start`}
                label="From"
                value={draft.startTime}
                error={errors.startTime}
                onChange={(event) => edit({ startTime: event.target.value })}
              />
              <QuarterHourField
                id={`${id}-end`}
                label="Until"
                value={draft.endTime}
                error={errors.endTime}
                onChange={(event) => edit({ endTime: event.target.value })}
              />
            </>
          )}
          <InputField
            id={`${id}-note`}
            className="schedule-timeoff__note-field"
            label="Note"
            labelNote="(optional)"
            placeholder="e.g. Family wedding"
            maxLength={LIMITS.shortText}
            value={draft.note}
            error={errors.note}
            onChange={(event) => edit({ note: event.target.value })}
          />
        </div>
        <FormAlert message={errors._form} />
        {refusal ? (
          <p className="schedule-alert" role="alert">
            {refusal}
          </p>
        ) : null}
        <div className="cluster gap-3">
          <Button type="submit" busy={add.isPending} busyLabel="Adding...">
            Add time off
          </Button>
        </div>
      </form>
    </section>
  );
}
