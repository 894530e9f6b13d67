/** Who is asking (spec 000 section 3): the request's contact fields. */
export const CONSULTATION_CONTACT_FIELDS = ['name', 'email', 'phone', 'eventType', 'eventDate'] as const;

/**
 * The questionnaire's answers in the spec's order (spec 000 section 3): the one list of its fields,
 * which the API stores, the admin panel and the team's email show, and the worker reads.
 * Their questions' words are QUESTIONNAIRE_LABELS.
 */
export const QUESTIONNAIRE_FIELDS = [
  'skinType',
  'favoriteFeatures',
  'falseLashesExperience',
  'tooFoldForYou',
  'celebrityInspiration',
  'dailyRoutine',
  'holyGrailProducts',
  'commentsOrConcerns',
  'allergiesOrSensitivities',
] as const;
export type QuestionnaireField = (typeof QUESTIONNAIRE_FIELDS)[number];

/**
 * Each question as the public form asks it (what the bride answered), keyed by field, in the
 * form's order: the form, the admin panel and the team's email all read it (the panel and the
 * email list the answers in QUESTIONNAIRE_FIELDS order).
 */
export const QUESTIONNAIRE_LABELS = {
  skinType: 'Skin Type',
  falseLashesExperience: 'How do you feel about false lashes?',
  favoriteFeatures: 'What are your favorite features?',
  tooFoldForYou: "Is there a look that's too bold for you?",
  celebrityInspiration: 'Celebrity or style inspiration',
  holyGrailProducts: 'Holy grail products',
  dailyRoutine: 'Your daily makeup routine',
  allergiesOrSensitivities: 'Allergies or sensitivities',
  commentsOrConcerns: 'Comments or concerns',
} as const satisfies Record<QuestionnaireField, string>;

/** The questions in the order the form shows them (its checks and focus follow it). */
export const QUESTIONNAIRE_FORM_ORDER = Object.keys(QUESTIONNAIRE_LABELS) as QuestionnaireField[];

/** A row's questionnaire answers (null for a blank one), and nothing else of it. */
export function questionnaireOf(
  row: Partial<Record<QuestionnaireField, string | null | undefined>>,
): Record<QuestionnaireField, string | null> {
  return Object.fromEntries(QUESTIONNAIRE_FIELDS.map((field) => [field, row[field] ?? null])) as Record<
    QuestionnaireField,
    string | null
  >;
}
