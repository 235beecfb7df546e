/** Groups and allotments as other modules see them: the release job (jobs.ts). */
export { groupReleaseJob } from './groups-release.js';
