// The Admin tab (spec §2: exists, not in the bar; for admins only): product totals and a 30-day chart
// from the projected reports, the user list with search and each plan's progress, one user's detail,
// and the audit log of admin reads.
import { formatDollars } from '@confetti/plan';
import { Search, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { BreakableAddress } from '../../lib/breakable-address';
import { ActivityChart } from './activity-chart';
import { type AdminUser, USERS_PAGE_SIZE, useAudit, useReports, useUsers } from './api';
import { noOwnPlanNote } from './plan-note';
import { ProgressBars } from './progress-bars';
import { UserDetailPanel } from './user-detail';
import './admin.css';

/** The user search asks once typing pauses this long, not at every key. */
const SEARCH_PAUSE_MS = 250;

const WHEN = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const WHEN_TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

function Stat({ label, value, note }: { label: string; value: string | number; note?: string }) {
  return (
    <div className="admin-stat">
      <dt className="admin-stat__label">{label}</dt>
      <dd className="admin-stat__value">{value}</dd>
      {note ? <dd className="admin-stat__note">{note}</dd> : null}
    </div>
  );
}

function Totals() {
  const { data, isPending, isError } = useReports();
  if (isPending) return <p className="admin-muted">Loading reports…</p>;
  if (isError || !data) return <p className="admin-warning">The reports could not be loaded right now.</p>;
  return (
    <>
      <dl className="admin-stats" aria-label="Totals">
        <Stat
          label="Users"
          value={data.users.total}
          note={`${data.users.new_last_30_days} new in 30 days${
            data.users.unconfirmed > 0 ? ` · ${data.users.unconfirmed} not confirmed yet` : ''
          }`}
        />
        <Stat label="Couples / vendors" value={`${data.users.couples} / ${data.users.vendors}`} />
        <Stat
          label="Plans"
          value={data.plans.total}
          note={`${data.plans.active_last_7_days} edited this week`}
        />
        <Stat
          label="Checklist tasks done"
          value={`${data.checklist.completion_percentage}%`}
          note={`${data.checklist.completed} of ${data.checklist.tasks}`}
        />
        <Stat
          label="Budgets planned"
          value={formatDollars(data.budget.planned_total)}
          note={`${formatDollars(data.budget.actual_total)} committed · ${formatDollars(data.budget.paid_total)} paid`}
        />
        <Stat
          label="Guest invitations"
          value={data.guests.total}
          note={`${data.guests.accepted} accepted · ${data.guests.awaiting} awaiting`}
        />
        <Stat
          label="Gifts bought"
          value={data.registry.purchases}
          note={`from ${data.registry.registries} ${data.registry.registries === 1 ? 'registry' : 'registries'} · ${formatDollars(data.registry.amount_pledged)} pledged`}
        />
        <Stat
          label="Directory listings"
          value={data.directory ? data.directory.listings : '—'}
          note={data.directory ? undefined : 'The directory is not open yet'}
        />
      </dl>
      <ActivityChart series={data.series} />
    </>
  );
}

function UsersTable({ onOpen, selected }: { onOpen: (user: AdminUser) => void; selected: string | null }) {
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  // Asked for once typing pauses, not at every key.
  const [asked, setAsked] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAsked(query), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const { data, isPending, isError } = useUsers(page, asked);
  const pages = data ? Math.max(1, Math.ceil(data.total / USERS_PAGE_SIZE)) : 1;
  return (
    <section className="admin-users" aria-labelledby="admin-users-title">
      <div className="admin-users__top">
        <h2 id="admin-users-title">Users</h2>
        <label className="admin-search">
          <Search size={16} aria-hidden="true" />
          <span className="sr-only">Search users by email or name</span>
          <input
            type="search"
            value={query}
            placeholder="Search by email or name"
            onChange={(event) => {
              setQuery(event.target.value);
              setPage(1);
            }}
          />
        </label>
      </div>
      {isError ? <p className="admin-warning">The user list could not be loaded.</p> : null}
      {isPending ? <p className="admin-muted">Loading users…</p> : null}
      {data ? (
        <>
          <ul className="admin-user-list">
            {data.users.map((user) => {
              // Someone who never gave a name is known by their address: shown once, not twice.
              const name = user.couple_names ?? user.display_name;
              return (
                <li key={user.id} className={user.id === selected ? 'admin-user is-selected' : 'admin-user'}>
                  <button type="button" className="admin-user__open" onClick={() => onOpen(user)}>
                    <span className="admin-user__who">
                      <strong>{name ?? <BreakableAddress address={user.email} />}</strong>
                      {name ? (
                        <span className="admin-muted">
                          <BreakableAddress address={user.email} />
                        </span>
                      ) : null}
                    </span>
                    <span className="admin-user__meta">
                      <span className="admin-badge">{user.user_type}</span>
                      {user.is_admin ? <span className="admin-badge admin-badge--admin">admin</span> : null}
                      {/* A sign-up never confirmed may be a typo or someone else's address. */}
                      {user.email_confirmed ? null : (
                        <span className="admin-badge admin-badge--unconfirmed">email not confirmed</span>
                      )}
                      <span className="admin-muted">
                        Joined {WHEN.format(new Date(user.created_at))}
                        {user.last_active ? ` · last seen ${WHEN.format(new Date(user.last_active))}` : ''}
                      </span>
                    </span>
                    {user.progress ? (
                      <ProgressBars progress={user.progress} compact />
                    ) : (
                      <span className="admin-muted">{noOwnPlanNote(user)}</span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
          {data.users.length === 0 ? <p className="admin-muted">No user matches “{query}”.</p> : null}
          <nav className="admin-pages" aria-label="User pages">
            <button
              type="button"
              className="btn btn--secondary"
              // aria-disabled, not disabled: a button that disables itself under the keyboard lets go
              // of focus (to the page), as Next did on reaching the last page.
              aria-disabled={page <= 1 || undefined}
              onClick={() => {
                if (page > 1) setPage(page - 1);
              }}
            >
              Previous
            </button>
            <span className="admin-pages__where">
              Page {page} of {pages} · {data.total} {data.total === 1 ? 'user' : 'users'}
            </span>
            <button
              type="button"
              className="btn btn--secondary"
              aria-disabled={page >= pages || undefined}
              onClick={() => {
                if (page < pages) setPage(page + 1);
              }}
            >
              Next
            </button>
          </nav>
        </>
      ) : null}
    </section>
  );
}

function AuditLog() {
  const { data } = useAudit();
  if (!data || data.length === 0) return null;
  return (
    <section className="admin-audit" aria-labelledby="admin-audit-title">
      <h2 id="admin-audit-title">Audit log</h2>
      <ul>
        {data.map((entry) => (
          <li key={entry.id}>
            <span>
              <strong>{entry.admin_email}</strong> read the {entry.what} of{' '}
              {entry.subject_email ?? entry.subject_user_id}
            </span>
            <time dateTime={entry.created_at}>{WHEN_TIME.format(new Date(entry.created_at))}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AdminTab() {
  const [selected, setSelected] = useState<AdminUser | null>(null);
  return (
    <div className="admin">
      <header className="admin-header">
        <p className="eyebrow">
          <ShieldCheck size={14} aria-hidden="true" /> Admin
        </p>
        <h1>Admin Dashboard</h1>
        <p className="admin-muted">
          Totals cover every plan and are read again each minute while this page is open. Every time you open
          a user's plan it is recorded in the audit log.
        </p>
      </header>
      <Totals />
      <div className={selected ? 'admin-layout has-detail' : 'admin-layout'}>
        <UsersTable onOpen={setSelected} selected={selected?.id ?? null} />
        {selected ? (
          <UserDetailPanel key={selected.id} user={selected} onClose={() => setSelected(null)} />
        ) : null}
      </div>
      <AuditLog />
    </div>
  );
}
