import { AGENCY, STORE_ID } from '@/features/store/store-fixtures';
import { renderInShell } from '@/test/app-harness';
import { StoreManagerPage } from './store-manager-page';

/** The manager's address for the fixtures' store, as the agency's menus open it. */
export const MANAGER_BASE = `/${AGENCY}/agency/service_store/${STORE_ID}`;

/** Renders the store manager at `path` under its real route pattern (tests of the manager's tabs). */
export const renderManager = (path: string) =>
  renderInShell(<div />, {
    path,
    routes: [{ path: '/:company_id/:app_id/service_store/:app_creator_app_id/*', element: <StoreManagerPage /> }],
  });
