import type { enteredCellSchema, placementViewSchema } from '@plw/protocol/question-types/krisskross/play-api';
import type { z } from 'zod';

// A solved kriss-kross grid as tests read it from the creator's demo play: its lettered cells and its words'
// placements, in the protocol's own shapes, for tests that type the right (or a wrong) answer into the grid.

export type Cell = z.infer<typeof enteredCellSchema>;
export type Placement = z.infer<typeof placementViewSchema>;
