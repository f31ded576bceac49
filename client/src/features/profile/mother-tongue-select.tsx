import { api } from '@plw/protocol/api';
import { type Language, LANGUAGES, type LocaleCode } from '@plw/shared/constants';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useApiClient } from '../../lib/api-context.tsx';
import { serverMessage } from '../../lib/server-message.ts';
import { changeLanguage } from '../../i18n/i18n.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { loginAtom } from '../../lib/session/auth-state.ts';

/** Each language in its own script, as the header's language picker shows them. */
const NATIVE_NAMES: Record<LocaleCode, string> = {
  en: 'English',
  ml: 'മലയാളം',
  hi: 'हिन्दी',
  ta: 'தமிழ்',
  ar: 'العربية',
  de: 'Deutsch',
};

/** The mother tongue, saved as soon as it is chosen; the app switches to it too. */
export function MotherTongueSelect({ value }: { value: Language | null }) {
  const { t, i18n } = useTranslation();
  const client = useApiClient();
  const login = useSetAtom(loginAtom);
  const [saving, setSaving] = useState(false);

  async function choose(name: string) {
    const language = LANGUAGES.find((entry) => entry.name === name);
    setSaving(true);
    try {
      login(await client.call(api.updateProfile, { body: { mother_tongue: language?.name ?? null } }));
      if (language) await changeLanguage(i18n, language.code);
      toast.success(t('profile.saved'));
    } catch (error) {
      if (!(error instanceof ApiRequestError)) throw error;
      toast.error(serverMessage(t, error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <SelectField
      label={t('profile.motherTongue')}
      hint={t('profile.motherTongueHint')}
      name="mother_tongue"
      value={value ?? ''}
      disabled={saving}
      onChange={(event) => void choose(event.target.value)}
      options={[
        { value: '', label: t('profile.notChosen') },
        ...LANGUAGES.map(({ name, code }) => ({ value: name, label: NATIVE_NAMES[code], lang: code })),
      ]}
    />
  );
}
