// The route entry (console-routes.ts loads this path); the pages live in pages/.
export { default } from './pages/rate-plans-area-page';
