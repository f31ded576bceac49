import type { SessionUser } from '@plw/shared/schemas/session-user';
import type { TFunction } from 'i18next';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { currentUserAtom } from '../../lib/session/auth-state.ts';
import './user-badge.css';

/** The name the header shows for the signed-in user; a player who never signed in is a guest. */
export function displayName(user: SessionUser, t: TFunction): string {
  switch (user.role) {
    case 'ADMIN':
      return user.admin.name || t('user.roleAdmin');
    case 'CREATOR':
      return user.creator.name || t('user.roleCreator');
    case 'PLAYER':
      if (!user.player.authenticated) return t('user.guest');
      return user.player.name || user.player.username || t('user.player');
  }
}

function roleLabel(user: SessionUser, t: TFunction): string | null {
  if (user.role === 'ADMIN') return t('user.roleAdmin');
  if (user.role === 'CREATOR') return t('user.roleCreator');
  return null;
}

/** Avatar initial, name and (for staff) role of whoever is signed in. */
export function UserBadge() {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  if (!user) return null;
  const name = displayName(user, t);
  const role = roleLabel(user, t);
  const picture = user.role === 'PLAYER' ? user.player.profile_pic : null;
  return (
    <div className="user-badge" data-testid="current-user" title={`${t('user.signedInAs')} ${name}`}>
      {picture
        ? (
            <img className="user-badge__avatar" src={picture} alt="" />
          )
        : (
            <span className="user-badge__avatar" aria-hidden="true">
              {Array.from(name)[0]?.toUpperCase()}
            </span>
          )}
      <span className="user-badge__text">
        <span className="visually-hidden">
          {t('user.signedInAs')}
          {' '}
        </span>
        <span className="user-badge__name" dir="auto">
          {name}
        </span>
        {role && <span className="user-badge__role">{role}</span>}
      </span>
    </div>
  );
}
