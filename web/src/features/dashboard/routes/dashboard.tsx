import { useOutletContext } from 'react-router-dom';
import { SCREEN_TITLES, SHELL_MESSAGES } from '@haulbooks/domain';
import { ScreenHeading } from '../../../components';

/** The part of the customer zone's outlet context the dashboard reads. */
export interface DashboardContext {
  user: { name: string };
}

/**
 * Dashboard shell: title and greeting. The period selector, figures and role-dependent panels
 * (customer-app.md §2, Dashboard) read Firestore aggregates and arrive with the data issues.
 */
export function DashboardPage() {
  const { user } = useOutletContext<DashboardContext>();
  return (
    <ScreenHeading description={SHELL_MESSAGES.greeting(user.name)}>{SCREEN_TITLES.dashboard}</ScreenHeading>
  );
}

export { DashboardPage as Component };
