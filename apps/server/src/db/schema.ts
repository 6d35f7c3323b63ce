// The drizzle schema: every table of every module, for the client's relational queries and drizzle-kit.
export * from '../modules/agencies/agencies.tables';
export * from '../modules/apps/apps.tables';
export * from '../modules/apps/installs.tables';
export * from '../modules/education/checklists.tables';
export * from '../modules/education/docs.tables';
export * from '../modules/education/education-home.tables';
export * from '../modules/education/faqs.tables';
export * from '../modules/education/media-library.tables';
export * from '../modules/education/onboarding.tables';
export * from '../modules/education/players.tables';
export * from '../modules/education/quizzes.tables';
export * from '../modules/education/testimonials.tables';
export * from '../modules/education/zoom-calls.tables';
export * from '../modules/podcasts/podcasts.tables';
export * from '../platform/resources/content-progress.tables';
export * from '../platform/resources/location-hides.tables';
export * from '../platform/tenancy/tenancy.tables';
