import { useLocation } from 'react-router';
import { PlayersScreen } from '@/features/education/players/components/players-screen';
import { StaffScreen } from '@/features/education/players/components/staff-screen';

/**
 * /players (leaderboards, competitions, my profile) and /staff_players (my agency's people with their points),
 * SPEC 2: one module for both, picked by the path, like the checklist and onboarding screens.
 */
export function Component() {
  const { pathname } = useLocation();
  return pathname.toLowerCase().startsWith('/staff_players') ? <StaffScreen /> : <PlayersScreen />;
}
