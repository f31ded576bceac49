import type { RoundLobby } from '@plw/protocol/rest/hosting';
import { PERSON_NAME } from '@plw/shared/constants';
import { HOSTED_MESSAGES } from '@plw/shared/rules/round/hosted';
import { CHANNEL_MESSAGES } from '@plw/shared/schemas/channel';
import type { TFunction } from 'i18next';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../lib/api-client.ts';
import { Notice } from '../../ui/notice.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { currentUserAtom } from '../../lib/session/auth-state.ts';
import { hostedMessageKey, joinErrorText } from './join-errors.ts';
import { useEnterRound } from './round-queries.ts';
import { LobbyEnd } from './seated-lobby.tsx';

// Taking a seat in a hosted round's lobby: the name to play under (the name rules, checked by the server), or,
// when the host gives generated names, one button and the server picks a friendly name. A room that closed to
// newcomers meanwhile (the first question opened) ends here the way a started round's page does: no form to retry.

interface NameForm {
  display_name: string;
}

/** The name rules' messages in the reader's words; any other message as the server wrote it. */
function nameMessage(t: TFunction, message: string): string {
  if (message === CHANNEL_MESSAGES.nameTooShort) return t('join.nameTooShort', { min: PERSON_NAME.min });
  if (message === CHANNEL_MESSAGES.nameTooLong) return t('join.nameTooLong', { max: PERSON_NAME.max });
  const hosted = hostedMessageKey(message);
  return hosted ? t(hosted) : message;
}

export function EnterForm({ lobby }: { lobby: RoundLobby }) {
  const { t } = useTranslation();
  const user = useAtomValue(currentUserAtom);
  const ownName = user?.role === 'PLAYER' ? (user.player.name ?? user.player.username ?? '') : '';
  const enter = useEnterRound(lobby.round_id);
  const { register, handleSubmit, setError, formState } = useForm<NameForm>({
    defaultValues: { display_name: ownName },
  });
  const { errors, isSubmitting } = formState;
  const generated = lobby.names === 'GENERATED';
  const [locked, setLocked] = useState(false);

  const submit = handleSubmit(async ({ display_name: name }) => {
    try {
      await enter.mutateAsync(generated ? undefined : name.trim());
    } catch (error) {
      if (error instanceof ApiRequestError && error.message === HOSTED_MESSAGES.roomLocked) {
        setLocked(true);
        return;
      }
      const field = error instanceof ApiRequestError ? error.fields.display_name : undefined;
      setError(generated || !field ? 'root' : 'display_name', {
        message: field ? nameMessage(t, field) : joinErrorText(t, error, 'roundGone'),
      });
    }
  });

  if (locked) return <LobbyEnd message={t('join.hosted.roomLocked')} />;
  return (
    <form className="join-form" noValidate onSubmit={(event) => void submit(event)}>
      <h2 className="join-card__heading">{generated ? t('join.generatedHeading') : t('join.nameHeading')}</h2>
      <p className="join-card__intro">{generated ? t('join.generatedIntro') : t('join.nameIntro')}</p>
      {!generated && (
        <TextField
          label={t('join.nameLabel')}
          autoComplete="nickname"
          enterKeyHint="go"
          error={errors.display_name?.message}
          {...register('display_name')}
        />
      )}
      {errors.root?.message && <Notice>{errors.root.message}</Notice>}
      <button type="submit" className="button button--primary button--block join-form__submit" disabled={isSubmitting}>
        {isSubmitting ? t('join.entering') : t('join.enter')}
      </button>
    </form>
  );
}
