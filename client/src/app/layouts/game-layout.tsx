import type { ReactNode } from 'react';
import { Brand } from '../../ui/brand.tsx';
import { SoundToggle } from '../../ui/sound-toggle.tsx';
import { AppShell } from './app-shell.tsx';

/** The game frame: a slim header so the board gets the screen, and the show's sound toggle. */
export function GameLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell className="shell shell--game" topbarClassName="topbar topbar--slim" brand={<Brand href="/home" />} actions={<SoundToggle />}>
      {children}
    </AppShell>
  );
}
