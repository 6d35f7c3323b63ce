/** Categories the catalogue already uses; the chips input offers them, and any other can be typed. */
export const CATEGORY_SUGGESTIONS = [
  'AI & Automation',
  'E-commerce',
  'Email',
  'Forms & Surveys',
  'Lead Generation',
  'Payments',
  'Phone & Voice',
  'Productivity',
  'Reporting',
  'Reputation',
  'Scheduling',
  'SMS & Messaging',
  'Social Media',
  'Websites',
] as const;

/** Where the image upload stores console images (the server keeps them under /uploads/<folder>). */
export const UPLOAD_FOLDERS = { icon: 'apps/icons', screenshot: 'apps/screenshots' } as const;
