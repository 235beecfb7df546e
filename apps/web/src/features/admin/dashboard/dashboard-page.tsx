// The route entry (app/router.tsx loads this path); the page lives in pages/.
export { default } from './pages/dashboard-page';
