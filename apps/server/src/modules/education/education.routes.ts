import type { FastifyInstance } from 'fastify';
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

/** The education area's resource groups (issue 4), each through the shared resource builder. */
export async function educationRoutes(app: FastifyInstance) {
  const resources = [
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
  for (const def of resources) registerResource(app, def);
  await app.register(checklistGroup.routes);
  await app.register(onboardingGroup.routes);
  await app.register(bannersConfigRoutes);
  await app.register(playerRoutes);
  await app.register(quizRoutes);
  await app.register(csvImportRoutes);
}
