// The tab bar of the planner (spec §2): seven tabs as links to nested routes. At phone width the
// first tabs stay in the bar and the rest move into a "More" list (a disclosure: a button that
// shows a list of links), which names the current tab when it is one of them, so no tab hides in a
// sideways scroll.
import {
  Armchair,
  BriefcaseBusiness,
  ChevronDown,
  LayoutDashboard,
  ListChecks,
  ListOrdered,
  type LucideIcon,
  Users,
  Wallet,
} from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { PLANNER_TABS, type PlannerTab, tabFromPathname } from './navigation';

const TAB_ICONS: Partial<Record<PlannerTab, LucideIcon>> = {
  dashboard: LayoutDashboard,
  checklist: ListChecks,
  budget: Wallet,
  vendors: BriefcaseBusiness,
  guests: Users,
  seating: Armchair,
  'run-of-show': ListOrdered,
};

/** How many tabs stay in the bar at phone width; the rest are under "More". */
export const PHONE_BAR_TABS = 3;

const BAR_TABS = PLANNER_TABS.filter((tab) => tab.inBar);
const MORE_TABS = BAR_TABS.slice(PHONE_BAR_TABS);

function TabLink({ tab, className }: { tab: (typeof BAR_TABS)[number]; className: string }) {
  const Icon = TAB_ICONS[tab.id];
  return (
    <NavLink to={tab.path} end className={className}>
      {Icon ? <Icon size={17} aria-hidden="true" /> : null}
      {tab.label}
    </NavLink>
  );
}

/** "More" at phone width: the tabs that do not fit, as a list of links under a button. */
function MoreTabs() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { pathname } = useLocation();
  const current = MORE_TABS.find((tab) => tab.id === tabFromPathname(pathname));

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes when the tab (pathname) changes
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    // Tabbing on past its last link closes the list, which would otherwise cover what has the focus.
    const onFocusOut = (event: FocusEvent) => {
      if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    const root = rootRef.current;
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    root?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      root?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <div className="planner-tabs__more" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`planner-tabs__link planner-tabs__more-button${current ? ' is-current' : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="planner-tabs__more-label">{current ? current.label : 'More'}</span>
        <ChevronDown
          size={16}
          aria-hidden="true"
          className={`planner-tabs__more-chevron${open ? ' planner-tabs__more-chevron--open' : ''}`}
        />
      </button>
      <ul id={listId} className="planner-tabs__more-list" hidden={!open}>
        {MORE_TABS.map((tab) => (
          <li key={tab.id}>
            <TabLink tab={tab} className="planner-tabs__more-link" />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function PlannerTabs() {
  return (
    <nav className="planner-tabs" aria-label="Planner">
      <div className="planner-wrap planner-tabs__bar">
        <ul className="planner-tabs__list">
          {BAR_TABS.map((tab, index) => (
            <li
              key={tab.id}
              className={index >= PHONE_BAR_TABS ? 'planner-tabs__item--wide-only' : undefined}
            >
              <TabLink tab={tab} className="planner-tabs__link" />
            </li>
          ))}
        </ul>
        <MoreTabs />
      </div>
    </nav>
  );
}
