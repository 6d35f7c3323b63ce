import { RequestScreen } from '@/features/roadmap/components/request-screen';

/** /request (SPEC 2, "Request"): anyone signed in suggests an idea for the roadmap. */
export function Component() {
  return <RequestScreen />;
}
