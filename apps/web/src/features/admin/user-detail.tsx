// One user's plan as an admin sees it: the four reads (each audited on the server), shown as numbers
// and short lists. A read that fails shows as empty, with a note (spec §7).
import { formatDollars, WEDDING_COUPLE_TAG } from '@confetti/plan';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { BreakableAddress } from '../../lib/breakable-address';
import { formatWeddingDate } from '../dashboard/dashboard-model';
import { type AdminUser, useUserDetail } from './api';
import { noOwnPlanNote } from './plan-note';
import { ProgressBars } from './progress-bars';

function num(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

function text(value: unknown): string {
  return typeof value === 'string' && value.trim() !== '' ? value : '—';
}

/** Below this width the panel comes after the whole user list (admin.css), out of sight. */
const SIDE_BY_SIDE = '(min-width: 960px)';

export function UserDetailPanel({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  // On a phone the panel opens below the list and its pager: bring it into view and say which user
  // it is, or tapping a user seems to do nothing.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (window.matchMedia(SIDE_BY_SIDE).matches) return;
    heading.current?.focus({ preventScroll: true });
    heading.current?.closest('section')?.scrollIntoView({ block: 'start' });
  }, []);
  // Someone with no plan of their own has nothing to read (another couple's plan is read as theirs).
  const { data, isPending } = useUserDetail(user.plan_id ? user.id : null);
  const info = data?.weddingInfo ?? null;
  const actual = (data?.budget ?? []).reduce((sum, item) => sum + num(item.actual_cost), 0);
  const paid = (data?.budget ?? []).reduce(
    (sum, item) =>
      sum + item.payments.filter((p) => p.status === 'paid').reduce((s, p) => s + num(p.amount), 0),
    0,
  );
  // As the couple's dashboard counts them: their own records (tagged Wedding Couple) are not guests.
  const guests = (data?.guests ?? []).filter((g) => g.tag !== WEDDING_COUPLE_TAG);
  const accepted = guests.filter((g) => g.rsvp_status === 'Accepted').length;
  const hired = (data?.vendors ?? []).filter((v) => v.hired === true);
  return (
    <section className="admin-detail" aria-labelledby="admin-detail-title">
      <header className="admin-detail__header">
        <div>
          <p className="eyebrow">User</p>
          <h2 id="admin-detail-title" ref={heading} tabIndex={-1}>
            {user.couple_names ?? user.display_name ?? <BreakableAddress address={user.email} />}
          </h2>
          <p className="admin-detail__email">
            <BreakableAddress address={user.email} />
          </p>
        </div>
        <button type="button" className="dialog__close" onClick={onClose} aria-label="Close user details">
          <X size={18} aria-hidden="true" />
        </button>
      </header>
      {user.progress ? <ProgressBars progress={user.progress} /> : <p>{noOwnPlanNote(user)}.</p>}
      {!user.plan_id ? null : isPending ? (
        <p className="admin-muted">Loading their plan…</p>
      ) : (
        <>
          {data && data.failed.length > 0 ? (
            <p className="admin-warning" role="status">
              Could not load {data.failed.join(', ')}; shown as empty.
            </p>
          ) : null}
          <dl className="admin-facts">
            <div>
              <dt>Wedding date</dt>
              <dd>
                {typeof info?.wedding_date === 'string' && info.wedding_date !== ''
                  ? formatWeddingDate(info.wedding_date)
                  : text(info?.wedding_date)}
              </dd>
            </div>
            <div>
              <dt>Location</dt>
              <dd>{text(info?.location)}</dd>
            </div>
            <div>
              <dt>Planned budget</dt>
              <dd>{info?.planned_budget == null ? '—' : formatDollars(num(info.planned_budget))}</dd>
            </div>
            <div>
              <dt>Committed / paid</dt>
              <dd>
                {formatDollars(actual)} / {formatDollars(paid)}
              </dd>
            </div>
            <div>
              <dt>Invitations (accepted)</dt>
              <dd>
                {guests.length} ({accepted})
              </dd>
            </div>
            <div>
              <dt>Vendors (hired)</dt>
              <dd>
                {data?.vendors.length ?? 0} ({hired.length})
              </dd>
            </div>
          </dl>
          {hired.length > 0 ? (
            <div className="admin-detail__list">
              <h3>Hired vendors</h3>
              <ul>
                {hired.map((v) => (
                  <li key={String(v.id)}>
                    {text(v.name)} <span className="admin-muted">· {text(v.category)}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <p className="admin-muted admin-detail__audit">Each of these reads is recorded in the audit log.</p>
        </>
      )}
    </section>
  );
}
