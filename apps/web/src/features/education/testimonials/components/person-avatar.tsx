import { useState } from 'react';
import { initialsOf } from '@/features/education/testimonials/utils/testimonial-view';

/** The person's picture, or their initials when there is none or it does not load. Decorative: the name is next to it. */
export function PersonAvatar({ name, url }: { name: string; url: string | null }) {
  const [failed, setFailed] = useState(false);
  if (url && !failed) {
    return (
      <img
        src={url}
        alt=""
        onError={() => setFailed(true)}
        className="size-11 shrink-0 rounded-full object-cover ring-1 ring-ink-200"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700"
    >
      {initialsOf(name)}
    </span>
  );
}
