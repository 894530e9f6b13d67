import { describe, expect, it } from '@jest/globals';
import { ApiError } from './api-client';
import { errorsAfterChange, serverFieldErrors } from './use-schema-form';
import type { PrecompiledValidator } from './validation';

interface Input {
  name: string;
  email: string;
}

/** A stand-in for a precompiled validator: both fields are required. */
const required: PrecompiledValidator = Object.assign(
  (data: unknown) => {
    const value = data as Input;
    required.errors = (['name', 'email'] as const)
      .filter((field) => !value[field])
      .map((field) => ({
        instancePath: '',
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: field },
        message: `must have required property '${field}'`,
      }));
    return required.errors.length === 0;
  },
  { errors: null },
);

const options = { validator: required, toInput: (values: Input) => values };

describe('errorsAfterChange', () => {
  it('leaves the messages alone before the first submit', () => {
    const state = { values: { name: '', email: '' }, errors: {}, attempted: false };
    expect(errorsAfterChange<Input, Input>(state, { name: '', email: '' }, ['name'], options)).toEqual({});
  });

  it('re-checks the answers after the first submit', () => {
    const state = { values: { name: '', email: '' }, errors: { name: 'x', email: 'y' }, attempted: true };
    const errors = errorsAfterChange<Input, Input>(state, { name: 'Ana', email: '' }, ['name'], options);
    expect(errors.name).toBeUndefined();
    expect(errors.email).toEqual(expect.any(String));
  });

  it('keeps a kept field’s own message while it is still invalid', () => {
    const state = { values: { name: '', email: '' }, errors: { email: 'File refused' }, attempted: true };
    const next = { name: 'Ana', email: '' };
    expect(
      errorsAfterChange<Input, Input>(state, next, ['name'], { ...options, keepMessages: ['email'] }),
    ).toEqual({ email: 'File refused' });
  });

  it("in 'clear' mode takes away only the changed field's message", () => {
    const state = { values: { name: '', email: '' }, errors: { name: 'x', email: 'y' }, attempted: true };
    const next = { name: 'Ana', email: '' };
    expect(
      errorsAfterChange<Input, Input>(state, next, ['name'], { ...options, onChangeErrors: 'clear' }),
    ).toEqual({ email: 'y' });
  });
});

describe('serverFieldErrors', () => {
  it("keeps the first message of each of the form's fields and drops the others", () => {
    const body = JSON.stringify({
      message: 'Invalid',
      errors: [
        { field: 'email', message: 'Enter a valid email' },
        { field: 'email', message: 'second' },
        { field: 'unknown', message: 'dropped' },
      ],
    });
    const error = new ApiError(400, 'Bad Request', body);
    expect(serverFieldErrors<Input>(error, ['name', 'email'])).toEqual({ email: 'Enter a valid email' });
    expect(serverFieldErrors<Input>(new Error('boom'), ['name', 'email'])).toEqual({});
  });
});
