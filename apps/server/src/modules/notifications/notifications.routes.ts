import { notificationEndpoints as api } from '@atrium/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/routes/route';
import { getPreferences, setPreferences } from './notification-preferences';
import { listNotifications, markAllRead, markRead, unreadCount } from './notifications.service';
import { registerNotificationDelivery } from './notify';

/** The signed-in person's own in-app notifications and how they want each kind. */
export async function notificationRoutes(app: FastifyInstance) {
  const { db, config, mailer } = app.deps;
  const unregister = registerNotificationDelivery(db, {
    realtime: app.realtime,
    mailer,
    log: app.log,
    publicUrl: config.PUBLIC_URL ?? `https://${config.APPS_HOSTS[0]}`,
  });
  app.addHook('onClose', async () => unregister());
  route(app, api.list, ({ db, actor, query }) => listNotifications({ db, actor, query }));
  route(app, api.unreadCount, ({ db, actor }) => unreadCount({ db, actor }));
  route(app, api.readAll, ({ db, actor }) => markAllRead({ db, actor }));
  route(app, api.read, ({ db, actor, params }) => markRead({ db, actor, id: params.id }));
  route(app, api.preferences, ({ db, actor }) => getPreferences({ db, actor }));
  route(app, api.setPreferences, ({ db, actor, body }) => setPreferences({ db, actor, input: body }));
}
