/**
 * Every user-facing string of the specification, word for word, so the client and the
 * server say the same thing. Grouped by the screen or call that shows them, one module each.
 * Numbers that a rule sets are read from that rule's constant, so a sentence cannot drift from it.
 * No module here imports a schema (packages/domain/src/schemas): public pages load these without TypeBox.
 */
export * from './admin';
export * from './api';
export * from './booking';
export * from './consultation';
export * from './fields';
export * from './pages';
export * from './reviews';
export * from './toasts';
export * from './uploads';
