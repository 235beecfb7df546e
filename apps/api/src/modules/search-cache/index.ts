/**
 * The search cache's public face (issue 25): the catalogue's list and rooms routes serve through it; the process's one
 * notification connection is shared with the session cache (modules/auth/session-cache.ts).
 */
export { type ChangeListener, type ChangeListenerEvents, listenForChanges } from './change-listener.js';
export { EncodedAnswer, type SearchAnswers, startSearchAnswers } from './search-cache.service.js';
