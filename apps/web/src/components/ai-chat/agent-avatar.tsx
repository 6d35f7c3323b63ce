import { useState } from 'react';

const SIZES = { sm: 'size-8 text-sm', md: 'size-10 text-base', lg: 'size-14 text-xl' } as const;

/** The agent's picture, or its initial on the brand colour when it has none (or the image fails). */
export function AgentAvatar({ name, avatar, size = 'sm' }: { name: string; avatar?: string | null; size?: keyof typeof SIZES }) {
  const [broken, setBroken] = useState(false);
  const box = `${SIZES[size]} shrink-0 rounded-full`;
  if (avatar && !broken)
    return <img src={avatar} alt="" className={`${box} bg-ink-100 object-cover`} onError={() => setBroken(true)} />;
  return (
    <span aria-hidden="true" className={`${box} flex items-center justify-center bg-brand-600 font-semibold text-white`}>
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
