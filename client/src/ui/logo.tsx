import { useId } from 'react';

/** The app's mark: crossword tiles P, L, W and a winning star. Decorative; the name is always written beside it. */
export function Logo({ size = 40 }: { size?: number }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false" className="logo">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#9333ea" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradientId})`} />
      <rect x="12" y="12" width="17" height="17" rx="4" fill="#fff" />
      <rect x="31" y="12" width="17" height="17" rx="4" fill="#fff" fillOpacity=".82" />
      <rect x="12" y="31" width="17" height="17" rx="4" fill="#fff" fillOpacity=".82" />
      <g fill="#4f46e5" fontFamily="Arial, Helvetica, sans-serif" fontSize="13" fontWeight="700" textAnchor="middle">
        <text x="20.5" y="25.5">
          P
        </text>
        <text x="39.5" y="25.5">
          L
        </text>
        <text x="20.5" y="44.5">
          W
        </text>
      </g>
      <path
        d="M42 32.5l3.3 6.6 7.2 1-5.2 5.1 1.2 7.2-6.5-3.4-6.5 3.4 1.3-7.2-5.3-5.1 7.3-1z"
        fill="#fbbf24"
        stroke="#fff"
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
