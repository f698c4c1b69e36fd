import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

import { countSet, FilterFold } from '@/components/filter-fold';
import { FilterSelect } from '@/components/filter-select';
import { SearchField } from '@/components/search-field';

import { REFERRAL_SORTS, type ReferralListState } from '../list-state';

export interface ReferralsToolbarProps {
  state: ReferralListState;
  onSearch: (q: string) => void;
  onNeedsFulfilmentChange: (on: boolean) => void;
  onSortChange: (ordering: string) => void;
}

/** The referrals' search, their 'Needs fulfilment' toggle and their order; on a phone behind the Filters button. */
export function ReferralsToolbar({
  state,
  onSearch,
  onNeedsFulfilmentChange,
  onSortChange,
}: ReferralsToolbarProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mb: 2, gap: 2, alignItems: { sm: 'center' } }}>
      <FilterFold active={countSet(state.q, state.needsFulfilment)}>
        <SearchField label="Search referrals" value={state.q} onSearch={onSearch} />
        <FilterSelect
          label="Sort by"
          value={state.ordering ?? REFERRAL_SORTS[0]!.ordering}
          options={REFERRAL_SORTS.map(({ ordering, label }) => ({ value: ordering, label }))}
          onChange={onSortChange}
          minWidth={220}
        />
        <FormControlLabel
          control={
            <Switch
              checked={state.needsFulfilment}
              onChange={(event) => onNeedsFulfilmentChange(event.target.checked)}
            />
          }
          label="Needs fulfilment"
        />
      </FilterFold>
    </Stack>
  );
}
