import type { GameSummary } from '@plw/shared/schemas/game';

// A game as the server lists it, for component tests: an English kriss-kross daily draft unless told otherwise.

export function gameSummary(extra: Partial<GameSummary> = {}): GameSummary {
  return {
    game_id: 'g1',
    game_group_id: 'grp1',
    type: 'Kriss_kross_puzzle',
    mode: 'DAILY',
    visibility: 'PUBLIC',
    language: 'English',
    game_name: 'Fruit',
    paid: false,
    local_circle: false,
    transit_game: false,
    supporting_lesson: false,
    score: 5,
    image: null,
    hashtag: '',
    status: 'DRAFT',
    publishing_time: null,
    game_configuration: { game_duration: null },
    channel: { channel_id: 'c1', channel_name: 'Word Wizards' },
    ...extra,
  };
}
