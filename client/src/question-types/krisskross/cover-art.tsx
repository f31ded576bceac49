// A kriss-kross's cover art before it is laid out, drawn on a card's 160 × 100 cover
// (kits/game-card/game-cover.tsx): two words crossing. A laid-out grid draws its own shape there instead.

export function CrossCoverArt() {
  const cell = 12;
  const across = [0, 1, 2, 3, 4, 5].map((i) => ({ x: 44 + i * cell, y: 44 }));
  const down = [0, 1, 2, 4, 5].map((i) => ({ x: 44 + 3 * cell, y: 20 + i * cell }));
  return (
    <g>
      {[...across, ...down].map((square) => (
        <rect
          key={`${square.x}:${square.y}`}
          x={square.x + 1}
          y={square.y + 1}
          width={cell - 2}
          height={cell - 2}
          rx="2"
          fill="#fff"
          opacity="0.92"
        />
      ))}
    </g>
  );
}
