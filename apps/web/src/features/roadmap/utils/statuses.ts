import type { TRoadmapStatus } from '@atrium/contracts/roadmap';

/**
 * The board's columns in order, with each status' colours. Kept zod-free (the contract's enum would pull zod into
 * whichever chunk imports this), and checked against ROADMAP_STATUSES in the tests.
 */
export const BOARD_STATUSES: readonly TRoadmapStatus[] = ['under_review', 'planned', 'in_progress', 'shipped', 'declined'];

/** Votes are taken while an item is still to be decided or built (the server's VOTABLE_STATUSES). */
export const isVotable = (status: TRoadmapStatus) =>
  status === 'under_review' || status === 'planned' || status === 'in_progress';

export interface StatusTone {
  /** A small round marker (legend, calendar chips, column heads). */
  dot: string;
  /** A badge: tinted background, readable text. */
  badge: string;
  /** A calendar chip's background and border. */
  chip: string;
}

export const STATUS_TONES: Record<TRoadmapStatus, StatusTone> = {
  under_review: {
    dot: 'bg-amber-500',
    badge: 'bg-amber-50 text-amber-800 ring-amber-200',
    chip: 'border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100',
  },
  planned: {
    dot: 'bg-sky-500',
    badge: 'bg-sky-50 text-sky-800 ring-sky-200',
    chip: 'border-sky-300 bg-sky-50 text-sky-900 hover:bg-sky-100',
  },
  in_progress: {
    dot: 'bg-violet-500',
    badge: 'bg-violet-50 text-violet-800 ring-violet-200',
    chip: 'border-violet-300 bg-violet-50 text-violet-900 hover:bg-violet-100',
  },
  shipped: {
    dot: 'bg-emerald-500',
    badge: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
    chip: 'border-emerald-300 bg-emerald-50 text-emerald-900 hover:bg-emerald-100',
  },
  declined: {
    dot: 'bg-ink-400',
    badge: 'bg-ink-100 text-ink-700 ring-ink-200',
    chip: 'border-ink-300 bg-ink-50 text-ink-700 hover:bg-ink-100',
  },
};
