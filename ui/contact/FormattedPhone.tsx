import { useEffect, useState } from 'react';
import { PhoneFormatterToken } from '@core/contact/PhoneFormatter';
import { useOptionalService } from '../services/ServiceContext';

/**
 * A phone number in the pod's one format (the API's beautifyPhoneNumber, asked once per number per
 * pod); the stored value until the answer comes, or when nothing can format it.
 */
export function useFormattedPhone(phone: string): string {
  const formatter = useOptionalService(PhoneFormatterToken);
  const [formatted, setFormatted] = useState<{ phone: string; shown: string } | null>(null);
  useEffect(() => {
    if (!formatter || !phone) return;
    let current = true;
    void formatter.format(phone).then((shown) => {
      if (current) setFormatted({ phone, shown });
    });
    return () => {
      current = false;
    };
  }, [formatter, phone]);
  return formatted?.phone === phone ? formatted.shown : phone;
}

/** A phone number as text, formatted like every other number in the pod (kept on one line). */
export function FormattedPhone({ value }: { value: string }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{useFormattedPhone(value)}</span>;
}

/**
 * An <option> naming a phone number in the pod's format (options take text only). `label` builds the
 * whole text from the formatted number; the number alone by default.
 */
export function PhoneOption({
  value,
  phone,
  label = (shown) => shown,
}: {
  value: string;
  phone: string;
  label?: (shown: string) => string;
}) {
  return <option value={value}>{label(useFormattedPhone(phone))}</option>;
}
