import type { TZoomCall } from '@atrium/contracts/zoom-calls';

/** A group call shaped by the contract; `startsAt` and the rest can be overridden. */
export function zoomCall(overrides: Partial<TZoomCall> = {}): TZoomCall {
  return {
    _id: '0190a0a0-0000-7000-8000-0000000000c1',
    title: 'Weekly office hours',
    description: '<p>Bring your questions about <strong>apps</strong>, installs and billing.</p>',
    hostName: 'Ada Admin',
    startsAt: '2026-11-25T23:30:00.000Z',
    durationMinutes: 60,
    joinUrl: 'https://zoom.us/j/4150001001',
    recordingUrl: null,
    status: 'published',
    owner: 'platform',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
