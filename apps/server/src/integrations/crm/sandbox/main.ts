import { openCrm } from '../../../modules/crm/crm-start';
import { runSandboxProcess } from '../../sandbox-process/run-sandbox';

/**
 * `npm run sandbox:crm`: the CRM sandbox alone, started the way `npm start` starts it (openCrm: CRM_SANDBOX_PORT,
 * Atrium's four apps registered for PUBLIC_URL, the webhook key pair of its schema), on the database `npm start`
 * uses (Atrium's openDatabase: DATABASE_URL, or the embedded PostgreSQL under DATA_DIR; it also brings Atrium's
 * schema up to date, which the next `npm start` would do anyway). Not while `npm start` runs on the same DATA_DIR:
 * that one holds the embedded database, and already runs a sandbox.
 */
runSandboxProcess({
  name: 'CRM sandbox',
  refusal: (config) =>
    config.CRM_API_URL
      ? 'CRM_API_URL is set: Atrium talks to a real CRM, and there is no sandbox to start.'
      : config.CRM_SANDBOX_URL
        ? 'CRM_SANDBOX_URL is set: it names a sandbox already running; unset it to start one here.'
        : null,
  open: ({ config, pool, log }) => openCrm({ config, pool, log }),
});
