/** A channel's picture, or its first letter on a tinted disc when it has none. */
export function ChannelAvatar({ name, picture, size = 'md' }: { name: string; picture: string | null; size?: 'md' | 'lg' }) {
  const className = `channel-avatar channel-avatar--${size}`;
  if (picture) return <img className={className} src={picture} alt="" />;
  return (
    <span className={className} aria-hidden="true">
      {Array.from(name)[0]?.toLocaleUpperCase() ?? ''}
    </span>
  );
}
