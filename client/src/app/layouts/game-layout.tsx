import type { ReactNode } from 'react';
import { Brand } from '../../ui/brand.tsx';
import { AppShell } from './app-shell.tsx';

/** The game frame: a slim header so the board gets the screen. */
export function GameLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell className="shell shell--game" topbarClassName="topbar topbar--slim" brand={<Brand href="/home" />}>
      {children}
    </AppShell>
  );
}
