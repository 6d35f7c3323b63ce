import { CalendarScreen } from '@/features/roadmap/components/calendar-screen';

/** /roadmap-calendar and /roadmap-calendar/:type/:app_id (SPEC 2): roadmap items by target date. */
export function Component() {
  return <CalendarScreen />;
}
