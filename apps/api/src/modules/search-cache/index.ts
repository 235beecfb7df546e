/** The search cache's public face (issue 25): the catalogue's list and rooms routes serve through it. */
export { type SearchAnswers, startSearchAnswers } from './search-cache.service.js';
