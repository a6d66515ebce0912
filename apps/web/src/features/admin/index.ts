// The Admin tab (admins only).
export { AdminTab } from './admin-tab';
