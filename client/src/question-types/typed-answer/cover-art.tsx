// A "type the answer" game's cover art, drawn on a card's 160 × 100 cover (kits/game-card/game-cover.tsx) when the
// game has no picture: a question bubble over an answer box being typed into, its caret blinking after the letters.

export function TypedAnswerCoverArt({ colour }: { colour: string }) {
  return (
    <g>
      <rect x="44" y="14" width="72" height="26" rx="8" fill="#fff" opacity="0.95" />
      <text x="80" y="33" textAnchor="middle" fontSize="18" fontWeight="800" fill={colour}>
        ?
      </text>
      <rect x="34" y="52" width="92" height="30" rx="6" fill="#fff" opacity="0.95" />
      {[0, 1, 2].map((letter) => (
        <rect key={letter} x={44 + letter * 16} y="74" width="12" height="3" rx="1.5" fill={colour} />
      ))}
      <rect x="94" y="58" width="3" height="19" rx="1.5" fill={colour} />
    </g>
  );
}
