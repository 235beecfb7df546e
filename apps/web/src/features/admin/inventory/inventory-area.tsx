// The route entry (console-routes.ts loads this path); the page lives in pages/.
export { default } from './pages/inventory-page';
