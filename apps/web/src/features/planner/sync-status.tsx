// The sync status pill: Saved, Saving…, Offline — N changes waiting, Reconnecting…, N changes not saved,
// Access removed.
// A polite live region, so a screen reader hears when the plan goes offline and comes back.
import { CircleAlert, CloudCheck, CloudOff, LoaderCircle, RefreshCw } from 'lucide-react';
import { useSyncState } from '../../plan';
import { describeSyncState } from './sync-status-text';

export function SyncStatus() {
  const state = useSyncState();
  const { label, detail, tone } = describeSyncState(state);
  const Icon =
    state.kind === 'saved'
      ? CloudCheck
      : state.kind === 'offline'
        ? CloudOff
        : state.kind === 'reconnecting'
          ? RefreshCw
          : state.kind === 'revoked' || state.kind === 'not-saved'
            ? CircleAlert
            : LoaderCircle;
  const spinning = state.kind === 'saving' || state.kind === 'connecting' || state.kind === 'reconnecting';
  return (
    <div className="sync-pill" data-tone={tone} data-state={state.kind} role="status" title={detail}>
      <Icon size={15} aria-hidden="true" className={spinning ? 'spin' : undefined} />
      <span className="sync-pill__label">{label}</span>
    </div>
  );
}
