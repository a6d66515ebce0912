// The planner's tabs as nested routes under /app (see navigation.ts). Each tab's code loads lazily
// behind a loading placeholder; each announces itself in presence ("Sam · Budget"). An address the
// planner does not have shows its 404 page inside the shell; the Admin tab, for anyone but an admin,
// says it is not for their account.
import { type ReactNode, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { lazyNamed } from '../../lib/lazy-named';
import { useAnnounceTab } from '../../plan';
import { RouteFallback } from '../site/route-fallback';
import { type PlannerTab, tabFromPathname } from './navigation';
import { NotForYourAccount, PlannerNotFound } from './planner-not-found';
import { TabErrorBoundary } from './tab-error-boundary';

const DashboardTab = lazyNamed(() => import('../dashboard'), 'DashboardTab');
const ChecklistTab = lazyNamed(() => import('../checklist'), 'ChecklistTab');
const BudgetTab = lazyNamed(() => import('../budget'), 'BudgetTab');
const RunOfShowTab = lazyNamed(() => import('../run-of-show'), 'RunOfShowTab');
const GuestListTab = lazyNamed(() => import('../guests'), 'GuestListTab');
const VendorsTab = lazyNamed(() => import('../vendors'), 'VendorsTab');
const RegistryTab = lazyNamed(() => import('../registry'), 'RegistryTab');
// The seating screens draw on a konva canvas: their own chunk, loaded only on the Seating Plan tab.
const SeatingTab = lazyNamed(() => import('../seating'), 'SeatingTab');
const SeatingPrintPage = lazyNamed(() => import('../seating'), 'SeatingPrintPage');
const AdminTab = lazyNamed(() => import('../admin'), 'AdminTab');

const TAB_SCREENS: Record<PlannerTab, { preload(): void }> = {
  dashboard: DashboardTab,
  checklist: ChecklistTab,
  budget: BudgetTab,
  vendors: VendorsTab,
  guests: GuestListTab,
  seating: SeatingTab,
  'run-of-show': RunOfShowTab,
  registry: RegistryTab,
  admin: AdminTab,
};

// The tab the planner opens on: its code is fetched while the plan's local copy opens rather than
// after, and renders at once when the plan is there.
if (typeof window !== 'undefined') {
  const opening = tabFromPathname(window.location.pathname);
  if (opening) TAB_SCREENS[opening].preload();
}

function TabPage({ tab, children }: { tab: PlannerTab; children: ReactNode }) {
  useAnnounceTab(tab);
  return children;
}

export function PlannerTabRoutes({ isAdmin }: { isAdmin: boolean }) {
  const location = useLocation();
  return (
    <TabErrorBoundary resetKey={location.key}>
      <Suspense fallback={<RouteFallback />}>
        <Routes>
          <Route
            index
            element={
              <TabPage tab="dashboard">
                <DashboardTab />
              </TabPage>
            }
          />
          <Route
            path="checklist"
            element={
              <TabPage tab="checklist">
                <ChecklistTab />
              </TabPage>
            }
          />
          <Route
            path="budget"
            element={
              <TabPage tab="budget">
                <BudgetTab />
              </TabPage>
            }
          />
          <Route
            path="vendors"
            element={
              <TabPage tab="vendors">
                <VendorsTab />
              </TabPage>
            }
          />
          <Route
            path="guests"
            element={
              <TabPage tab="guests">
                <GuestListTab />
              </TabPage>
            }
          />
          <Route
            path="seating"
            element={
              <TabPage tab="seating">
                <SeatingTab />
              </TabPage>
            }
          />
          <Route
            path="seating/print"
            element={
              <TabPage tab="seating">
                <SeatingPrintPage />
              </TabPage>
            }
          />
          <Route
            path="run-of-show"
            element={
              <TabPage tab="run-of-show">
                <RunOfShowTab />
              </TabPage>
            }
          />
          <Route
            path="registry"
            element={
              <TabPage tab="registry">
                <RegistryTab />
              </TabPage>
            }
          />
          <Route
            path="admin"
            element={
              isAdmin ? (
                <TabPage tab="admin">
                  <AdminTab />
                </TabPage>
              ) : (
                <NotForYourAccount area="Admin Dashboard" />
              )
            }
          />
          <Route path="*" element={<PlannerNotFound />} />
        </Routes>
      </Suspense>
    </TabErrorBoundary>
  );
}
