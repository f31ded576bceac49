import { coverColour } from '@plw/shared/rules/cover';
import type { GameSummary } from '@plw/shared/schemas/game';
import { coverArtOf } from '../../question-types/registry.ts';
import './game-cover.css';

// A game's cover (issue 17, "Cards and pages"): its picture when it has one; otherwise drawn in its channel's
// colour: a laid-out kriss-kross shows its grid's shape (cells only, no letters), a quiz or a kriss-kross not laid
// out yet the art its type names (question-types/registry.ts). Drawn from the card's own data, so a list needs no
// request per card.

type CoverGame = Pick<GameSummary, 'type' | 'image' | 'cover' | 'channel'>;

const WIDTH = 160;
const HEIGHT = 100;

export function GameCover({ game }: { game: CoverGame }) {
  if (game.image) return <img className="game-cover game-cover--picture" src={game.image} alt="" loading="lazy" />;
  const colour = game.cover?.colour ?? coverColour(game.channel.channel_id, null);
  // The server sends a grid only for a laid-out kriss-kross (shared/schemas/game.ts).
  const grid = game.cover?.grid ?? null;
  const art = coverArtOf(game.type);
  return (
    <svg
      className="game-cover"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-testid="game-cover"
      data-cover={grid ? 'grid' : art.name}
    >
      <rect width={WIDTH} height={HEIGHT} fill={colour} />
      <circle cx={WIDTH * 0.9} cy={HEIGHT * 0.05} r={HEIGHT * 0.6} fill="#fff" opacity="0.09" />
      <circle cx={WIDTH * 0.05} cy={HEIGHT * 1.05} r={HEIGHT * 0.45} fill="#000" opacity="0.1" />
      {grid ? <MiniGrid grid={grid} /> : <art.Art colour={colour} />}
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
