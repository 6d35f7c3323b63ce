import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../platform/resources/resource-routes';
import { checklistCategoryResource, checklistItemResource, checklistResource } from './checklists.resource';
import { checklistRoutes } from './checklists.routes';
import { faqCategoryResource, faqResource } from './faqs.resource';
import { mediaCategoryResource, mediaItemResource } from './media-library.resource';
import { testimonialResource } from './testimonials.resource';
import { zoomCallResource } from './zoom-calls.resource';

/** The education area's resource groups (issue 4), each through the shared resource builder. */
export async function educationRoutes(app: FastifyInstance) {
  for (const def of [
    checklistCategoryResource,
    checklistResource,
    checklistItemResource,
    faqCategoryResource,
    faqResource,
    mediaCategoryResource,
    mediaItemResource,
    testimonialResource,
    zoomCallResource,
  ])
    registerResource(app, def);
  await app.register(checklistRoutes);
}
