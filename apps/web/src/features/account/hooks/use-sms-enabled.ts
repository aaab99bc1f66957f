import { useSysConfigValue } from '../../../api/guest-index';

/** spec.md §3: sys config `sms_switch` 'off' hides the SMS features. */
export function useSmsEnabled(): boolean {
  const { data } = useSysConfigValue('sms_switch');
  return data !== 'off';
}
