import { z } from 'zod';
import { ZId, ZIdParams, ZPageQuery, zData, zList, zText } from './common';
import { endpoint } from './endpoint';
import { ZOkValue } from './resource-endpoints';
import type { TRole } from './roles';

/**
 * Notifications: a person's own, newest first, each with a link into the app. Kinds: an idea the person voted
 * for has shipped, a location asks the agency to approve an app, an installed app has a new version, the
 * support team answered the person's ticket, the developer answered the person's review, the agency's CRM connection
 * must be connected again, an installed app's menu link could not be added to the CRM.
 */
export const NOTIFICATION_KINDS = [
  'roadmap_shipped',
  'approval_request',
  'update_available',
  'ticket_reply',
  'review_reply',
  'crm_reconnect',
  'crm_menu_link_failed',
] as const;
/** Where a kind of notification goes: shown in the app (live), sent by e-mail, or nowhere. */
export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'off'] as const;
export const ZNotificationChannel = z.enum(NOTIFICATION_CHANNELS);
export const ZNotificationKind = z.enum(NOTIFICATION_KINDS);
export type TNotificationKind = z.infer<typeof ZNotificationKind>;
export type TNotificationChannel = z.infer<typeof ZNotificationChannel>;
/** A kind nobody has chosen for is shown in the app. */
export const DEFAULT_NOTIFICATION_CHANNEL: TNotificationChannel = 'in_app';

export const ZNotification = z.object({
  _id: ZId,
  kind: ZNotificationKind,
  /** Stored in English as data (the item's title, the changelog's title); the web words the message. */
  subject: zText(),
  detail: zText().nullable(),
  /** An in-app path, such as /roadmap/<id>. */
  link: zText(),
  readAt: zText().nullable(),
  createdAt: zText(),
});
export type TNotification = z.infer<typeof ZNotification>;
export const ZNotificationList = zList(ZNotification);
export const ZNotificationFilter = ZPageQuery.extend({ unread: z.enum(['true', 'false']).optional() });
export const ZNotificationUnread = zData(z.object({ count: z.number().int() }));

/** The kinds a role can receive: the settings screen offers only these (the API accepts every kind). */
const KINDS_OF_ROLE: Record<TRole, readonly TNotificationKind[]> = {
  super_admin: ['roadmap_shipped'],
  agency_admin: [
    'approval_request',
    'update_available',
    'ticket_reply',
    'review_reply',
    'roadmap_shipped',
    'crm_reconnect',
    'crm_menu_link_failed',
  ],
  agency_staff: ['ticket_reply', 'review_reply', 'roadmap_shipped'],
  location_admin: ['update_available', 'ticket_reply', 'review_reply', 'roadmap_shipped'],
  staff: ['ticket_reply', 'review_reply', 'roadmap_shipped'],
  app_creator: ['ticket_reply', 'roadmap_shipped'],
  business: ['ticket_reply', 'roadmap_shipped'],
  end_user: ['ticket_reply', 'roadmap_shipped'],
};
export const notificationKindsFor = (role: TRole): readonly TNotificationKind[] => KINDS_OF_ROLE[role];

export const ZNotificationPreference = z.object({ kind: ZNotificationKind, channel: ZNotificationChannel });
export type TNotificationPreference = z.infer<typeof ZNotificationPreference>;
/** Every kind, in NOTIFICATION_KINDS order, with the person's channel for it (the default where they chose none). */
export const ZNotificationPreferences = zData(z.array(ZNotificationPreference));
/** The kinds to change; kinds left out keep their channel. */
export const ZNotificationPreferencesInput = z.object({
  preferences: z
    .array(ZNotificationPreference)
    .min(1, 'Choose a channel for at least one kind')
    .max(NOTIFICATION_KINDS.length)
    .refine((list) => new Set(list.map((p) => p.kind)).size === list.length, 'Each kind may be listed once'),
});
export type TNotificationPreferencesInput = z.infer<typeof ZNotificationPreferencesInput>;

const notifications = { tag: 'Notifications', auth: 'user' } as const;

/** The signed-in person's own in-app notifications and how they want each kind. */
export const notificationEndpoints = {
  list: endpoint({
    ...notifications,
    method: 'GET',
    path: '/api/v1/notifications',
    summary: 'My notifications, newest first',
    query: ZNotificationFilter,
    list: ZNotification,
  }),
  unreadCount: endpoint({
    ...notifications,
    method: 'GET',
    path: '/api/v1/notifications/unread-count',
    summary: 'How many of my notifications are unread',
    data: z.object({ count: z.number().int() }),
  }),
  readAll: endpoint({
    ...notifications,
    method: 'PUT',
    path: '/api/v1/notifications/read-all',
    summary: 'Mark all my notifications read',
    data: ZOkValue,
  }),
  read: endpoint({
    ...notifications,
    method: 'PUT',
    path: '/api/v1/notifications/:id/read',
    summary: 'Mark one of my notifications read',
    params: ZIdParams,
    data: ZOkValue,
  }),
  preferences: endpoint({
    ...notifications,
    method: 'GET',
    path: '/api/v1/notifications/preferences',
    summary: 'How I get each kind of notification: in the app, by e-mail or not at all',
    data: z.array(ZNotificationPreference),
  }),
  setPreferences: endpoint({
    ...notifications,
    method: 'PUT',
    path: '/api/v1/notifications/preferences',
    summary: 'Choose how I get some kinds of notification (the kinds left out keep theirs)',
    body: ZNotificationPreferencesInput,
    data: z.array(ZNotificationPreference),
  }),
};
