import type { FormEvent } from 'react';
import { type ToastOptions, toast } from '@/components/ui/toast/use-toast';

type Words = Pick<ToastOptions, 'title' | 'description'>;

export interface SaveOutcome<A> {
  /** The success toast, or the words made from the answer. */
  saved: Words | ((answer: A) => Words);
  /** The failure toast, or the words made from the error. */
  failed: Words | ((error: unknown) => Words);
  /** After the success toast: close the dialog, show the confirmation. */
  afterSaved: (answer: A) => void;
  /** The form's `showServerErrors`: puts the server's field messages under their fields. */
  showServerErrors: (error: unknown) => boolean;
  /** A 401 handled here (useUnauthorizedRedirect) is not toasted as a failure. */
  onUnauthorized?: (error: unknown) => boolean;
  /** 'fields': a failure shown under a field is not toasted too; 'always' (the default): it is. */
  toastFailure?: 'always' | 'unless-fields';
}

/**
 * A form's mutate callbacks: on success the toast and `afterSaved`; on failure, the sign-in redirect
 * for a 401, the server's field messages under their fields, and the failure toast.
 */
export function saveOutcome<A>({
  saved,
  failed,
  afterSaved,
  showServerErrors,
  onUnauthorized,
  toastFailure = 'always',
}: SaveOutcome<A>) {
  return {
    onSuccess: (answer: A) => {
      toast({ ...(typeof saved === 'function' ? saved(answer) : saved), variant: 'success' });
      afterSaved(answer);
    },
    onError: (error: unknown) => {
      if (onUnauthorized?.(error)) return;
      // Messages about fields go under them; with 'unless-fields' only anything else is toasted.
      if (showServerErrors(error) && toastFailure === 'unless-fields') return;
      toast({ ...(typeof failed === 'function' ? failed(error) : failed), variant: 'destructive' });
    },
  };
}

interface SchemaFormSubmit<I> {
  handleSubmit: (
    send: (input: I) => void,
    options?: { busy?: boolean },
  ) => (event: FormEvent<HTMLFormElement>) => void;
  showServerErrors: (error: unknown) => boolean;
}

interface Mutation<I, A> {
  mutate: (input: I, callbacks: ReturnType<typeof saveOutcome<A>>) => void;
  isPending: boolean;
}

/**
 * A form that sends its checked input as it is (the public card forms): the submit handler and
 * whether it is busy. `waiting` (an upload still running) holds the submit back too.
 */
export function sendForm<I, A>(
  form: SchemaFormSubmit<I>,
  mutation: Mutation<I, A>,
  outcome: Omit<SaveOutcome<A>, 'showServerErrors'>,
  { waiting = false }: { waiting?: boolean } = {},
) {
  return {
    busy: mutation.isPending,
    onSubmit: form.handleSubmit(
      (input) => mutation.mutate(input, saveOutcome({ ...outcome, showServerErrors: form.showServerErrors })),
      { busy: mutation.isPending || waiting },
    ),
  };
}
