/** An agent's picture, or its initial on the brand colour when it has none (or the picture fails to load). */
export function AgentAvatar({ name, url, size = 'md' }: { name: string; url: string | null; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'size-16 text-2xl' : 'size-10 text-base';
  if (url) return <img src={url} alt="" className={`${box} shrink-0 rounded-full object-cover ring-1 ring-ink-200`} />;
  return (
    <span
      aria-hidden="true"
      className={`${box} grid shrink-0 place-items-center rounded-full bg-brand-100 font-semibold text-brand-700`}
    >
      {(name.trim().charAt(0) || '?').toUpperCase()}
    </span>
  );
}
