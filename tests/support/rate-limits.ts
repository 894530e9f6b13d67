/**
 * Every rate limit raised to `perWindow`, so tests that send many requests from one address are
 * not refused; the tests of the limits themselves set theirs lower in the env they pass after.
 */
export function raisedRateLimits(perWindow: number): Record<string, string> {
  const limit = String(perWindow);
  return {
    RATE_LIMIT_CONTACT_PER_HOUR: limit,
    RATE_LIMIT_SIGN_IN_FAILURES_PER_ACCOUNT: limit,
    RATE_LIMIT_SIGN_IN_FAILURES_PER_ADDRESS: limit,
    RATE_LIMIT_ACCOUNT_FORMS_PER_15_MIN: limit,
    RATE_LIMIT_RESET_EMAILS_PER_HOUR: limit,
    RATE_LIMIT_PUBLIC_FORM_PER_HOUR: limit,
  };
}
