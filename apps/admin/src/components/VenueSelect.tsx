import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { lobbyNames } from '../api/admin';
import { useCodes } from './codes';

/**
 * A venue picked by its name (issue 24: operators never type a platType code). Empty: none (the form's meaning of
 * none: the central wallet for an offer, any venue for a VIP discount). A form field: `value` / `onChange` by antd.
 */
export function VenueSelect(props: { value?: string | null; onChange?: (v: string) => void; placeholder?: string; testId?: string }) {
  const codes = useCodes();
  const names = useQuery({ queryKey: ['lobby', 'names'], queryFn: lobbyNames, staleTime: 10 * 60_000 });
  const known = new Set((names.data?.venues ?? []).map((v) => v.platType));
  const options = (names.data?.venues ?? []).map((v) => ({ value: v.platType, label: codes.venue(v.platType) }));
  // A stored code no venue has any more stays choosable (shown as it is) rather than silently dropped.
  if (props.value && names.data && !known.has(props.value)) options.push({ value: props.value, label: props.value });
  return (
    <Select<string>
      style={{ width: 200 }}
      allowClear
      value={props.value || undefined}
      placeholder={props.placeholder}
      onChange={(v) => props.onChange?.(v ?? '')}
      options={options}
      data-testid={props.testId}
    />
  );
}
