import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../ui/text-field.tsx';

/** Country code and phone number side by side, read left to right in every language. */
export function PhoneFields({
  countryCode,
  phone,
  errors,
}: {
  countryCode: UseFormRegisterReturn;
  phone: UseFormRegisterReturn;
  errors: { countryCode?: string | undefined; phone?: string | undefined };
}) {
  const { t } = useTranslation();
  return (
    <div className="profile-form__phone-row">
      <TextField
        label={t('profile.countryCode')}
        valueDirection="ltr"
        type="number"
        inputMode="numeric"
        autoComplete="tel-country-code"
        adornment="+"
        error={errors.countryCode}
        {...countryCode}
      />
      <TextField
        label={t('profile.phoneNumber')}
        valueDirection="ltr"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        error={errors.phone}
        {...phone}
      />
    </div>
  );
}
