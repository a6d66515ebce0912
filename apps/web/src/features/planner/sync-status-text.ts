// The words of the sync status pill: what a person needs to know about their changes right now.
import type { SyncState } from '../../plan';

export type SyncTone = 'ok' | 'busy' | 'waiting' | 'alert';

export interface SyncStatusText {
  /** The pill's text, e.g. "Offline — 2 changes waiting". */
  label: string;
  /** A longer explanation for the tooltip. */
  detail: string;
  tone: SyncTone;
}

function changesWaiting(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'} waiting`;
}

export function describeSyncState(state: SyncState): SyncStatusText {
  switch (state.kind) {
    case 'connecting':
      return { label: 'Connecting…', detail: 'Connecting to Confetti to sync your plan.', tone: 'busy' };
    case 'saving':
      return { label: 'Saving…', detail: 'Sending your latest changes.', tone: 'busy' };
    case 'saved':
      return { label: 'Saved', detail: 'Every change is saved and shared with your plan.', tone: 'ok' };
    case 'offline':
      return {
        label: state.waiting > 0 ? `Offline — ${changesWaiting(state.waiting)}` : 'Offline',
        detail:
          'You are offline. Keep planning: changes are kept on this device and sync when you reconnect.',
        tone: 'waiting',
      };
    case 'reconnecting':
      return {
        label: 'Reconnecting…',
        detail:
          state.waiting > 0
            ? `Trying to reach Confetti. ${changesWaiting(state.waiting)} on this device.`
            : 'Trying to reach Confetti.',
        tone: 'waiting',
      };
    case 'not-saved':
      return {
        // Short enough for the pill at phone width; the shell's alert says why.
        label: `${state.waiting} ${state.waiting === 1 ? 'change' : 'changes'} not saved`,
        detail:
          'You can only view this plan now, so changes made on this device were not saved. Only you see them.',
        tone: 'alert',
      };
    case 'revoked':
      return {
        label: 'Access removed',
        detail: 'Your access to this plan was removed, so changes here are no longer shared.',
        tone: 'alert',
      };
  }
}
