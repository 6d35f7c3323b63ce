/** The words the sandbox's demo rows are made of (resources/demo-data.ts picks from them by position). */

export const DEMO_FIRST_NAMES = [
  'Amelia',
  'Benjamin',
  'Chloe',
  'Daniel',
  'Elena',
  'Farid',
  'Grace',
  'Hiro',
  'Isabel',
  'Jamal',
  'Keira',
  'Leon',
  'Maya',
  'Nikolai',
  'Olga',
  'Pedro',
  'Quinn',
  'Rosa',
  'Samir',
  'Tara',
  'Umar',
  'Valeria',
  'Wei',
  'Ximena',
  'Yusuf',
  'Zoe',
  'Arjun',
  'Bianca',
  'Carlos',
  'Dalia',
  'Ethan',
] as const;

export const DEMO_LAST_NAMES = [
  'Abbott',
  'Brennan',
  'Castillo',
  'Dubois',
  'Eriksen',
  'Fischer',
  'Gallagher',
  'Haddad',
  'Ibarra',
  'Jensen',
  'Kowalski',
  'Lindqvist',
  'Moreau',
  'Nakamura',
  'Okafor',
  'Petrov',
  'Quintero',
  'Rossi',
  'Schneider',
  'Tanaka',
  'Usman',
  'Vargas',
  'Whitaker',
  'Yamamoto',
  'Zielinski',
  'Agarwal',
  'Becker',
  'Costa',
  'Delgado',
] as const;

export const DEMO_SOURCES = ['Website', 'Referral', 'Walk-in', 'Facebook ad', 'Google search', 'Phone call'] as const;

export const DEMO_TAGS = ['new lead', 'returning', 'vip', 'newsletter', 'follow up', 'review left', 'quote sent'] as const;

export const DEMO_MESSAGES = [
  { channel: 'sms', inbound: true, body: 'Hi, do you have anything open on Thursday afternoon?' },
  { channel: 'sms', inbound: false, body: 'Thanks for visiting today! Reply STOP to opt out.' },
  { channel: 'email', inbound: true, body: 'Could you send me the price list again? I could not find it.' },
  { channel: 'sms', inbound: true, body: 'Running about ten minutes late, sorry!' },
  { channel: 'email', inbound: false, body: 'Your appointment is confirmed for Monday at 9:30.' },
  { channel: 'sms', inbound: true, body: 'Is parking available near you?' },
  { channel: 'email', inbound: true, body: 'I would like to move my booking to next week if possible.' },
  { channel: 'sms', inbound: false, body: 'We have saved your spot. See you soon!' },
] as const;

export const DEMO_SNAPSHOTS = [
  { name: 'Dental Practice Starter', type: 'own' },
  { name: 'Real Estate Lead Machine', type: 'own' },
  { name: 'Local Services Base', type: 'imported' },
  { name: 'Coffee Shop Launch Kit', type: 'vertical' },
] as const;
