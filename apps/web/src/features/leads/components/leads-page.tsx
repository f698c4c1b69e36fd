import { API } from '@printhub/contract';

import { choiceFilter } from '@/components/choice-filter';
import { pagedListProps } from '@/components/data-table-pagination';
import { ListScreen, useListScreen } from '@/components/list-screen';
import { errorText } from '@/lib/error-text';
import { toast } from '@/lib/notices';

import { useLeads } from '../api/get-leads';
import { useSetLeadHandled } from '../api/update-lead';
import {
  LEAD_FILTER_LABELS,
  LEAD_FILTERS,
  LEAD_LIST_VIEW,
  leadFilterParams,
  leadListQuery,
  parseLeadFilters,
} from '../list-state';
import { LeadsTable } from './leads-table';

/**
 * Contact-us leads: search, All / Open / Handled, the days received, sortable headers, pages of 10 (or 25,
 * 50, 100), Export CSV, 'Mark handled' / 'Reopen'; the view lives in the URL.
 */
export function LeadsPage() {
  const { view, update, state, query } = useListScreen(LEAD_LIST_VIEW, parseLeadFilters, leadListQuery);
  const leads = useLeads(query);
  const setHandled = useSetLeadHandled();
  const page = leads.data;
  return (
    <ListScreen
      title="Leads"
      list={leads}
      exportCsv={{ path: API.leads, query: { ...query }, name: 'leads' }}
      search="Search leads"
      dates={['Received from', 'Received to']}
      state={state}
      update={update}
      filters={choiceFilter({
        label: 'Filter leads',
        choices: LEAD_FILTERS,
        labels: LEAD_FILTER_LABELS,
        value: state.filter,
        onChange: (filter) => update({ filters: leadFilterParams(filter) }),
      })}
      count={{ total: page?.count, one: 'lead', many: 'leads' }}
    >
      <LeadsTable
        leads={page?.results ?? []}
        {...pagedListProps(view, update, page)}
        loading={leads.isPending}
        emptyText={
          state.q || state.filter !== 'all' || state.fromDate || state.toDate
            ? 'No leads match these filters'
            : undefined
        }
        busyId={setHandled.isPending ? (setHandled.variables?.id ?? null) : null}
        onToggleHandled={(lead) =>
          setHandled.mutate(
            { id: lead.id, handled: !lead.handled },
            {
              onSuccess: (updated) =>
                toast.success(
                  updated.handled ? `${updated.name} marked handled` : `${updated.name} reopened`,
                ),
              onError: (error) => toast.error(errorText(error)),
            },
          )
        }
      />
    </ListScreen>
  );
}
