/** Length and count limits of user input, shared by the schemas and the forms. */
export const LIMITS = {
  name: 120,
  email: 254,
  phone: 40,
  subject: 200,
  shortText: 500,
  longText: 5000,
  url: 2048,
  notes: 2000,
  tag: 40,
  tags: 20,
  images: 10,
  /** A consultation's meeting note, and the customer's preferred times and note when she asks to move it. */
  consultationNote: 500,
} as const;
