import { LIMITS } from '@beauty/domain/limits';
import { type ReactNode, useState } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/fields';
import type { StatusAction } from '../moderation-display';

/**
 * The notes box and the status buttons of one item. The notes start as the saved admin notes
 * and go with the change; buttons the status machine does not allow from here are disabled.
 * `options` sit between them: what else goes with the change (an application's email box).
 */
export function StatusActions<S extends string>({
  id,
  notesLabel,
  notesNote,
  savedNotes,
  actions,
  pendingStatus,
  onChange,
  variants = {},
  options,
}: {
  id: string;
  notesLabel: string;
  notesNote?: string;
  savedNotes: string | null;
  actions: StatusAction<S>[];
  /** The status being saved right now, if any: every button waits for it. */
  pendingStatus: S | undefined;
  onChange: (status: S, adminNotes: string) => void;
  variants?: Partial<Record<S, ButtonVariant>>;
  options?: ReactNode;
}) {
  const [notes, setNotes] = useState(savedNotes ?? '');
  // The place of the button last pressed: it shows the wait and keeps the focus, also once the
  // saved change has swapped its action (Publish for Unpublish) before the list is read again.
  const [pressed, setPressed] = useState<number | null>(null);
  const busy = pendingStatus !== undefined;
  const waiting = (action: StatusAction<S>, index: number) =>
    busy && (pressed === null ? pendingStatus === action.status : pressed === index);
  return (
    <div className="stack gap-4">
      <TextareaField
        id={`${id}-notes`}
        label={notesLabel}
        labelNote={notesNote}
        rows={3}
        maxLength={LIMITS.notes}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        className="status-actions__notes"
      />
      {options}
      <div className="status-actions__buttons cluster gap-2" aria-busy={busy || undefined}>
        {actions.map((action, index) => (
          <Button
            // biome-ignore lint/suspicious/noArrayIndexKey: keyed by place, so the pressed button stays the same element when a change swaps its action
            key={index}
            size="sm"
            variant={variants[action.status] ?? (index === 0 ? 'primary' : 'outline')}
            busy={waiting(action, index)}
            busyLabel="Updating..."
            disabled={!waiting(action, index) && (busy || !action.enabled)}
            onClick={() => {
              setPressed(index);
              onChange(action.status, notes);
            }}
          >
            {action.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
