// The four answer shapes a question's choices wear, each with its own colour, so colour is never the only cue:
// the players' answer tiles and the host's big screen draw the same ones.

export const TILE_SHAPES = ['triangle', 'diamond', 'circle', 'square'] as const;
export type TileShape = (typeof TILE_SHAPES)[number];

/** Each shape as an SVG path on a 24 x 24 box. */
export const SHAPE_PATHS: Record<TileShape, string> = {
  triangle: 'M12 3 22 20H2Z',
  diamond: 'M12 2 22 12 12 22 2 12Z',
  circle: 'M12 2a10 10 0 1 0 0 20 10 10 0 1 0 0-20Z',
  square: 'M3 3h18v18H3Z',
};
