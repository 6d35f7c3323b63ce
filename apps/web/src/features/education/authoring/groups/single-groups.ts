import { educationGroups } from '@atrium/contracts/education-groups';
import {
  bannersConfigEndpoints,
  ZBannerCreate,
  ZBannersConfigUpdate,
  ZBannerUpdate,
  ZNewsPostCreate,
  ZNewsPostUpdate,
} from '@atrium/contracts/education-home';
import { TESTIMONIAL_KINDS, ZTestimonialCreate, ZTestimonialUpdate } from '@atrium/contracts/testimonials';
import { ZToolCreate, ZToolUpdate } from '@atrium/contracts/tools';
import { ZZoomCallCreate, ZZoomCallUpdate } from '@atrium/contracts/zoom-calls';
import type { AuthoringGroup } from '@/features/education/authoring/descriptor/group-descriptor';

/** Groups without categories: testimonials, zoom calls, and the education home's banners, settings and news. */
export const TESTIMONIALS: AuthoringGroup = {
  key: 'testimonials',
  api: educationGroups.testimonials,
  area: 'testimonials',
  icon: 'sparkles',
  create: ZTestimonialCreate,
  update: ZTestimonialUpdate,
  fields: [
    { name: 'kind', kind: 'choice', options: TESTIMONIAL_KINDS, defaultValue: 'text', required: true },
    { name: 'personName', kind: 'text', required: true },
    { name: 'personTitle', kind: 'text' },
    { name: 'company', kind: 'text' },
    { name: 'rating', kind: 'number', min: 1, max: 5, defaultValue: 5, required: true },
    { name: 'body', label: 'quote', kind: 'richText', required: true, when: (v) => v.kind === 'text' },
    { name: 'videoId', kind: 'videoId', hint: true, required: true, when: (v) => v.kind === 'video' },
    { name: 'avatarUrl', label: 'avatar', kind: 'image' },
    { name: 'status', kind: 'status' },
  ],
  titleField: 'personName',
  ordered: true,
  readerPath: '/testimonial',
  hides: 'item',
};

export const ZOOM_CALLS: AuthoringGroup = {
  key: 'zoom-calls',
  api: educationGroups['zoom-calls'],
  area: 'calls',
  icon: 'camera',
  create: ZZoomCallCreate,
  update: ZZoomCallUpdate,
  fields: [
    { name: 'title', kind: 'text', required: true },
    { name: 'startsAt', kind: 'dateTime', required: true, hint: true },
    { name: 'durationMinutes', kind: 'number', min: 5, max: 600, defaultValue: 60, required: true },
    { name: 'hostName', kind: 'text' },
    { name: 'joinUrl', kind: 'url', required: true },
    { name: 'recordingUrl', kind: 'url' },
    { name: 'description', kind: 'richText' },
    { name: 'status', kind: 'status' },
  ],
  titleField: 'title',
  ordered: false,
  sortByDate: 'startsAt',
  dateField: 'startsAt',
  readerPath: '/zoom_call',
  hides: 'item',
};

export const BANNERS: AuthoringGroup = {
  key: 'banners',
  api: educationGroups.banners,
  area: 'home',
  icon: 'image',
  create: ZBannerCreate,
  update: ZBannerUpdate,
  fields: [
    { name: 'title', kind: 'text', required: true },
    { name: 'body', label: 'text', kind: 'richText' },
    { name: 'imageUrl', label: 'image', kind: 'image' },
    { name: 'linkUrl', kind: 'url' },
    { name: 'linkLabel', kind: 'text' },
    { name: 'startsAt', label: 'showFrom', kind: 'dateTime', hint: true },
    { name: 'endsAt', label: 'showUntil', kind: 'dateTime' },
    { name: 'status', kind: 'status' },
  ],
  titleField: 'title',
  ordered: true,
  readerPath: '/education',
  hides: 'item',
};

export const BANNERS_CONFIG: AuthoringGroup = {
  key: 'bannersconfig',
  api: bannersConfigEndpoints,
  area: 'home',
  icon: 'settings',
  create: ZBannersConfigUpdate,
  update: ZBannersConfigUpdate,
  fields: [
    { name: 'rotationSeconds', kind: 'number', min: 0, max: 120, defaultValue: 8, required: true, hint: true },
    { name: 'showOnEducationHome', kind: 'toggle' },
  ],
  titleField: 'rotationSeconds',
  ordered: false,
  singleton: true,
  readerPath: '/education',
};

export const NEWSFEED: AuthoringGroup = {
  key: 'newsfeed',
  api: educationGroups.newsfeed,
  area: 'home',
  icon: 'receipt',
  create: ZNewsPostCreate,
  update: ZNewsPostUpdate,
  fields: [
    { name: 'title', kind: 'text', required: true },
    { name: 'body', label: 'text', kind: 'richText', required: true },
    { name: 'imageUrl', label: 'image', kind: 'image' },
    { name: 'pinned', kind: 'toggle', hint: true },
    { name: 'status', kind: 'status' },
  ],
  titleField: 'title',
  ordered: false,
  sortByDate: 'createdAt',
  dateField: 'createdAt',
  readerPath: '/education',
  hides: 'item',
};

/** Tools: links to software the team works with, shown on the education home by category. */
export const TOOLS: AuthoringGroup = {
  key: 'tools',
  api: educationGroups.tools,
  area: 'home',
  icon: 'plug',
  create: ZToolCreate,
  update: ZToolUpdate,
  fields: [
    { name: 'name', kind: 'text', required: true },
    { name: 'url', label: 'linkUrl', kind: 'url', required: true },
    { name: 'category', kind: 'text' },
    { name: 'description', kind: 'richText' },
    { name: 'iconUrl', label: 'image', kind: 'image' },
    { name: 'status', kind: 'status' },
  ],
  titleField: 'name',
  ordered: true,
  readerPath: '/education',
  hides: 'item',
};
