import Button from '@mui/material/Button';
import { useState } from 'react';

import { FilterSelect } from '@/components/filter-select';

import { useStaffUserOptions } from '../api/get-staff-users';

interface BulkAssignBarProps {
  selectedCount: number;
  busy?: boolean;
  onAssign: (staffUserId: number) => void;
}

/** "Assign to": the selected orders to one active staff user (super admin). Disabled with nothing selected. */
export function BulkAssignBar({ selectedCount, busy = false, onAssign }: BulkAssignBarProps) {
  const staff = useStaffUserOptions(true);
  const [staffId, setStaffId] = useState('');
  const disabled = selectedCount === 0 || busy;
  const options = (staff.data ?? []).map((s) => ({ value: String(s.id), label: s.full_name }));
  return (
    <>
      <FilterSelect
        label="Assign to"
        placeholder={staff.isError ? 'Staff users could not be loaded' : 'Choose a staff user'}
        value={options.some((o) => o.value === staffId) ? staffId : ''}
        onChange={setStaffId}
        options={options}
        disabled={disabled}
        minWidth={220}
      />
      <Button
        variant="contained"
        disabled={disabled || staffId === ''}
        onClick={() => onAssign(Number(staffId))}
      >
        Assign
      </Button>
    </>
  );
}
