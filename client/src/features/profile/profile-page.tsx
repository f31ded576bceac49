import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageHeader } from '../../ui/page-header.tsx';
import { currentUserAtom } from '../../lib/session/auth-state.ts';
import { MotherTongueSelect } from './mother-tongue-select.tsx';
import { PhoneSignInForm } from './phone-sign-in-form.tsx';
import { PictureUpload } from './picture-upload.tsx';
import { ProfileDetailsForm } from './profile-details-form.tsx';
import { SaveProgressForm } from './save-progress-form.tsx';
import './profile.css';

/**
 * /profile and /player/profile: picture, name, username and mother tongue for every player; the phone's last
 * four digits once saved. A guest is offered to save their progress with a phone and password, or to sign in
 * with an account made on another device.
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  if (user?.role !== 'PLAYER') return <PageHeader title={t('pages.profile')} />;
  const { player } = user;
  const shownName = player.name || player.username || t(player.authenticated ? 'user.player' : 'user.guest');

  return (
    <div className="profile">
      <PageHeader title={t('pages.profile')} />
      <div className="profile__grid">
        <section className="profile-card" aria-labelledby="profile-details-title">
          <h2 id="profile-details-title" className="profile-card__title">
            {t('profile.details')}
          </h2>
          <PictureUpload picture={player.profile_pic} name={shownName} />
          {/* Keyed by the player, so a sign-in as someone else refills the form. */}
          <ProfileDetailsForm key={player.player_id} name={player.name} username={player.username} />
          <MotherTongueSelect value={player.mother_tongue} />
        </section>
        <div className="profile__side">
          <section className="profile-card" aria-labelledby="profile-account-title">
            <h2 id="profile-account-title" className="profile-card__title">
              {t('profile.account')}
            </h2>
            {player.authenticated
              ? (
                  <>
                    <p className="profile-account__phone">
                      <span className="profile-account__label">{t('profile.phone')}</span>
                      <span data-testid="phone-4digit">
                        {player.phone_4digit === null
                          ? t('profile.noPhone')
                          : t('profile.phoneEnding', { digits: String(player.phone_4digit).padStart(4, '0') })}
                      </span>
                    </p>
                    <Link className="button button--ghost button--small" href="/player/change-password">
                      {t('profile.changePassword')}
                    </Link>
                  </>
                )
              : <p className="profile-card__intro">{t('profile.guestAccount')}</p>}
          </section>
          {!player.authenticated && (
            <>
              <SaveProgressForm />
              <PhoneSignInForm />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
