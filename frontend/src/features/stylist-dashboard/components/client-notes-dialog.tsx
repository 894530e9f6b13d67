import { LIMITS } from '@beauty/domain/limits';
import type { ClientNotes, ClientNotesInput, StylistClient } from '@beauty/domain/schemas/stylist-dashboard';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { InputField, TextareaField } from '@/components/ui/fields';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast/use-toast';
import { formatInstant } from '@/lib/booking-display';
import { useUnauthorizedRedirect } from '@/lib/use-unauthorized-redirect';
import { useClientNotes } from '../api/get-client-notes';
import { useSaveClientNotes } from '../api/save-client-notes';
import { clientName } from '../appointment-rows';
import { useShown } from './use-shown';

/** The dashboard's own words for saving notes (the spec left saving unwired, so it has none). */
export const clientNotesToasts = {
  saved: { title: 'Notes Saved', description: 'Your notes on this client have been saved.' },
  failed: { title: 'Save Failed', description: 'Failed to save client notes. Please try again.' },
} as const;

const toForm = (notes: ClientNotes | undefined): Required<ClientNotesInput> => ({
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
        <div className="stylist-notes-loading">
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
  const [form, setForm] = useState(() => toForm(initial));
  const save = useSaveClientNotes();
  const onUnauthorized = useUnauthorizedRedirect('/stylist');
  const id = useId();
  const set = (field: keyof ClientNotesInput) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const trimmed = Object.fromEntries(
      Object.entries(form).map(([field, value]) => [field, value.trim()]),
    ) as Required<ClientNotesInput>;
    save.mutate(
      { clientId, notes: trimmed },
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
    );
  };

  return (
    <form className="stylist-form" noValidate aria-busy={save.isPending} onSubmit={onSubmit}>
      {loadFailed ? (
        <p className="stylist-form__note" role="alert">
          The saved notes could not be loaded; saving now replaces them.
        </p>
      ) : null}
      <div className="stylist-form__grid">
        <InputField
          id={`${id}-skin`}
          label="Skin Tone"
          placeholder="e.g. fair with warm undertones"
          maxLength={LIMITS.shortText}
          value={form.skinTone}
          onChange={set('skinTone')}
        />
        <InputField
          id={`${id}-allergies`}
          label="Allergies"
          placeholder="e.g. latex, fragrance"
          maxLength={LIMITS.shortText}
          value={form.allergies}
          onChange={set('allergies')}
        />
      </div>
      <TextareaField
        id={`${id}-preferences`}
        label="Preferences"
        rows={3}
        placeholder="Looks, products and finishes they love"
        maxLength={LIMITS.notes}
        value={form.preferences}
        onChange={set('preferences')}
      />
      <TextareaField
        id={`${id}-general`}
        label="General Notes"
        rows={3}
        maxLength={LIMITS.notes}
        value={form.generalNotes}
        onChange={set('generalNotes')}
      />
      {initial?.updatedAt ? (
        <p className="stylist-form__note">Last saved {formatInstant(initial.updatedAt)}.</p>
      ) : null}
      <DialogActions>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save Notes'}
        </Button>
      </DialogActions>
    </form>
  );
}
