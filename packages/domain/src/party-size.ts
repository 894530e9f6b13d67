/**
 * People one booking of makeup or hair tiers may style. Constants only, so the booking rules and
 * the messages that state them both read them without importing each other.
 */
export const PARTY_SIZE_MIN = 1;
export const PARTY_SIZE_MAX = 6;
