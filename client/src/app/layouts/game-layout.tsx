import { type ReactNode, Suspense } from 'react';
import { UserBadge } from '../../features/auth/user-badge.tsx';
import { LanguagePicker } from '../../i18n/language-picker.tsx';
import { Brand } from '../../ui/brand.tsx';
import { Loading } from '../../ui/loading.tsx';
import './layouts.css';

/** The game frame: a slim header so the board gets the screen. */
export function GameLayout({ children }: { children: ReactNode }) {
  return (
    <div className="shell shell--game">
      <header className="topbar topbar--slim">
        <div className="topbar__row">
          <Brand href="/home" />
          <div className="topbar__actions">
            <UserBadge />
            <LanguagePicker />
          </div>
        </div>
      </header>
      <main className="shell__main">
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </main>
    </div>
  );
}
