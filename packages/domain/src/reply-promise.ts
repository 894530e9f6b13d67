/**
 * How soon the team answers a consultation request or a message: the spec's promise, said by the
 * toasts, the pages, the acknowledgment emails and the team's notification. No imports, so the
 * public pages read it too.
 */
export const REPLY_WITHIN_HOURS = 24;

/** 'within 24 hours', as the sentences say it. */
export const REPLY_WITHIN = `within ${REPLY_WITHIN_HOURS} hours`;
