import type { ReactNode } from 'react';
import { Brand } from '../../ui/brand.tsx';
import { SoundToggle } from '../../ui/sound-toggle.tsx';
import { AppShell } from './app-shell.tsx';
import { BackButton } from './back-button.tsx';

/**
 * The game frame: a slim header so the board gets the screen, a way back (to where the player came from, else
 * home) on every game, result, answers and leaderboard page, and the show's sound toggle.
 */
export function GameLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell
      className="shell shell--game"
      topbarClassName="topbar topbar--slim"
      brand={(
        <div className="topbar__start">
          <BackButton />
          <Brand href="/home" />
        </div>
      )}
      actions={<SoundToggle />}
    >
      {children}
    </AppShell>
  );
}
