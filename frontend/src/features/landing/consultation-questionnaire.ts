/**
 * The consultation questionnaire's answers (spec 000, consultation request): its fields in the
 * order they are checked and focused, what is sent, and the validator loaded on first use.
 */
import { CONSULTATION_CONTACT_FIELDS, QUESTIONNAIRE_FORM_ORDER } from '@beauty/domain/questionnaire';
import type { ConsultationRequestInput } from '@beauty/domain/schemas/consultation-request';
import type { PrecompiledValidator } from '@/lib/validation';

export type QuestionField = Exclude<keyof ConsultationRequestInput, 'inspirationImages'>;
export type QuestionValues = Record<QuestionField, string>;

/** Who is asking, then the questions, in the order the form shows them. */
export const FIELDS: readonly QuestionField[] = [...CONSULTATION_CONTACT_FIELDS, ...QUESTIONNAIRE_FORM_ORDER];

export const EMPTY_QUESTIONNAIRE = Object.fromEntries(FIELDS.map((field) => [field, ''])) as QuestionValues;
export const consultFieldId = (field: QuestionField | 'inspirationImages') => `consult-${field}`;

/** What is sent: trimmed answers, name and email always, the rest only when answered. */
export function toInput(values: QuestionValues, imageUrls: readonly string[]): ConsultationRequestInput {
  const input: Record<string, unknown> = { name: values.name.trim(), email: values.email.trim() };
  for (const field of FIELDS) {
    const answer = values[field].trim();
    if (answer && !(field in input)) input[field] = answer;
  }
  if (imageUrls.length > 0) input.inspirationImages = [...imageUrls];
  return input as ConsultationRequestInput;
}

let consultationValidator: Promise<PrecompiledValidator> | undefined;

/**
 * The precompiled ConsultationRequestInput validator, loaded when the visitor starts on the
 * form: the validators module is shared by every form, and the landing page need not carry it.
 */
export function loadConsultationValidator(): Promise<PrecompiledValidator> {
  consultationValidator ??= import('@beauty/domain/standalone-validators').then(
    (validators) => validators.ConsultationRequestInput,
  );
  consultationValidator.catch(() => {
    consultationValidator = undefined;
  });
  return consultationValidator;
}
