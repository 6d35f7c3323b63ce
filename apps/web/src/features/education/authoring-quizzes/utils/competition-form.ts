import { type TCompetition, type TCompetitionCreate, ZCompetitionCreate } from '@atrium/contracts/players';
import { byPath, collectErrors, type FieldErrors, type Translate } from '@/lib/forms/field-errors';
import { plainToRich, richToPlain } from '@/lib/plain-text';
import { quizIssueMessage } from './quiz-issue-message';

/** Dates as the date-time pickers hold them: local wall-clock time, `YYYY-MM-DDTHH:mm`, in the viewer's zone. */
export interface CompetitionFormValues {
  name: string;
  description: string;
  startsAt: string;
  endsAt: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the picker's local value (the browser's time zone is the viewer's). */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The picker's local value as an instant; empty or unreadable input gives ''. */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}

/** A new competition: today at 09:00 for a week, a common shape for a sales push. */
export function toCompetitionValues(competition?: TCompetition | null, now = new Date()): CompetitionFormValues {
  if (competition)
    return {
      name: competition.name,
      description: richToPlain(competition.description),
      startsAt: toLocalInput(competition.startsAt),
      endsAt: toLocalInput(competition.endsAt),
    };
  const start = new Date(now);
  start.setHours(9, 0, 0, 0);
  const end = new Date(start);
  end.setDate(end.getDate() + 7);
  return { name: '', description: '', startsAt: toLocalInput(start.toISOString()), endsAt: toLocalInput(end.toISOString()) };
}

export type CompetitionFormResult = { ok: true; body: TCompetitionCreate } | { ok: false; errors: FieldErrors };

export function validateCompetition(values: CompetitionFormValues, t: Translate): CompetitionFormResult {
  const body: TCompetitionCreate = {
    name: values.name,
    description: plainToRich(values.description),
    startsAt: fromLocalInput(values.startsAt),
    endsAt: fromLocalInput(values.endsAt),
  };
  const parsed = ZCompetitionCreate.safeParse(body);
  if (parsed.success) return { ok: true, body };
  return {
    ok: false,
    errors: collectErrors(parsed.error.issues, byPath, (issue) => {
      const field = String(issue.path[0]);
      if (field === 'startsAt' || field === 'endsAt') {
        if (issue.code === 'custom') return t('competition.errors.endAfterStart');
        return t('competition.errors.date');
      }
      return quizIssueMessage(issue, t);
    }),
  };
}

export type CompetitionStatus = 'upcoming' | 'running' | 'ended';

export function competitionStatus(competition: Pick<TCompetition, 'startsAt' | 'endsAt'>, now = Date.now()): CompetitionStatus {
  if (now < Date.parse(competition.startsAt)) return 'upcoming';
  return now < Date.parse(competition.endsAt) ? 'running' : 'ended';
}

const ORDER: Record<CompetitionStatus, number> = { running: 0, upcoming: 1, ended: 2 };

/** Running first, then upcoming (soonest first), then ended (latest first). */
export function sortCompetitions(items: readonly TCompetition[], now = Date.now()): TCompetition[] {
  return [...items].sort((a, b) => {
    const sa = competitionStatus(a, now);
    const sb = competitionStatus(b, now);
    if (sa !== sb) return ORDER[sa] - ORDER[sb];
    return sa === 'ended' ? Date.parse(b.endsAt) - Date.parse(a.endsAt) : Date.parse(a.startsAt) - Date.parse(b.startsAt);
  });
}
