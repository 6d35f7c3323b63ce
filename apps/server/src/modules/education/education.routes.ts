import type { FastifyInstance } from 'fastify';
import type { ResourceDefinition } from '../../platform/resources/resource-definition';
import { registerResource } from '../../platform/resources/resource-routes';
import { checklistGroup } from './checklists.resource';
import { csvImportRoutes } from './csv-import.routes';
import { docResource, docsCategoryResource } from './docs.resource';
import { bannerResource, bannersConfigRoutes, newsPostResource } from './education-home.resource';
import { faqCategoryResource, faqResource } from './faqs.resource';
import { mediaCategoryResource, mediaItemResource } from './media-library.resource';
import { onboardingGroup } from './onboarding.resource';
import { competitionResource, playerRoutes } from './players.routes';
import { quizChapterResource, quizQuestionResource, quizSectionResource } from './quizzes.resource';
import { quizRoutes } from './quizzes.routes';
import { testimonialResource } from './testimonials.resource';
import { toolResource } from './tools.resource';
import { zoomCallResource } from './zoom-calls.resource';

/** The education area's resource groups (issue 4), each naming its declaration in the contracts (education-groups.ts). */
export const educationResources: readonly ResourceDefinition[] = [
  ...checklistGroup.resources,
  ...onboardingGroup.resources,
  bannerResource,
  docsCategoryResource,
  docResource,
  newsPostResource,
  faqCategoryResource,
  faqResource,
  mediaCategoryResource,
  mediaItemResource,
  testimonialResource,
  zoomCallResource,
  toolResource,
  competitionResource,
  quizChapterResource,
  quizSectionResource,
  quizQuestionResource,
];

/** Each group through the shared resource builder, then the area's own endpoints. */
export async function educationRoutes(app: FastifyInstance) {
  for (const def of educationResources) registerResource(app, def);
  await app.register(checklistGroup.routes);
  await app.register(onboardingGroup.routes);
  await app.register(bannersConfigRoutes);
  await app.register(playerRoutes);
  await app.register(quizRoutes);
  await app.register(csvImportRoutes);
}
