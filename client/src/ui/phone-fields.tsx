import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './text-field.tsx';
import './phone-fields.css';

/** Country code and phone number side by side (stacked on the narrowest phones), read left to right everywhere. */
export function PhoneFields({
  countryCode,
  phone,
  errors,
  labels,
}: {
  countryCode: UseFormRegisterReturn;
  phone: UseFormRegisterReturn;
  errors: { countryCode?: string | undefined; phone?: string | undefined };
  labels: { countryCode: string; phone: string };
}) {
  return (
    <div className="phone-fields">
      <TextField
        label={labels.countryCode}
        valueDirection="ltr"
        type="number"
        inputMode="numeric"
        autoComplete="tel-country-code"
        adornment="+"
        error={errors.countryCode}
        {...countryCode}
      />
      <TextField
        label={labels.phone}
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
