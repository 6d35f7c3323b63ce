import { nicheGradient } from '@/lib/niche-color';

/** A listing's cover, or a placeholder in its niche's colour with the niche's initial (decorative either way). */
export function SnapshotCover({ name, niche, coverUrl }: { name: string; niche: string | null; coverUrl: string | null }) {
  if (coverUrl)
    return (
      <img src={coverUrl} alt="" loading="lazy" decoding="async" className="aspect-[16/9] w-full rounded-t-2xl object-cover" />
    );
  const letter = (niche ?? name).trim().charAt(0).toUpperCase();
  return (
    <div
      aria-hidden="true"
      className={`grid aspect-[16/9] w-full place-items-center rounded-t-2xl bg-gradient-to-br ${nicheGradient(niche)}`}
    >
      <span className="text-5xl font-bold text-white/90 drop-shadow-sm">{letter}</span>
    </div>
  );
}
