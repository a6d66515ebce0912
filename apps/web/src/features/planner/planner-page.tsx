// /app/* for a signed-in user. A placeholder until the planner shell (tabs, info bar, plan document)
// replaces it; the router already lazy-loads this module and guards it with RequireSession.
import {
  Armchair,
  BriefcaseBusiness,
  LayoutDashboard,
  ListChecks,
  ListOrdered,
  LogOut,
  Users,
  Wallet,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { useSession, useSignOut } from '../../lib/session';
import { BrandLogo } from '../site/brand-logo';
import './planner-page.css';

const PLANNER_AREAS = [
  { icon: LayoutDashboard, name: 'Dashboard' },
  { icon: ListChecks, name: 'Checklist' },
  { icon: Wallet, name: 'Budget' },
  { icon: BriefcaseBusiness, name: 'Vendors' },
  { icon: Users, name: 'Guest List' },
  { icon: Armchair, name: 'Seating Plan' },
  { icon: ListOrdered, name: 'Run of Show' },
] as const;

export function PlannerPage() {
  const { user } = useSession();
  const { signOut, isPending } = useSignOut();
  return (
    <div className="planner-placeholder">
      <title>Your Planner · Confetti</title>
      <header className="planner-placeholder__bar">
        <div className="planner-placeholder__bar-inner">
          <Link to="/app" className="planner-placeholder__brand" aria-label="Your planner">
            <BrandLogo />
          </Link>
          <div className="planner-placeholder__account">
            <span className="planner-placeholder__email">{user?.email}</span>
            <button type="button" className="btn btn--secondary" onClick={signOut} disabled={isPending}>
              <LogOut size={16} aria-hidden="true" />
              {isPending ? 'Signing Out...' : 'Sign Out'}
            </button>
          </div>
        </div>
      </header>
      <main id="main" className="planner-placeholder__main">
        <section className="planner-placeholder__welcome" aria-labelledby="planner-title">
          <p className="eyebrow">Your planner</p>
          <h1 id="planner-title">Welcome to your wedding planner</h1>
          <p>
            You are signed in as <strong>{user?.email}</strong>. Your planning tools are being set up and will
            appear right here.
          </p>
        </section>
        <ul className="planner-placeholder__areas" aria-label="Planner areas">
          {PLANNER_AREAS.map(({ icon: Icon, name }) => (
            <li key={name}>
              <span className="planner-placeholder__icon">
                <Icon size={22} aria-hidden="true" />
              </span>
              <span className="planner-placeholder__name">{name}</span>
              <span className="planner-placeholder__soon">Setting up</span>
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}
