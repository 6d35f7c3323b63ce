import { ZIdParams, ZOk } from '@atrium/contracts/common';
import {
  ZNotificationFilter,
  ZNotificationList,
  ZNotificationPreferences,
  ZNotificationPreferencesInput,
  ZNotificationUnread,
} from '@atrium/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/auth/auth-plugin';
import { getPreferences, setPreferences } from './notification-preferences';
import { listNotifications, markAllRead, markRead, unreadCount } from './notifications.service';
import { registerNotificationDelivery } from './notify';

/** The signed-in person's own in-app notifications and how they want each kind. */
export async function notificationRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['Notifications'];
  const security = [{ bearer: [] }];
  const base = { onRequest: requireSignedIn };
  const { db, config, mailer } = app.deps;
  const unregister = registerNotificationDelivery(db, {
    realtime: app.realtime,
    mailer,
    log: app.log,
    publicUrl: config.PUBLIC_URL ?? `https://${config.APPS_HOSTS[0]}`,
  });
  app.addHook('onClose', async () => unregister());
  app.get(
    '/api/v1/notifications',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'My notifications, newest first',
        querystring: ZNotificationFilter,
        response: { 200: ZNotificationList },
      },
    },
    (request) => listNotifications({ db, actor: request.actor, query: request.query }),
  );
  app.get(
    '/api/v1/notifications/unread-count',
    {
      ...base,
      schema: { tags, security, summary: 'How many of my notifications are unread', response: { 200: ZNotificationUnread } },
    },
    (request) => unreadCount({ db, actor: request.actor }),
  );
  app.put(
    '/api/v1/notifications/read-all',
    { ...base, schema: { tags, security, summary: 'Mark all my notifications read', response: { 200: ZOk } } },
    (request) => markAllRead({ db, actor: request.actor }),
  );
  app.put(
    '/api/v1/notifications/:id/read',
    {
      ...base,
      schema: { tags, security, summary: 'Mark one of my notifications read', params: ZIdParams, response: { 200: ZOk } },
    },
    (request) => markRead({ db, actor: request.actor, id: request.params.id }),
  );
  app.get(
    '/api/v1/notifications/preferences',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'How I get each kind of notification: in the app, by e-mail or not at all',
        response: { 200: ZNotificationPreferences },
      },
    },
    (request) => getPreferences({ db, actor: request.actor }),
  );
  app.put(
    '/api/v1/notifications/preferences',
    {
      ...base,
      schema: {
        tags,
        security,
        summary: 'Choose how I get some kinds of notification (the kinds left out keep theirs)',
        body: ZNotificationPreferencesInput,
        response: { 200: ZNotificationPreferences },
      },
    },
    (request) => setPreferences({ db, actor: request.actor, input: request.body }),
  );
}
