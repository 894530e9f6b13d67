/**
 * The site's words, one module per screen or call in ./messages/ (see its index). This file keeps
 * `./messages` and `@beauty/domain/messages` (the package exports map `./*` to `dist/*.js`)
 * pointing at them.
 */
export * from './messages/index';
