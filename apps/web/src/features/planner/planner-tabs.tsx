// The tab bar of the planner (spec §2): seven tabs as links to nested routes. At phone width it
// scrolls sideways and keeps the current tab in view.
import {
  Armchair,
  BriefcaseBusiness,
  LayoutDashboard,
  ListChecks,
  ListOrdered,
  type LucideIcon,
  Users,
  Wallet,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { PLANNER_TABS, type PlannerTab } from './navigation';

const TAB_ICONS: Partial<Record<PlannerTab, LucideIcon>> = {
  dashboard: LayoutDashboard,
  checklist: ListChecks,
  budget: Wallet,
  vendors: BriefcaseBusiness,
  guests: Users,
  seating: Armchair,
  'run-of-show': ListOrdered,
};

export function PlannerTabs() {
  const listRef = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the tab (pathname) changes
  useEffect(() => {
    const current = listRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const list = listRef.current;
    if (!current || !list || list.scrollWidth <= list.clientWidth) return;
    const left = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
    list.scrollTo({ left, behavior: 'smooth' });
  }, [pathname]);

  return (
    <nav className="planner-tabs" aria-label="Planner">
      <div className="planner-wrap">
        <ul ref={listRef} className="planner-tabs__list">
          {PLANNER_TABS.filter((tab) => tab.inBar).map((tab) => {
            const Icon = TAB_ICONS[tab.id];
            return (
              <li key={tab.id}>
                <NavLink to={tab.path} end className="planner-tabs__link">
                  {Icon ? <Icon size={17} aria-hidden="true" /> : null}
                  {tab.label}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
