import { useLocation } from 'react-router';
import { Component as FaqPage } from './faq-page';
import { Component as StepListsPage } from './step-lists-page';

const FAQ_PATHS = new Set(['/faq', '/education_faqs']);

/**
 * The education screens' one lazy module, picked by path: the FAQ (/faq, /education_faqs) or the
 * checklist/onboarding screen (/checklist, /checkLists, /onboardings). One module rather than one per
 * screen because every route module costs bytes in the first chunk, which is at its budget.
 */
export function Component() {
  const { pathname } = useLocation();
  return FAQ_PATHS.has(pathname.toLowerCase().replace(/\/+$/, '')) ? <FaqPage /> : <StepListsPage />;
}
