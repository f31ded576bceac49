import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { Podium, type PodiumEntry } from './podium.tsx';

// A reader who asks for reduced motion gets the podium standing still: no rise, so nothing to skip.

afterEach(cleanup);

beforeAll(() => {
  const base = globalThis.matchMedia;
  // motion asks for '(prefers-reduced-motion)'; a page may ask with ': reduce'.
  globalThis.matchMedia = (query: string) => ({
    ...base(query),
    matches: query.includes('prefers-reduced-motion'),
  });
});

const entry = (rank: number, id: string): PodiumEntry => ({ rank, playerId: id, name: id, score: 100 - rank });

describe('podium under reduced motion', () => {
  it('shows the top three at once, with no skip button', async () => {
    await renderApp(<Podium board={[entry(1, 'a'), entry(2, 'b'), entry(3, 'c')]} me="b" />);
    const podium = await screen.findByTestId('podium');
    expect(within(podium).getAllByTestId('podium-place')).toHaveLength(3);
    expect(within(podium).queryByRole('button', { name: 'Skip' })).toBeNull();
  });
});
