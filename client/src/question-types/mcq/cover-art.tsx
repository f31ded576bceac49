// A quiz's cover art, drawn on a card's 160 × 100 cover (kits/game-card/game-cover.tsx) when the game has no
// picture: a question bubble over four answer tiles, one of them chosen.

export function QuizCoverArt({ colour }: { colour: string }) {
  return (
    <g>
      <rect x="44" y="14" width="72" height="26" rx="8" fill="#fff" opacity="0.95" />
      <text x="80" y="33" textAnchor="middle" fontSize="18" fontWeight="800" fill={colour}>
        ?
      </text>
      {[0, 1, 2, 3].map((tile) => (
        <rect
          key={tile}
          x={44 + (tile % 2) * 38}
          y={48 + Math.floor(tile / 2) * 20}
          width="34"
          height="15"
          rx="5"
          fill="#fff"
          opacity={tile === 1 ? 0.95 : 0.45}
        />
      ))}
    </g>
  );
}
