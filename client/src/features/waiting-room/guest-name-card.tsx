import { zodResolver } from '@hookform/resolvers/zod';
import { api } from '@plw/protocol/api';
import { playerProfileSchema } from '@plw/shared/schemas/player';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useApiClient } from '../../lib/api-context.tsx';
import { currentUserAtom, loginAtom } from '../../lib/session/auth-state.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useServerSubmit } from '../../ui/use-server-submit.ts';

// A guest arrives with a friendly name made for them in their language (shared/rules/guest-names.ts). Before
// their first round they see it, and keep it or change it; the server checks a new name by the profile's rules.

const KEPT_KEY = 'plw.guestNameKept';
const nameForm = z.object({ name: playerProfileSchema.shape.name.unwrap().unwrap() });

function keptBy(playerId: string): boolean {
  try {
    return localStorage.getItem(KEPT_KEY) === playerId;
  } catch {
    return false;
  }
}

function keep(playerId: string) {
  try {
    localStorage.setItem(KEPT_KEY, playerId);
  } catch {
    // Storage refused (private mode): the card shows again next time, nothing worse.
  }
}

/** The guest's name with "keep" and "change", until they have chosen; nothing for anyone else. */
export function GuestNameCard() {
  const user = useAtomValue(currentUserAtom);
  const player = user?.role === 'PLAYER' && !user.player.authenticated ? user.player : null;
  const [chosen, setChosen] = useState(() => (player ? keptBy(player.player_id) : true));
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const { t } = useTranslation();
  if (!player?.name) return null;
  if (chosen) {
    if (saved === null) return null;
    return <p className="guest-name guest-name--saved" role="status">{t('waitingRoom.nameSaved', { name: saved })}</p>;
  }
  const done = (name: string) => {
    keep(player.player_id);
    setSaved(name);
    setChosen(true);
  };
  return (
    <section className="guest-name" aria-label={t('waitingRoom.yourName')} data-testid="guest-name">
      {editing
        ? (
            <NameForm name={player.name} onSaved={done} onCancel={() => setEditing(false)} />
          )
        : (
            <>
              <p className="guest-name__label">{t('waitingRoom.playingAs')}</p>
              <p className="guest-name__name">
                <bdi data-testid="guest-name-value">{player.name}</bdi>
              </p>
              <div className="guest-name__actions">
                <button type="button" className="button button--primary" onClick={() => done(player.name ?? '')}>
                  {t('waitingRoom.keepName')}
                </button>
                <button type="button" className="button button--ghost" onClick={() => setEditing(true)}>
                  {t('waitingRoom.changeName')}
                </button>
              </div>
            </>
          )}
    </section>
  );
}

interface NameFormProps {
  name: string;
  onSaved: (name: string) => void;
  onCancel: () => void;
}

function NameForm({ name, onSaved, onCancel }: NameFormProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const login = useSetAtom(loginAtom);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(nameForm),
    defaultValues: { name },
  });
  const submit = useServerSubmit(
    (values: z.output<typeof nameForm>) => client.call(api.updateProfile, { body: { name: values.name } }),
    {
      fields: ['name'],
      setError,
      done: (session, values) => {
        login(session);
        onSaved(values.name);
      },
    },
  );
  return (
    <form className="guest-name__form" noValidate onSubmit={handleSubmit(submit)}>
      <TextField
        label={t('waitingRoom.yourName')}
        autoComplete="nickname"
        dir="auto"
        autoFocus
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <div className="guest-name__actions">
        <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
          {t('waitingRoom.saveName')}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('waitingRoom.cancelName')}
        </button>
      </div>
    </form>
  );
}
