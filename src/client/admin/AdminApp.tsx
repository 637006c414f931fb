/** The back office's pages under /admin, each inside the same header with the member's name and sign-out. */
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Route, Router, Switch } from "wouter";
import { ApplicationPage } from "./application/ApplicationPage.tsx";
import { ApplicationsPage } from "./applications/ApplicationsPage.tsx";
import { ProgressPage } from "./committee/ProgressPage.tsx";
import { ComparePage } from "./compare/ComparePage.tsx";
import { ConflictsPage } from "./conflicts/ConflictsPage.tsx";
import { EditionPage } from "./editions/EditionPage.tsx";
import { EditionsPage } from "./editions/EditionsPage.tsx";
import { FloorPlanPage } from "./floor-plan/FloorPlanPage.tsx";
import { LanguagesPage } from "./languages/LanguagesPage.tsx";
import { NotFoundPage } from "./layout/NotFoundPage.tsx";
import { PageLayout } from "./layout/PageLayout.tsx";
import { StaffContext } from "./layout/staff-context.ts";
import { LettersOutboxPage } from "./letters/LettersOutboxPage.tsx";
import { LetterTemplatesPage } from "./letters/LetterTemplatesPage.tsx";
import { AdminOnly } from "./money/AdminOnly.tsx";
import { BillingPage } from "./money/BillingPage.tsx";
import { FeesPage } from "./money/FeesPage.tsx";
import { InvoicesPage } from "./money/InvoicesPage.tsx";
import { PaymentsPage } from "./money/PaymentsPage.tsx";
import { QueuePage } from "./queue/QueuePage.tsx";
import { AccountPage } from "./staff/AccountPage.tsx";
import { StaffPage } from "./staff/StaffPage.tsx";
import type { StaffConfig } from "./staff-config.ts";

export interface AdminAppProps {
  config: StaffConfig;
  queryClient: QueryClient;
}

export function AdminApp({ config, queryClient }: AdminAppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <StaffContext.Provider value={config}>
        <Router base="/admin">
          <PageLayout>
            <Switch>
              <Route path="/" component={ApplicationsPage} />
              <Route path="/applications" component={ApplicationsPage} />
              <Route path="/applications/:id">{({ id }) => <ApplicationPage key={id} id={id} />}</Route>
              <Route path="/queue" component={QueuePage} />
              <Route path="/conflicts" component={ConflictsPage} />
              <Route path="/compare" component={ComparePage} />
              <Route path="/progress" component={ProgressPage} />
              <Route path="/editions" component={EditionsPage} />
              <Route path="/editions/new">{() => <EditionPage key="new" slug={null} />}</Route>
              <Route path="/editions/:slug/letters">
                {({ slug }) => <LetterTemplatesPage key={slug} slug={slug} />}
              </Route>
              <Route path="/letters" component={LettersOutboxPage} />
              <Route path="/editions/:slug/fees">
                {({ slug }) => (
                  <AdminOnly>
                    <FeesPage key={slug} slug={slug} />
                  </AdminOnly>
                )}
              </Route>
              <Route path="/billing">
                <AdminOnly>
                  <BillingPage />
                </AdminOnly>
              </Route>
              <Route path="/invoices">
                <AdminOnly>
                  <InvoicesPage />
                </AdminOnly>
              </Route>
              <Route path="/payments">
                <AdminOnly>
                  <PaymentsPage />
                </AdminOnly>
              </Route>
              <Route path="/editions/:slug/floor-plan">{({ slug }) => <FloorPlanPage key={slug} slug={slug} />}</Route>
              <Route path="/editions/:slug">{({ slug }) => <EditionPage key={slug} slug={slug} />}</Route>
              <Route path="/languages">
                <AdminOnly>
                  <LanguagesPage />
                </AdminOnly>
              </Route>
              <Route path="/staff" component={StaffPage} />
              <Route path="/account" component={AccountPage} />
              <Route component={NotFoundPage} />
            </Switch>
          </PageLayout>
        </Router>
      </StaffContext.Provider>
    </QueryClientProvider>
  );
}
