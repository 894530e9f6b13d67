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
  /** A password (at most; its fewest is MIN_LENGTHS.password). */
  password: 200,
  /** A payment handle: a $cashtag, an @username or an Apple ID email. */
  paymentHandle: 120,
  /** A gallery image's title. */
  title: 200,
  /** The final price staff set on a booking, in cents ($50,000 at the most). */
  priceCents: 5_000_000,
} as const;

/** The fewest characters of fields that need more than one, shared by the schemas and the forms. */
export const MIN_LENGTHS = {
  password: 10,
  /** A stylist application's experience highlights. */
  experience: 50,
  /** A testimonial's text. */
  review: 20,
  /** The name on a review or a consultation request. */
  name: 2,
  /** A contact message. */
  message: 10,
} as const;

/** A rating is 1 to this many stars. */
export const RATING_STARS = 5;

/** An Idempotency-Key header is 1 to this many visible ASCII characters (the API's check and its message). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
