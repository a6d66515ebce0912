export { useCollection, useNow, useWeddingInfo } from './hooks';
export type { SyncState } from './plan-connection';
export {
  type PlanContextValue,
  PlanProvider,
  type PlanRole,
  useCanEdit,
  usePlan,
  useReplacedEdits,
  useSyncState,
} from './plan-context';
export { type PresentUser, useAnnounceTab, usePresence } from './presence';
