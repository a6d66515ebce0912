// The planner's tabs as nested routes under /app (see navigation.ts). Each tab's code loads lazily
// behind a loading placeholder; each announces itself in presence ("Sam · Budget"). An address the
// planner does not have shows its 404 page inside the shell; the Admin tab, for anyone but an admin,
// says it is not for their account.
import { type ReactNode, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { lazyNamed } from '../../lib/lazy-named';
import { useAnnounceTab } from '../../plan';
import { RouteFallback } from '../site/route-fallback';
import type { PlannerTab } from './navigation';
import { NotForYourAccount, PlannerNotFound } from './planner-not-found';
import { TabErrorBoundary } from './tab-error-boundary';
import { TAB_LOADERS } from './tab-loaders';

const DashboardTab = lazyNamed(TAB_LOADERS.dashboard, 'DashboardTab');
const ChecklistTab = lazyNamed(TAB_LOADERS.checklist, 'ChecklistTab');
const BudgetTab = lazyNamed(TAB_LOADERS.budget, 'BudgetTab');
const RunOfShowTab = lazyNamed(TAB_LOADERS['run-of-show'], 'RunOfShowTab');
const GuestListTab = lazyNamed(TAB_LOADERS.guests, 'GuestListTab');
const VendorsTab = lazyNamed(TAB_LOADERS.vendors, 'VendorsTab');
const RegistryTab = lazyNamed(TAB_LOADERS.registry, 'RegistryTab');
const SeatingTab = lazyNamed(TAB_LOADERS.seating, 'SeatingTab');
const SeatingPrintPage = lazyNamed(TAB_LOADERS.seating, 'SeatingPrintPage');
const AdminTab = lazyNamed(TAB_LOADERS.admin, 'AdminTab');

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
