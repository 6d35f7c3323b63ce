import type { Db } from '../db/client';
import { saveCategoryLabels } from '../modules/apps/category-translations';
import { APP_CATEGORY_LABELS } from './category-labels/app-categories';
import { ROADMAP_CATEGORY_LABELS } from './category-labels/roadmap-categories';

/**
 * The category names of the demo catalogue and roadmaps in every interface language. Safe to run again: it
 * corrects labels that changed and adds the missing ones.
 */
export async function seedDemoCategoryTranslations(db: Db): Promise<void> {
  await saveCategoryLabels({ db, kind: 'app', table: APP_CATEGORY_LABELS });
  await saveCategoryLabels({ db, kind: 'roadmap', table: ROADMAP_CATEGORY_LABELS });
}
