import { LANGUAGES, type Language } from '@plw/shared/constants';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { currentUserAtom } from '../../lib/session/auth-state.ts';

// Which language's games a player is shown first (issue 17): their profile's mother tongue, else the language the
// UI speaks. Home's "today" and the play-circle lists' default language filter both ask here.

/** The game language of a UI locale code ('ml' -> Malayalam); English for a code the product does not speak. */
export function languageOfLocale(code: string): Language {
  const base = code.split('-')[0];
  return LANGUAGES.find((language) => language.code === base)?.name ?? 'English';
}

export function usePlayerLanguage(): Language {
  const user = useAtomValue(currentUserAtom);
  const { i18n } = useTranslation();
  const motherTongue = user?.role === 'PLAYER' ? user.player.mother_tongue : null;
  return motherTongue ?? languageOfLocale(i18n.language);
}
