import { useStaffUserOptions } from '../api/get-staff-users';
import { SelectAndApply } from './select-and-apply';

interface BulkAssignBarProps {
  selectedCount: number;
  busy?: boolean;
  onAssign: (staffUserId: number) => void;
}

/** "Assign to": the selected orders to one active staff user (super admin). Disabled with nothing selected. */
export function BulkAssignBar({ selectedCount, busy = false, onAssign }: BulkAssignBarProps) {
  const staff = useStaffUserOptions(true);
  return (
    <SelectAndApply
      label="Assign to"
      placeholder={staff.isError ? 'Staff users could not be loaded' : 'Choose a staff user'}
      options={(staff.data ?? []).map((s) => ({ value: String(s.id), label: s.full_name }))}
      disabled={selectedCount === 0 || busy}
      minWidth={220}
      action="Assign"
      onApply={(id) => onAssign(Number(id))}
    />
  );
}
