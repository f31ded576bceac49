import { coverColour } from '@plw/shared/rules/cover';
import type { GameSummary } from '@plw/shared/schemas/game';
import './game-cover.css';

// A game's cover (issue 17, "Cards and pages"): its picture when it has one; otherwise drawn in its channel's
// colour: a laid-out kriss-kross shows its grid's shape (cells only, no letters), a quiz or a kriss-kross not laid
// out yet an illustration of its type. Drawn from the card's own data, so a list needs no request per card.

type CoverGame = Pick<GameSummary, 'type' | 'image' | 'cover' | 'channel'>;

const WIDTH = 160;
const HEIGHT = 100;

export function GameCover({ game }: { game: CoverGame }) {
  if (game.image) return <img className="game-cover game-cover--picture" src={game.image} alt="" loading="lazy" />;
  const colour = game.cover?.colour ?? coverColour(game.channel.channel_id, null);
  const grid = game.type === 'Kriss_kross_puzzle' ? (game.cover?.grid ?? null) : null;
  return (
    <svg
      className="game-cover"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-testid="game-cover"
      data-cover={grid ? 'grid' : game.type === 'Mcq' ? 'quiz' : 'krisskross'}
    >
      <rect width={WIDTH} height={HEIGHT} fill={colour} />
      <circle cx={WIDTH * 0.9} cy={HEIGHT * 0.05} r={HEIGHT * 0.6} fill="#fff" opacity="0.09" />
      <circle cx={WIDTH * 0.05} cy={HEIGHT * 1.05} r={HEIGHT * 0.45} fill="#000" opacity="0.1" />
      {grid ? <MiniGrid grid={grid} /> : game.type === 'Mcq' ? <QuizArt colour={colour} /> : <CrossArt />}
    </svg>
  );
}

/** The grid's shape, centred with a margin, squares as large as fit. */
function MiniGrid({ grid }: { grid: readonly string[] }) {
  const rows = grid.length;
  const cols = Math.max(...grid.map((line) => line.length));
  const size = Math.min((WIDTH - 24) / cols, (HEIGHT - 20) / rows);
  const left = (WIDTH - size * cols) / 2;
  const top = (HEIGHT - size * rows) / 2;
  const gap = Math.max(0.6, size * 0.12);
  return (
    <g>
      {grid.flatMap((line, row) =>
        [...line].map((mark, col) =>
          mark === '#'
            ? (
                <rect
                  key={`${row}:${col}`}
                  x={left + col * size + gap / 2}
                  y={top + row * size + gap / 2}
                  width={size - gap}
                  height={size - gap}
                  rx={size * 0.15}
                  fill="#fff"
                  opacity="0.92"
                />
              )
            : null,
        ),
      )}
    </g>
  );
}

/** A quiz: a question bubble over four answer tiles, one of them chosen. */
function QuizArt({ colour }: { colour: string }) {
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

/** A kriss-kross not laid out yet: two words crossing. */
function CrossArt() {
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
