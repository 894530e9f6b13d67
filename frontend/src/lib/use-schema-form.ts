import { type ChangeEvent, type Dispatch, type FormEvent, useCallback, useState } from 'react';
import { toast } from '../components/ui/toast/use-toast';
import { readErrorBody } from './api-client';
import { type FieldErrors, type PrecompiledValidator, type ValidationResult, validate } from './validation';

/**
 * The state every form checked by a domain schema keeps: its answers, the message under each
 * field, and whether a submit was tried. After the first submit the messages follow the answers
 * as they are corrected; a refused submit, and a server's field errors, focus the first field in
 * error. Validators are the precompiled ones from '@beauty/domain/standalone-validators' (the
 * CSP forbids compiling them here).
 */

export type SchemaField<I> = Extract<keyof I, string>;

export interface SchemaFormOptions<V, I> {
  initial: V | (() => V);
  /** Null while it is still loading: then the messages wait for the submit. */
  validator: PrecompiledValidator | null;
  /** What is checked and sent, made from the answers (trimmed, empty optional answers left out). */
  toInput: (values: V) => unknown;
  /** The fields in the order they are checked and focused; a server's errors on others are dropped. */
  fields: readonly SchemaField<I>[];
  fieldId: (field: SchemaField<I>) => string;
  /** The element to focus for a field in error, when it is not `fieldId(field)` (a radio group). */
  focusId?: (field: SchemaField<I>, values: V) => string;
  /** 'revalidate' (the default): after the first submit, changes re-check the form; 'clear': a change clears its field's message. */
  onChangeErrors?: 'revalidate' | 'clear';
  /** Fields whose shown message, e.g. a refused upload's reason, stays while they are still invalid. */
  keepMessages?: readonly SchemaField<I>[];
}

interface FormState<V, I> {
  values: V;
  errors: FieldErrors<I>;
  attempted: boolean;
}

/** The messages after the answers changed to `next` (pure, so it can run inside a state update). */
export function errorsAfterChange<V, I>(
  state: FormState<V, I>,
  next: V,
  changed: readonly string[],
  options: Pick<SchemaFormOptions<V, I>, 'validator' | 'toInput' | 'onChangeErrors' | 'keepMessages'>,
): FieldErrors<I> {
  if (options.onChangeErrors === 'clear') {
    const errors = { ...state.errors };
    for (const field of changed) delete errors[field as SchemaField<I>];
    return errors;
  }
  if (!state.attempted || !options.validator) return state.errors;
  const fresh = validate<I>(options.validator, options.toInput(next)).errors;
  for (const field of options.keepMessages ?? []) {
    if (fresh[field] && state.errors[field]) fresh[field] = state.errors[field];
  }
  return fresh;
}

/** A server's field errors that name one of the form's fields, the first message of each. */
export function serverFieldErrors<I>(error: unknown, fields: readonly SchemaField<I>[]): FieldErrors<I> {
  const found: FieldErrors<I> = {};
  for (const { field, message } of readErrorBody(error).errors) {
    if ((fields as readonly string[]).includes(field)) found[field as SchemaField<I>] ??= message;
  }
  return found;
}

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export function useSchemaForm<V extends object, I>(options: SchemaFormOptions<V, I>) {
  const [state, setState] = useState<FormState<V, I>>(() => ({
    values: typeof options.initial === 'function' ? (options.initial as () => V)() : options.initial,
    errors: {},
    attempted: false,
  }));
  const { values, errors } = state;
  const reset = useCallback((next: V) => setState({ values: next, errors: {}, attempted: false }), []);

  const focusFirstInvalid = (shown: FieldErrors<I>) => {
    const first = options.fields.find((field) => shown[field]);
    if (first) document.getElementById((options.focusId ?? options.fieldId)(first, values))?.focus();
  };

  /**
   * Change some answers; reads the latest ones, so an upload finishing late may call it too.
   * `keepErrors` leaves the messages as they are (a value the form sets itself, not the visitor).
   */
  const set = (patch: Partial<V>, { keepErrors = false }: { keepErrors?: boolean } = {}) =>
    setState((current) => {
      const next = { ...current.values, ...patch };
      const errors = keepErrors
        ? current.errors
        : errorsAfterChange(current, next, Object.keys(patch), options);
      return { ...current, values: next, errors };
    });

  /** Show these messages (a server's, or a rule the schema cannot state) and focus the first, unless told not to. */
  const showErrors = (shown: FieldErrors<I>, { focus = true }: { focus?: boolean } = {}) => {
    setState((current) => ({ ...current, errors: shown }));
    if (focus) focusFirstInvalid(shown);
  };

  /** Take these fields' messages away, leaving the others. */
  const clearErrors = (...fields: SchemaField<I>[]) =>
    setState((current) => {
      if (!fields.some((field) => current.errors[field])) return current;
      const next = { ...current.errors };
      for (const field of fields) delete next[field];
      return { ...current, errors: next };
    });

  /** Put one field's message, or take it away, leaving the others. */
  const setFieldError = (field: SchemaField<I>, message: string | undefined) =>
    setState((current) => {
      const next = { ...current.errors };
      if (message) next[field] = message;
      else delete next[field];
      return { ...current, errors: next };
    });

  /** Check the answers as a submit does: show the messages, focus the first field in error. */
  const check = (validator: PrecompiledValidator | null = options.validator): ValidationResult<I> => {
    if (!validator) throw new Error('useSchemaForm: no validator to check the form with');
    const result = validate<I>(validator, options.toInput(values));
    setState((current) => ({ ...current, attempted: true, errors: result.errors }));
    if (!result.ok) focusFirstInvalid(result.errors);
    return result;
  };

  return {
    values,
    errors,
    set,
    showErrors,
    clearErrors,
    setFieldError,
    check,
    /** Start again from these answers, with no messages (the same function every render). */
    reset,
    /** The server's field errors on the form's fields, shown and the first focused; whether there were any. */
    showServerErrors: (error: unknown) => {
      const found = serverFieldErrors<I>(error, options.fields);
      showErrors(found);
      return Object.keys(found).length > 0;
    },
    /** A text, select or textarea field's id, value, message and change handler. */
    field: <K extends TextKey<V> & SchemaField<I>>(name: K) => ({
      id: options.fieldId(name),
      value: values[name] as string,
      error: errors[name],
      onChange: (event: ChangeEvent<TextControl>) => set({ [name]: event.target.value } as Partial<V>),
    }),
    /** A submit handler: checks the answers and, when they pass, hands the input to `send`. */
    handleSubmit:
      (send: (input: I) => void, { busy = false }: { busy?: boolean } = {}) =>
      (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (busy) return;
        const result = check();
        if (result.ok) send(result.value);
      },
  };
}

type ActionErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The messages of a form whose answers change through a reducer's actions (the booking forms):
 * each action takes away the messages of the fields it changes; a problem found before sending
 * is toasted, shown under its fields, and the first of them focused.
 */
export function useActionErrors<A, F extends string>(
  dispatch: Dispatch<A>,
  fieldsOf: (action: A) => readonly string[],
  focusField: (field: F) => void,
) {
  const [errors, setErrors] = useState<ActionErrors<F>>({});
  const update = useCallback(
    (action: A) => {
      dispatch(action);
      const fields = fieldsOf(action);
      setErrors((current) =>
        fields.some((field) => field in current)
          ? (Object.fromEntries(
              Object.entries(current).filter(([field]) => !fields.includes(field)),
            ) as ActionErrors<F>)
          : current,
      );
    },
    [dispatch, fieldsOf],
  );
  const showProblem = (problem: { title: string; description: string }, fields: readonly F[]) => {
    toast({ ...problem, variant: 'destructive' });
    setErrors(Object.fromEntries(fields.map((field) => [field, problem.description])) as ActionErrors<F>);
    const [first] = fields;
    if (first) focusField(first);
  };
  return { errors, setErrors, update, showProblem };
}
