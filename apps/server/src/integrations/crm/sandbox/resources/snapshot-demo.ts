import type { TSnapshotAssetType } from '@atrium/contracts/snapshots';

/**
 * What the demo's snapshots hold, asset type by asset type, and the custom values each expects a location to fill.
 * The type names are the ones the CRM's push status lists (snapshots.json, SnapshotStatusSchemaWithAssets:
 * 'forms', 'surveys', 'funnels', 'workflows', 'custom_fields', 'custom_values', 'tags'); Atrium's contracts hold
 * the list, in the order a push brings them in (`SNAPSHOT_ASSET_TYPES`).
 */

export interface DemoSnapshot {
  name: string;
  /** 'own', 'imported' or 'vertical', as `GET /snapshots/` reports it. */
  type: 'own' | 'imported' | 'vertical';
  assets: Partial<Record<TSnapshotAssetType, readonly string[]>>;
  /** The custom values a location fills once the snapshot is in (`{{ custom_values.<key> }}` in its templates). */
  customValues: readonly string[];
}

const BRAND = ['Business Name', 'Business Phone', 'Booking Link', 'Brand Colour'] as const;

/** Summit Growth's snapshots: the first four were the demo's before contents came; their order stays. */
export const DEMO_SNAPSHOTS: readonly DemoSnapshot[] = [
  {
    name: 'Dental Practice Starter',
    type: 'own',
    assets: {
      custom_fields: ['Last Cleaning Date', 'Insurance Provider', 'Preferred Dentist'],
      custom_values: BRAND,
      tags: ['new patient', 'recall due', 'invisalign lead', 'no show'],
      pipelines: ['New Patient Journey', 'Treatment Plan Follow-up'],
      calendars: ['New Patient Exam', 'Hygiene Cleaning', 'Emergency Visit'],
      forms: ['New Patient Intake', 'Medical History'],
      surveys: ['Post-visit Satisfaction'],
      email_templates: ['Welcome to the Practice', 'Six-month Recall', 'Treatment Plan Summary'],
      sms_templates: ['Appointment Reminder', 'Recall Nudge', 'Review Request'],
      funnels: ['Free Whitening Consultation', 'Invisalign Assessment'],
      websites: ['Practice Website'],
      workflows: ['New Patient Nurture', 'Recall Reminder', 'Missed Call Text Back', 'Review Request'],
      trigger_links: ['Book Cleaning', 'Leave a Review'],
    },
    customValues: [...BRAND, 'Practice Address', 'Emergency Phone'],
  },
  {
    name: 'Real Estate Lead Machine',
    type: 'own',
    assets: {
      custom_fields: ['Budget', 'Desired Neighbourhood', 'Bedrooms', 'Mortgage Pre-approved'],
      custom_values: BRAND,
      tags: ['buyer', 'seller', 'hot lead', 'open house'],
      pipelines: ['Buyer Pipeline', 'Seller Listing Pipeline'],
      calendars: ['Property Viewing', 'Listing Appointment'],
      forms: ['Home Valuation Request', 'Buyer Criteria'],
      surveys: ['Home Buyer Readiness Quiz'],
      email_templates: ['New Listings This Week', 'Market Report', 'Just Sold'],
      sms_templates: ['Viewing Confirmation', 'New Listing Alert'],
      funnels: ['Free Home Valuation', 'First-time Buyer Guide'],
      websites: ['Agent Website'],
      workflows: ['Buyer Lead Nurture', 'Seller Lead Follow-up', 'Open House Follow-up'],
      trigger_links: ['Request Valuation', 'Download Buyer Guide'],
    },
    customValues: [...BRAND, 'Agent Name', 'Brokerage Name'],
  },
  {
    name: 'Local Services Base',
    type: 'imported',
    assets: {
      custom_values: BRAND,
      tags: ['lead', 'customer', 'quote sent'],
      pipelines: ['Sales Pipeline'],
      calendars: ['Consultation'],
      forms: ['Contact Us'],
      email_templates: ['Thank You for Your Enquiry'],
      sms_templates: ['Missed Call Text Back'],
      websites: ['Business Website'],
      workflows: ['Lead Follow-up', 'Missed Call Text Back'],
    },
    customValues: BRAND,
  },
  {
    name: 'Coffee Shop Launch Kit',
    type: 'vertical',
    assets: {
      custom_values: BRAND,
      tags: ['loyalty member', 'catering lead'],
      forms: ['Catering Enquiry'],
      email_templates: ['Grand Opening', 'Loyalty Reward'],
      sms_templates: ['Birthday Treat'],
      funnels: ['Grand Opening Offer'],
      workflows: ['Loyalty Signup', 'Birthday Treat'],
    },
    customValues: [...BRAND, 'Opening Hours'],
  },
  {
    name: 'Fitness Studio Growth Kit',
    type: 'own',
    assets: {
      custom_fields: ['Fitness Goal', 'Membership Type', 'Injuries'],
      custom_values: BRAND,
      tags: ['trial member', 'member', 'lapsed', 'personal training'],
      pipelines: ['Trial to Member'],
      calendars: ['Free Trial Class', 'Personal Training Session'],
      forms: ['Trial Class Signup', 'PAR-Q Health Form'],
      surveys: ['Member Check-in'],
      email_templates: ['Welcome to the Studio', 'Class Schedule', 'We Miss You'],
      sms_templates: ['Class Reminder', 'Trial Follow-up'],
      funnels: ['7-day Free Pass', 'Summer Shred Challenge'],
      websites: ['Studio Website'],
      workflows: ['Trial Nurture', 'Win-back Lapsed Members', 'Class Reminder'],
      trigger_links: ['Claim Free Pass'],
    },
    customValues: [...BRAND, 'Studio Address', 'Class Timetable Link'],
  },
  {
    name: 'Home Services Pro',
    type: 'own',
    assets: {
      custom_fields: ['Service Needed', 'Property Type', 'Job Address'],
      custom_values: BRAND,
      tags: ['estimate requested', 'job booked', 'maintenance plan', 'emergency'],
      pipelines: ['Estimate to Job', 'Maintenance Plan Renewals'],
      calendars: ['On-site Estimate', 'Service Call'],
      forms: ['Request an Estimate', 'Service Call Booking'],
      surveys: ['Job Completion Survey'],
      email_templates: ['Your Estimate', 'Seasonal Maintenance Reminder'],
      sms_templates: ['Technician On the Way', 'Estimate Follow-up', 'Review Request'],
      funnels: ['Free Estimate', 'Maintenance Plan Offer'],
      websites: ['Contractor Website'],
      workflows: ['Estimate Follow-up', 'Job Completion Review', 'Missed Call Text Back', 'Seasonal Reminder'],
      trigger_links: ['Book Service', 'Leave a Review'],
    },
    customValues: [...BRAND, 'Service Area', 'Licence Number'],
  },
  {
    name: 'Restaurant Table Filler',
    type: 'own',
    assets: {
      custom_fields: ['Party Size', 'Dietary Requirements', 'Favourite Dish'],
      custom_values: BRAND,
      tags: ['diner', 'vip guest', 'private event lead', 'birthday'],
      pipelines: ['Private Events'],
      calendars: ['Table Reservation', 'Private Dining Tour'],
      forms: ['Reservation Request', 'Private Event Enquiry'],
      surveys: ['How Was Your Meal?'],
      email_templates: ['This Week’s Specials', 'Birthday Dinner Offer'],
      sms_templates: ['Reservation Confirmation', 'Table Ready', 'Review Request'],
      funnels: ['Free Dessert Offer', 'Private Events'],
      websites: ['Restaurant Website'],
      workflows: ['Reservation Reminder', 'Birthday Offer', 'Review Request'],
      trigger_links: ['See the Menu', 'Book a Table'],
    },
    customValues: [...BRAND, 'Menu Link', 'Opening Hours'],
  },
  {
    name: 'Coaching Client Engine',
    type: 'own',
    assets: {
      custom_fields: ['Biggest Challenge', 'Coaching Goal', 'Income Range'],
      custom_values: BRAND,
      tags: ['webinar registrant', 'discovery call', 'client', 'alumni'],
      pipelines: ['Discovery to Client'],
      calendars: ['Discovery Call', 'Coaching Session'],
      forms: ['Application Form'],
      surveys: ['Coaching Readiness Assessment'],
      email_templates: ['Webinar Replay', 'Case Study', 'Enrolment Open'],
      sms_templates: ['Call Reminder', 'Webinar Starting'],
      funnels: ['Free Masterclass', 'Strategy Call Application'],
      websites: ['Coach Website'],
      workflows: ['Webinar Follow-up', 'Application Review', 'Client Onboarding'],
      trigger_links: ['Watch Replay', 'Book Strategy Call'],
    },
    customValues: [...BRAND, 'Coach Name', 'Programme Name'],
  },
];
