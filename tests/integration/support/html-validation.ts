import { HtmlValidate } from 'html-validate';

/**
 * html-validate's recommended rules, less the ones that only judge how valid HTML is written:
 * Vite's and React's output style, inline styles, long titles.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // Vite's own tags and React's output, valid HTML written in their style.
    'void-style': 'off',
    'no-trailing-whitespace': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'no-inline-style': 'off',
    'long-title': 'off',
    'prefer-native-element': 'off',
    'no-redundant-role': 'off',
    // React writes attributes in their DOM spelling (autoComplete, maxLength, noValidate),
    // which HTML reads case-insensitively; Vite writes the doctype in lowercase.
    'attr-case': 'off',
    'doctype-style': 'off',
    // A label both wrapping its input and naming it: redundant, not wrong.
    'no-redundant-for': 'off',
    // Allowed on a list (a card's tags, named for screen readers), merely not recommended.
    'aria-label-misuse': 'off',
  },
});

/** What the validator finds wrong in a page, one line each (none for a valid page). */
export async function htmlProblems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((r) =>
    r.messages.map((m) => `${m.ruleId} at ${m.line}:${m.column}: ${m.message} (${m.selector})`),
  );
}
