import { LIMITS } from '@beauty/domain/limits';
import type { ClientNotes, ClientNotesInput, StylistClient } from '@beauty/domain/schemas/stylist-dashboard';
import { ClientNotesInput as clientNotesValidator } from '@beauty/domain/standalone-validators';
import { useId } from 'react';
import { Dialog, DialogButtons } from '@/components/ui/dialog';
import { InputField, TextareaField } from '@/components/ui/fields';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast/use-toast';
import { useShown } from '@/components/ui/use-shown';
import { formatInstant } from '@/lib/booking-display';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { useClientNotes } from '../api/get-client-notes';
import { useSaveClientNotes } from '../api/save-client-notes';
import { clientName } from '../appointment-rows';
import '@/styles/patterns/staff-field-grid.css';

/** The dashboard's own words for saving notes (the spec left saving unwired, so it has none). */
export const clientNotesToasts = {
  saved: { title: 'Notes Saved', description: 'Your notes on this client have been saved.' },
  failed: { title: 'Save Failed', description: 'Failed to save client notes. Please try again.' },
} as const;

type NotesValues = Required<ClientNotesInput>;
type NotesField = keyof NotesValues;

const NOTE_FIELDS: readonly NotesField[] = ['skinTone', 'allergies', 'preferences', 'generalNotes'];
/** The end of each field's id. */
const ID_ENDS: Record<NotesField, string> = {
  skinTone: 'skin',
  allergies: 'allergies',
  preferences: 'preferences',
  generalNotes: 'general',
};

/** What is saved: every note trimmed, an empty one as ''. */
const toInput = (values: NotesValues): NotesValues =>
  Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value.trim()])) as NotesValues;

const toForm = (notes: ClientNotes | undefined): NotesValues => ({
  skinTone: notes?.skinTone ?? '',
  allergies: notes?.allergies ?? '',
  preferences: notes?.preferences ?? '',
  generalNotes: notes?.generalNotes ?? '',
});

/**
 * A client's Notes (spec 001 fields: Skin Tone, Allergies, Preferences, General Notes), kept
 * per stylist and client by GET/PUT /api/stylist/clients/{id}/notes.
 */
export function ClientNotesDialog({
  client,
  onClose,
}: {
  client: StylistClient | null;
  onClose: () => void;
}) {
  const shown = useShown(client);
  const notes = useClientNotes(client?.id ?? null);
  return (
    <Dialog
      open={client !== null}
      onClose={onClose}
      title="Client Notes"
      description={shown ? `Private notes on ${clientName(shown)}, seen only by you.` : undefined}
      className="stylist-dialog--medium"
    >
      {notes.isPending || !shown ? (
        <div className="stack gap-4">
          <p role="status" className="visually-hidden">
            Loading notes…
          </p>
          <Skeleton className="stylist-notes-loading__field" />
          <Skeleton className="stylist-notes-loading__field" />
          <Skeleton className="stylist-notes-loading__area" />
        </div>
      ) : (
        // Keyed by the stored version, so the form starts from what was saved last.
        <NotesForm
          key={`${shown.id}:${notes.data?.updatedAt ?? 'new'}`}
          clientId={shown.id}
          initial={notes.data}
          loadFailed={notes.isError}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function NotesForm({
  clientId,
  initial,
  loadFailed,
  onClose,
}: {
  clientId: string;
  initial: ClientNotes | undefined;
  loadFailed: boolean;
  onClose: () => void;
}) {
  const save = useSaveClientNotes();
  const onUnauthorized = useUnauthorizedRedirect('/stylist');
  const id = useId();
  const form = useSchemaForm<NotesValues, ClientNotesInput>({
    initial: () => toForm(initial),
    validator: clientNotesValidator,
    toInput,
    fields: NOTE_FIELDS,
    fieldId: (field) => `${id}-${ID_ENDS[field]}`,
  });

  const onSubmit = form.handleSubmit(
    (notes) =>
      save.mutate(
        { clientId, notes },
        {
          onSuccess: () => {
            toast({ ...clientNotesToasts.saved, variant: 'success' });
            onClose();
          },
          onError: (error) => {
            if (onUnauthorized(error)) return;
            toast({ ...clientNotesToasts.failed, variant: 'destructive' });
          },
        },
      ),
    { busy: save.isPending },
  );

  return (
    <form className="stack gap-5" noValidate aria-busy={save.isPending} onSubmit={onSubmit}>
      {loadFailed ? (
        <p className="note" role="alert">
          The saved notes could not be loaded; saving now replaces them.
        </p>
      ) : null}
      <div className="staff-field-grid staff-field-grid--close stylist-form__grid">
        <InputField
          {...form.field('skinTone')}
          label="Skin Tone"
          placeholder="e.g. fair with warm undertones"
          maxLength={LIMITS.shortText}
        />
        <InputField
          {...form.field('allergies')}
          label="Allergies"
          placeholder="e.g. latex, fragrance"
          maxLength={LIMITS.shortText}
        />
      </div>
      <TextareaField
        {...form.field('preferences')}
        label="Preferences"
        rows={3}
        placeholder="Looks, products and finishes they love"
        maxLength={LIMITS.notes}
      />
      <TextareaField
        {...form.field('generalNotes')}
        label="General Notes"
        rows={3}
        maxLength={LIMITS.notes}
      />
      {initial?.updatedAt ? <p className="note">Last saved {formatInstant(initial.updatedAt)}.</p> : null}
      <DialogButtons onDismiss={onClose} label="Save Notes" busyLabel="Saving..." busy={save.isPending} />
    </form>
  );
}
