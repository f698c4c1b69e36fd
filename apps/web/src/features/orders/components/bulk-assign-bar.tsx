import { useStaffUserOptions } from '../api/get-staff-users';
import { SelectAndApply } from './select-and-apply';

interface BulkAssignBarProps {
  selectedCount: number;
  busy?: boolean;
  /** The chosen staff user, with their name (for the question asked before the assignment). */
  onAssign: (staffUserId: number, staffName: string) => void;
}

/** "Assign to": the selected orders to one active staff user (super admin). Disabled with nothing selected. */
export function BulkAssignBar({ selectedCount, busy = false, onAssign }: BulkAssignBarProps) {
  const staff = useStaffUserOptions(true);
  const options = (staff.data ?? []).map((s) => ({ value: String(s.id), label: s.full_name }));
  return (
    <SelectAndApply
      label="Assign to"
      placeholder={staff.isError ? 'Staff users could not be loaded' : 'Choose a staff user'}
      options={options}
      disabled={selectedCount === 0 || busy}
      minWidth={220}
      action="Assign"
      onApply={(id) => onAssign(Number(id), options.find((o) => o.value === id)?.label ?? `#${id}`)}
    />
  );
}
