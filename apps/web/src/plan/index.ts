export { useCollection, useNow, useWeddingInfo } from './hooks';
export type { SyncState } from './plan-connection';
export {
  type PlanContextValue,
  PlanProvider,
  type PlanRole,
  useCanEdit,
  usePlan,
  useSyncState,
} from './plan-context';
export { type PresentUser, useAnnounceTab, usePresence } from './presence';
